import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { STREET_MAX_LENGTH, SUNDAY_NOTE } from './constants.ts';
import { QUOTE_MESSAGES } from './rateQuote.ts';
import { imageLoadErrorMessage, MESSAGES } from './messages.ts';
import { arabicMessage, countedAr, translateMessage } from './messagesAr.ts';
import * as bookingStep1 from './schemas/bookingStep1.ts';
import * as bookingStep2 from './schemas/bookingStep2.ts';
import * as bookingStep3 from './schemas/bookingStep3.ts';
import * as card from './schemas/card.ts';
import * as career from './schemas/career.ts';
import * as collection from './schemas/collection.ts';
import * as collectionFields from './schemas/collectionFields.ts';
import * as contact from './schemas/contact.ts';
import * as fields from './schemas/fields.ts';
import * as franchise from './schemas/franchise.ts';
import * as ids from './schemas/ids.ts';
import * as login from './schemas/login.ts';
import * as memberContact from './schemas/memberContact.ts';
import * as portal from './schemas/portal.ts';
import * as rate from './schemas/rate.ts';
import * as tracking from './schemas/tracking.ts';

/** Every schema module; each export whose name ends in 'Messages' is a table of its words. */
const MODULES: Record<string, Record<string, unknown>> = {
  bookingStep1,
  bookingStep2,
  bookingStep3,
  card,
  career,
  collection,
  collectionFields,
  contact,
  fields,
  franchise,
  ids,
  login,
  memberContact,
  portal,
  rate,
  tracking,
};

/**
 * Sample arguments of the template messages: the limits and wire field names in use (limits a
 * module keeps to itself, such as the multi-tracking box's, come from running the schemas below).
 */
const LIMITS = [...Object.values(fields.TEXT_LIMITS), STREET_MAX_LENGTH];
const FIELD_NAMES = ['country_id', 'location_id', 'service_id', 'shipmentId', 'career_id'];

function wordsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') {
    const args = /name/i.test(value.toString().split('=>')[0] ?? '') ? FIELD_NAMES : LIMITS;
    return args.map((arg) => String((value as (a: unknown) => unknown)(arg)));
  }
  return [];
}

/** Every English message the schemas and messages.ts can produce. */
const ENGLISH = new Set<string>([
  ...Object.entries(MODULES).flatMap(([, module]) =>
    Object.entries(module)
      .filter(([name]) => name.endsWith('Messages'))
      .flatMap(([, table]) => Object.values(table as Record<string, unknown>).flatMap(wordsOf)),
  ),
  collectionFields.closingAfterReadyMessage,
  ...Object.values(MESSAGES).filter((text) => text !== MESSAGES.imageLoadErrorPrefix),
  imageLoadErrorMessage(new Error('timeout')),
]);

describe('key coverage of the validation messages', () => {
  it('finds the message tables of every schema module', () => {
    const tables = Object.values(MODULES).flatMap((module) =>
      Object.keys(module).filter((name) => name.endsWith('Messages')),
    );
    expect(tables.length).toBeGreaterThanOrEqual(16);
    expect(ENGLISH.size).toBeGreaterThan(120);
  });

  it.each([...ENGLISH])('%s has Arabic words', (english) => {
    const arabic = arabicMessage(english);
    expect(arabic, english).toBeDefined();
    expect(arabic).toMatch(/[\u0600-\u06FF]/);
    expect(arabic).not.toBe(english);
  });

  /** Schemas run on bad input: whatever they say (zod's own 'Invalid ...' aside) has Arabic. */
  it('every message a schema produces on bad input has Arabic words', () => {
    const schemas = Object.values(MODULES)
      .flatMap((module) => Object.values(module))
      .filter((value): value is z.ZodType => value instanceof z.ZodType);
    expect(schemas.length).toBeGreaterThan(15);
    const long = 'x'.repeat(3000);
    const bad: unknown[] = [{}, { a: 1 }, null];
    const produced = new Set<string>();
    for (const schema of schemas) {
      const shape = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
      const inputs = [
        ...bad,
        Object.fromEntries(shape.map((key) => [key, long])),
        Object.fromEntries(shape.map((key) => [key, 'a\u0000b'])),
        Object.fromEntries(shape.map((key) => [key, 12])),
      ];
      for (const input of inputs) {
        const result = schema.safeParse(input);
        if (!result.success) for (const issue of result.error.issues) produced.add(issue.message);
      }
    }
    const missing = [...produced].filter(
      (message) => !message.startsWith('Invalid') && arabicMessage(message) === undefined,
    );
    expect(missing).toEqual([]);
    expect(produced.size).toBeGreaterThan(50);
  });
});

describe('translateMessage', () => {
  it('answers English requests with the English words unchanged', () => {
    for (const english of ENGLISH) expect(translateMessage(english, 'en')).toBe(english);
  });

  it('translates exact messages and templates into Arabic', () => {
    expect(translateMessage(contact.contactMessages.name, 'ar')).toBe('أدخل اسمك.');
    expect(translateMessage('Please Enter Valid Weight', 'ar')).toBe('يرجى إدخال وزن صحيح');
    expect(translateMessage(fields.textMessages.tooLong(100), 'ar')).toBe('أدخل 100 حرف كحد أقصى.');
    expect(translateMessage(fields.textMessages.tooLong(254), 'ar')).toBe(
      'أدخل 254 حرفًا كحد أقصى.',
    );
    expect(translateMessage(card.cardMessages.card_number, 'ar')).toBe(
      'أدخل رقم بطاقة صحيحًا من 16 رقمًا.',
    );
    expect(translateMessage(ids.idMessages.required('country_id'), 'ar')).toBe(
      'الحقل country_id مطلوب.',
    );
    expect(translateMessage(imageLoadErrorMessage('timeout'), 'ar')).toBe(
      'تعذّر تحميل الصورة: timeout',
    );
  });

  it('keeps unknown messages in English, whatever their text', () => {
    for (const text of ['A carrier said no.', 'constructor', '__proto__', 'toString', '']) {
      expect(translateMessage(text, 'ar')).toBe(text);
    }
  });

  it('counts nouns the Arabic way', () => {
    const forms = { one: 'يوم واحد', two: 'يومين', few: 'أيام', many: 'يومًا', other: 'يوم' };
    expect([1, 2, 3, 10, 11, 99, 100, 103, 366].map((n) => countedAr(n, forms))).toEqual([
      'يوم واحد',
      'يومين',
      '3 أيام',
      '10 أيام',
      '11 يومًا',
      '99 يومًا',
      '100 يوم',
      '103 أيام',
      '366 يومًا',
    ]);
  });

  it('words the rate refusals and the Sunday note, keeping countries and weights as given', () => {
    for (const text of [
      QUOTE_MESSAGES.priced,
      QUOTE_MESSAGES.serviceUnavailable,
      QUOTE_MESSAGES.noRoute('Kuwait', 'Iceland'),
      QUOTE_MESSAGES.tooHeavy(301, 'Kuwait', 'India'),
      SUNDAY_NOTE,
    ]) {
      expect(arabicMessage(text), text).toMatch(/\p{Script=Arabic}/u);
    }
    expect(translateMessage(QUOTE_MESSAGES.tooHeavy(301, 'Kuwait', 'India'), 'ar')).toBe(
      'لا تتوفر خدمة تنقل 301 كغ من Kuwait إلى India حتى الآن. يرجى التواصل معنا للحصول على عرض سعر.',
    );
  });
});
