import type { z } from 'zod';

/**
 * The first message of each field of a failed parse, keyed by dotted path
 * ('shipment_items.0.weight'; '' for the form as a whole). The API answers with it and tests read
 * it; the browser gets the same messages through zodResolver.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (!(path in errors)) errors[path] = issue.message;
  }
  return errors;
}

/** Field errors of `input` under `schema`; an empty object when it is valid. */
export function validate(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}
