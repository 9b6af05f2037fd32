import { z } from 'zod';
import { DECIMAL_2_PATTERN, PHONE_PATTERN } from '../patterns.ts';

/**
 * Building blocks of the form schemas. Form values arrive as strings, so every field takes a
 * string, trims it and outputs the trimmed string: parsing a parsed value gives the same value,
 * which lets the browser send its parsed form and the API check it again with the same schema.
 * Each field reports one message, the spec's, for every way it can be wrong (missing, blank,
 * wrong type, bad format), unless the spec gives a separate message for the format.
 */

/** A required text: blank after trimming fails with `message`. */
export const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message });

/** A required text no longer than `max` characters. */
export const requiredTextMax = (message: string, max: number, maxMessage: string) =>
  requiredText(message).max(max, { error: maxMessage });

/** An optional text: missing becomes ''. */
export const optionalText = () => z.string().trim().default('');

/** An optional text no longer than `max` characters. */
export const optionalTextMax = (max: number, maxMessage: string) =>
  z.string().trim().max(max, { error: maxMessage }).default('');

/** A required text matching `pattern`; `emptyMessage` when blank, `message` when malformed. */
export const requiredPattern = (pattern: RegExp, message: string, emptyMessage = message) =>
  requiredText(emptyMessage).regex(pattern, { error: message });

/** An optional text that, when given, must match `pattern`. Missing becomes ''. */
export const optionalPattern = (pattern: RegExp, message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((value) => value === '' || pattern.test(value), { error: message })
    .default('');

/** Phone-like: digits and plus signs, with at least one digit. */
export const requiredPhone = (message: string, emptyMessage = message) =>
  requiredPattern(PHONE_PATTERN, message, emptyMessage);
export const optionalPhone = (message: string) => optionalPattern(PHONE_PATTERN, message);

/** A required, well-formed e-mail address (zod's e-mail check after trimming). */
export const requiredEmail = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .pipe(z.email({ error: message }));

/** An optional e-mail address, checked when given. Missing becomes ''. */
export const optionalEmail = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((value) => value === '' || z.email().safeParse(value).success, { error: message })
    .default('');

/** One of a fixed list of choices, given as a string (a select's value). */
export const requiredChoice = <const T extends readonly [string, ...string[]]>(
  choices: T,
  message: string,
) =>
  z
    .string({ error: message })
    .trim()
    .pipe(z.enum(choices, { error: message }));

/**
 * A number written with at most two decimals, e.g. '12.5'. `min` bounds the value: 'positive'
 * (> 0, the default) or 'nonNegative' (>= 0).
 */
export const requiredDecimal2 = (message: string, min: 'positive' | 'nonNegative' = 'positive') =>
  requiredPattern(DECIMAL_2_PATTERN, message).refine(
    (value) => (min === 'positive' ? Number(value) > 0 : Number(value) >= 0),
    { error: message },
  );

/** An uploaded file carried as a data URL ('data:<type>;base64,...'). */
export const requiredDataUrl = (message: string) =>
  requiredText(message).regex(/^data:[^,]*,./, { error: message });

/** A checkbox that must be ticked. */
export const mustBeTicked = (message: string) =>
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
