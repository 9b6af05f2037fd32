import { z } from 'zod';
import { messageWords } from '../messageWords.ts';
import { DECIMAL_2_PATTERN, PHONE_PATTERN } from '../patterns.ts';

/**
 * Building blocks of the form schemas. Form values arrive as strings, so every field takes a
 * string, trims it and outputs the trimmed string: parsing a parsed value gives the same value,
 * which lets the browser send its parsed form and the API check it again with the same schema.
 * Each field reports one message, the spec's, for every way it can be wrong (missing, blank,
 * wrong type, bad format), unless the spec gives a separate message for the format.
 */

/**
 * Longest text each kind of field takes (characters, after trimming). Spec silent: chosen so a
 * real value always fits and nothing oversized reaches the database (docs/domain.md).
 */
export const TEXT_LIMITS = {
  /** Public ids (encrypt_id, menu ids, shipment ids, payment ids). */
  id: 64,
  /** Numbers typed as text: weights, dimensions, amounts, counts. */
  number: 12,
  /** Telephone, mobile, fax and zip: digits and plus signs. */
  phone: 30,
  /** Names of people and companies, user IDs, select values, codes. */
  name: 100,
  /** E-mail addresses (RFC 5321's limit). */
  email: 254,
  /** Other single-line text: addresses, cities, subjects, descriptions, search words. */
  line: 200,
  /** Free text: messages, special instructions. */
  text: 2000,
  /** Passwords (a long passphrase fits; a megabyte does not reach the hash). */
  password: 200,
  /**
   * An uploaded file as a data URL. Above what a 5 MB file needs (~6.7 million characters), so a
   * slightly larger file still gets the clearer 'must be 5 MB or smaller' of the file check.
   */
  dataUrl: 10_000_000,
} as const;

/**
 * A message of a check: its words, or (as the schemas write them) a function giving the words of
 * the catalogue when the check fails, so they are in the language of that moment
 * (messageWords.ts): a schema is built once, in English, when its module loads.
 */
export type Say = string | (() => string);

/** The words of a message now. */
export const sayNow = (message: Say): string =>
  typeof message === 'function' ? message() : message;

/** The words for text that is too long or holds characters no form can type. */
export const textMessages = {
  tooLong: (max: number): string => messageWords().text.tooLong({ max }),
  get badCharacters(): string {
    return messageWords().text.badCharacters;
  },
};

/**
 * Control characters (NUL and the other C0/C1 codes except tab, line feed and carriage return)
 * and lone UTF-16 surrogates: no keyboard types them, PostgreSQL refuses NUL, and a lone
 * surrogate is not valid Unicode.
 */
const FORBIDDEN_CHARACTERS = new RegExp(
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  '[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]|[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]',
);

/** True when `text` holds no control character and no lone surrogate. */
export const isCleanText = (text: string): boolean => !FORBIDDEN_CHARACTERS.test(text);

/**
 * Any text on the wire that is not a form field (ids, codes, wire-only fields): at most `max`
 * characters, no control characters. Not trimmed; the value is kept as sent.
 */
export const boundedText = (max: number, message?: Say) =>
  z
    .string(message === undefined ? undefined : { error: message })
    .max(max, { error: () => textMessages.tooLong(max) })
    .refine(isCleanText, { error: () => textMessages.badCharacters });

/** A required text: blank after trimming fails with `message`; at most `max` characters. */
export const requiredText = (message: Say, max: number = TEXT_LIMITS.line) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: () => textMessages.tooLong(max) })
    .refine(isCleanText, { error: () => textMessages.badCharacters });

/** A required text no longer than `max` characters, with the field's own words for too long. */
export const requiredTextMax = (message: Say, max: number, maxMessage: Say) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: maxMessage })
    .refine(isCleanText, { error: () => textMessages.badCharacters });

/** An optional text: missing becomes ''; at most `max` characters. */
export const optionalText = (max: number = TEXT_LIMITS.line) =>
  z
    .string()
    .trim()
    .max(max, { error: () => textMessages.tooLong(max) })
    .refine(isCleanText, { error: () => textMessages.badCharacters })
    .default('');

/** An optional text no longer than `max` characters. */
export const optionalTextMax = (max: number, maxMessage: Say) =>
  z
    .string()
    .trim()
    .max(max, { error: maxMessage })
    .refine(isCleanText, { error: () => textMessages.badCharacters })
    .default('');

/** A required text matching `pattern`; `emptyMessage` when blank, `message` when malformed. */
export const requiredPattern = (
  pattern: RegExp,
  message: Say,
  emptyMessage = message,
  max: number = TEXT_LIMITS.line,
) => requiredText(emptyMessage, max).regex(pattern, { error: message });

/** An optional text that, when given, must match `pattern`. Missing becomes ''. */
export const optionalPattern = (pattern: RegExp, message: Say, max: number = TEXT_LIMITS.line) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: () => textMessages.tooLong(max) })
    .refine(isCleanText, { error: () => textMessages.badCharacters })
    .refine((value) => value === '' || pattern.test(value), { error: message })
    .default('');

/** Phone-like: digits and plus signs, with at least one digit. */
export const requiredPhone = (message: Say, emptyMessage = message) =>
  requiredPattern(PHONE_PATTERN, message, emptyMessage, TEXT_LIMITS.phone);
export const optionalPhone = (message: Say) =>
  optionalPattern(PHONE_PATTERN, message, TEXT_LIMITS.phone);

/** A required, well-formed e-mail address (zod's e-mail check after trimming). */
export const requiredEmail = (message: Say) =>
  z
    .string({ error: message })
    .trim()
    .max(TEXT_LIMITS.email, { error: () => textMessages.tooLong(TEXT_LIMITS.email) })
    .pipe(z.email({ error: message }));

/** An optional e-mail address, checked when given. Missing becomes ''. */
export const optionalEmail = (message: Say) =>
  z
    .string({ error: message })
    .trim()
    .max(TEXT_LIMITS.email, { error: () => textMessages.tooLong(TEXT_LIMITS.email) })
    .refine((value) => value === '' || z.email().safeParse(value).success, { error: message })
    .default('');

/** One of a fixed list of choices, given as a string (a select's value). */
export const requiredChoice = <const T extends readonly [string, ...string[]]>(
  choices: T,
  message: Say,
) =>
  z
    .string({ error: message })
    .trim()
    .pipe(z.enum(choices, { error: message }));

/**
 * A number written with at most two decimals, e.g. '12.5'. `min` bounds the value: 'positive'
 * (> 0, the default) or 'nonNegative' (>= 0).
 */
export const requiredDecimal2 = (message: Say, min: 'positive' | 'nonNegative' = 'positive') =>
  requiredPattern(DECIMAL_2_PATTERN, message, message, TEXT_LIMITS.number).refine(
    (value) => (min === 'positive' ? Number(value) > 0 : Number(value) >= 0),
    { error: message },
  );

/** An uploaded file carried as a data URL ('data:<type>;base64,...'). */
export const requiredDataUrl = (message: Say) =>
  requiredText(message, TEXT_LIMITS.dataUrl).regex(/^data:[^,]*,./, { error: message });

/** A checkbox that must be ticked. */
export const mustBeTicked = (message: Say) =>
  z.boolean({ error: message }).refine((ticked) => ticked, { error: message });

/**
 * Options for an object-level check that must run even when other fields are missing or
 * malformed, so a submit attempt shows every message at once. The check itself must therefore
 * cope with unknown field values.
 */
export const evenWithOtherErrors = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null,
};
