import { z } from 'zod';
import { TEXT_LIMITS } from '@courier/domain/schemas/fields';

/**
 * Wire primitives shared by every endpoint. They describe shapes on the wire only; the rules a
 * user sees messages for live in @courier/domain.
 */

/** Opaque public id of a content entity (blog post, news, member, career, page menu). */
export const encryptIdSchema = z.string().min(1).max(TEXT_LIMITS.id);

/** A link or path to an image or file; relative paths are allowed (same origin). */
export const urlSchema = z.string().min(1);

/** HTML authored in the back office; the API sanitises it before sending. */
export const htmlSchema = z.string();

/** A decimal number as forms send it: a JSON number or a numeric string. */
const decimalSchema = z.union([
  z.number(),
  z
    .string()
    .max(TEXT_LIMITS.number)
    .regex(/^[+-]?\d+(\.\d+)?$/),
]);

/** The largest amount a request may carry, in KWD: its fils always fit a PostgreSQL integer. */
const MAX_REQUEST_AMOUNT_KWD = 1_000_000;

/**
 * An amount a client sends (a payment's total): a decimal no larger than MAX_REQUEST_AMOUNT_KWD
 * either way. Zero and negatives pass here so the payment gets its own words for them.
 */
export const requestAmountSchema = decimalSchema.refine((amount) => {
  const kwd = Number(amount);
  return Number.isFinite(kwd) && Math.abs(kwd) <= MAX_REQUEST_AMOUNT_KWD;
});

/** Money on the wire, in KWD as a decimal number (formatted with 2 decimals by the site). */
export const amountSchema = z.number().nonnegative();

/** ISO calendar date, YYYY-MM-DD. */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
