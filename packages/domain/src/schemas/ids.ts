import { z } from 'zod';
import { messageWords } from '../messageWords.ts';
import { isCleanText, sayNow, TEXT_LIMITS, type Say } from './fields.ts';

/** Largest numeric id a row can have (PostgreSQL integer). */
export const MAX_NUMERIC_ID = 2_147_483_647;

/** The words of the id fields; `name` is the wire field's name. */
export const idMessages = {
  required: (name: string): string => messageWords().id.required({ name }),
  notString: (name: string): string => messageWords().id.notString({ name }),
  invalid: (name: string): string => messageWords().id.invalid({ name }),
  /** A country select left empty where the spec shows no words of its own. */
  get selectCountry(): string {
    return messageWords().id.selectCountry;
  },
};

/**
 * An optional public id: missing becomes ''. Every way it can be wrong (not a string, too long,
 * control characters) gets `${name} is not valid.`.
 */
export const optionalIdField = (name: string) =>
  z
    .string({ error: () => idMessages.invalid(name) })
    .trim()
    .max(TEXT_LIMITS.id, { error: () => idMessages.invalid(name) })
    .refine(isCleanText, { error: () => idMessages.invalid(name) })
    .default('');

/** An encrypt_id (or other public id) in a request: a short non-empty string, trimmed. */
export const encryptIdField = (name: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? idMessages.required(name) : idMessages.notString(name),
    })
    .trim()
    .min(1, { error: () => idMessages.required(name) })
    .max(TEXT_LIMITS.id, { error: () => idMessages.invalid(name) })
    .refine(isCleanText, { error: () => idMessages.invalid(name) });

/**
 * A numeric id sent as a number or as digits in a string (selects send strings, JSON clients
 * numbers): a whole number from 1 to MAX_NUMERIC_ID. Blank or missing gives `requiredMessage`.
 */
export const numericIdField = (
  name: string,
  requiredMessage: Say = () => idMessages.required(name),
  invalidMessage: Say = () => idMessages.invalid(name),
) =>
  z.union([z.number(), z.string()], { error: requiredMessage }).transform((value, ctx) => {
    const text = String(value).trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: sayNow(requiredMessage) });
      return z.NEVER;
    }
    const n = /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isSafeInteger(n) || n <= 0 || n > MAX_NUMERIC_ID) {
      ctx.addIssue({ code: 'custom', message: sayNow(invalidMessage) });
      return z.NEVER;
    }
    return n;
  });
