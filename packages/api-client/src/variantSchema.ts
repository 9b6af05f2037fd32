import { z } from 'zod';

/**
 * One request schema for a call that two forms share. Unlike z.union, the body is checked
 * against the ONE schema its variant names, so a refusal carries that form's own field messages
 * (a union would bury them in nested invalid_union issues).
 */
export function variantSchema<A extends z.ZodType, B extends z.ZodType>(
  isSecond: (body: Record<string, unknown>) => boolean,
  first: A,
  second: B,
): z.ZodType<z.output<A> | z.output<B>, z.input<A> | z.input<B>> {
  // Documented (JSON Schema, OpenAPI) as either form: what the transform checks cannot be derived.
  const documented = z.toJSONSchema(z.union([first, second]), {
    io: 'input',
    unrepresentable: 'any',
  });
  delete documented.$schema;
  return z
    .unknown()
    .meta(documented)
    .transform((body, ctx) => {
      const chosen =
        typeof body === 'object' && body !== null && isSecond(body as Record<string, unknown>)
          ? second
          : first;
      const parsed = chosen.safeParse(body);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) {
        ctx.addIssue({
          ...issue,
          code: 'custom',
          message: issue.message,
          path: issue.path,
        } as never);
      }
      return z.NEVER;
    }) as unknown as z.ZodType<z.output<A> | z.output<B>, z.input<A> | z.input<B>>;
}
