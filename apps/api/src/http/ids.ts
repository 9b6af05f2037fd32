import { z } from 'zod';

/** An encrypt_id field in a request body: a short non-empty string. */
export const encryptIdField = (name: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${name} is required.` : `${name} must be a string.`) })
    .trim()
    .min(1, `${name} is required.`)
    .max(64, `${name} is not valid.`);

/** A numeric id sent either as a number or as digits in a string (browsers send both). */
export const numericIdField = (name: string, requiredMessage = `${name} is required.`) =>
  z.union([z.number(), z.string()], { error: requiredMessage }).transform((value, ctx) => {
    const text = String(value).trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: requiredMessage });
      return z.NEVER;
    }
    const n = Number(text);
    if (!Number.isSafeInteger(n) || n <= 0) {
      ctx.addIssue({ code: 'custom', message: `${name} is not valid.` });
      return z.NEVER;
    }
    return n;
  });
