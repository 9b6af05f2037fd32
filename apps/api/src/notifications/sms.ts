import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { smsOutbox } from '../db/schema/index.ts';
import type { AfterWork } from '../jobs/jobQueue.ts';

interface SmsMessage {
  /** The message's idempotency key. */
  key: string;
  /** E.164 (toE164). */
  to: string;
  body: string;
}

/**
 * Where text messages go. A gateway provider sends in `send` and answers how; a provider that
 * only writes rows answers with `commit`, written in the transaction that completes the job.
 */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<SmsSent>;
}

/**
 * How a message went: `via` names the provider and its message id (kept in message_deliveries;
 * status callbacks find the message by it). `refused`: the provider said no for good (a bad
 * number): recorded, never retried.
 */
export interface SmsSent {
  via: string;
  commit?: AfterWork;
  refused?: { code: string };
}

/** The default: messages stored in sms_outbox (one row per key), for a person or a gateway script. */
export const outboxSmsProvider: SmsProvider = {
  name: 'outbox',
  async send(message) {
    return {
      via: 'sms-outbox',
      commit: async (tx) => {
        await tx
          .insert(smsOutbox)
          .values({ key: message.key, toNumber: message.to, body: message.body })
          .onConflictDoNothing();
      },
    };
  },
};

/**
 * A number as E.164 (+96550001234), or null when it is not a possible mobile or fixed number.
 * Numbers written without a country code are read as Kuwaiti (the courier's home country).
 */
export function toE164(raw: string, defaultCountry: CountryCode = 'KW'): string | null {
  const trimmed = raw.trim().replace(/^00/, '+');
  if (!trimmed) return null;
  const parsed = parsePhoneNumberFromString(trimmed, defaultCountry);
  return parsed?.isValid() ? parsed.number : null;
}
