import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { i18nOf } from './catalogI18n.ts';
import { messageCatalogAr } from './i18n/ar.ts';
import { inMessagesOf, messageCatalog } from './messageWords.ts';
import * as apiKeys from './schemas/apiKeys.ts';
import * as bookingStep1 from './schemas/bookingStep1.ts';
import * as bookingStep2 from './schemas/bookingStep2.ts';
import * as bookingStep3 from './schemas/bookingStep3.ts';
import * as card from './schemas/card.ts';
import * as career from './schemas/career.ts';
import * as collection from './schemas/collection.ts';
import * as collectionFields from './schemas/collectionFields.ts';
import * as contact from './schemas/contact.ts';
import * as courier from './schemas/courier.ts';
import * as fields from './schemas/fields.ts';
import * as franchise from './schemas/franchise.ts';
import * as ids from './schemas/ids.ts';
import * as login from './schemas/login.ts';
import * as memberContact from './schemas/memberContact.ts';
import * as onlinePayment from './schemas/onlinePayment.ts';
import * as portal from './schemas/portal.ts';
import * as rate from './schemas/rate.ts';
import * as tracking from './schemas/tracking.ts';
import * as webhooks from './schemas/webhooks.ts';

/** Every schema module (built once, in English, when it loads). */
const MODULES: Record<string, unknown>[] = [
  apiKeys,
  bookingStep1,
  bookingStep2,
  bookingStep3,
  card,
  career,
  collection,
  collectionFields,
  contact,
  courier,
  fields,
  franchise,
  ids,
  login,
  memberContact,
  onlinePayment,
  portal,
  rate,
  tracking,
  webhooks,
];

const arabic = i18nOf('ar', [{ namespace: messageCatalog.namespace, tree: messageCatalogAr }]);

/** What the schemas say on bad input, run in the language of `run`. */
function produced(run: <T>(work: () => T) => T): Set<string> {
  const schemas = MODULES.flatMap((module) => Object.values(module)).filter(
    (value): value is z.ZodType => value instanceof z.ZodType,
  );
  const messages = new Set<string>();
  for (const schema of schemas) {
    const shape = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
    const inputs: unknown[] = [
      {},
      { a: 1 },
      null,
      Object.fromEntries(shape.map((key) => [key, 'x'.repeat(3000)])),
      Object.fromEntries(shape.map((key) => [key, 'a\u0000b'])),
      Object.fromEntries(shape.map((key) => [key, 12])),
    ];
    for (const input of inputs) {
      // zod words a failure's issues when they are first read: inside the language too.
      const said = run(() => schema.safeParse(input).error?.issues.map((issue) => issue.message));
      for (const message of said ?? []) messages.add(message);
    }
  }
  return messages;
}

describe('the schemas speak the language of the moment', () => {
  it('write every message (zod\'s own "Invalid ..." aside) in Arabic inside Arabic', () => {
    const messages = produced((work) => inMessagesOf(arabic, work));
    expect(messages.size).toBeGreaterThan(50);
    const english = [...messages].filter(
      (message) => !message.startsWith('Invalid') && !/\p{Script=Arabic}/u.test(message),
    );
    expect(english).toEqual([]);
  });

  it('write the English words elsewhere, though built once', () => {
    const messages = produced((work) => work());
    expect([...messages].filter((message) => /\p{Script=Arabic}/u.test(message))).toEqual([]);
    expect(messages).toContain(contact.contactMessages.name);
    expect(contact.contactMessages.name).toBe('Enter your name.');
  });
});
