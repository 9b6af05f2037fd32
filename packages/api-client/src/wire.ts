import { z } from 'zod';

/**
 * Wire primitives shared by every endpoint. They describe shapes on the wire only; the rules a
 * user sees messages for live in @courier/domain.
 */

/** Opaque public id of a content entity (blog post, news, member, career, page menu). */
export const encryptIdSchema = z.string().min(1);

/**
 * Numeric id of a reference row (country, city, location, service). HTML selects send digits as
 * strings, JSON bodies send numbers: both are accepted and the parsed value is a number.
 */
export const wireIdSchema = z.union([
  z.number().int().nonnegative(),
  z.string().regex(/^\d+$/).transform(Number),
]);

/** A link or path to an image or file; relative paths are allowed (same origin). */
export const urlSchema = z.string().min(1);

/** HTML authored in the back office; the API sanitises it before sending. */
export const htmlSchema = z.string();

/** A decimal number as forms send it: a JSON number or a numeric string. */
export const decimalSchema = z.union([z.number(), z.string().regex(/^[+-]?\d+(\.\d+)?$/)]);

/** Money on the wire, in KWD as a decimal number (formatted with 2 decimals by the site). */
export const amountSchema = z.number().nonnegative();

/** ISO calendar date, YYYY-MM-DD. */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
