import { z } from 'zod';

/**
 * The JSON Schema of each variant call, added to zod's registry only when asked
 * (documentVariantSchemas): generating it took ~57 ms of a phone's start on the booking page
 * (a long task on a phone), where the schema only validates and nothing reads its documentation.
 */
const undocumented: (() => void)[] = [];

/**
 * Documents every variant call made so far as either of its forms (JSON Schema, OpenAPI): what
 * the transform checks cannot be derived. The API calls it before it writes its OpenAPI document.
 */
export function documentVariantSchemas(): void {
  for (const document of undocumented.splice(0)) document();
}

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
  const body = z.unknown();
  undocumented.push(() => {
    const documented = z.toJSONSchema(z.union([first, second]), {
      io: 'input',
      unrepresentable: 'any',
    });
    delete documented.$schema;
    z.globalRegistry.add(body, documented);
  });
  return body.transform((input, ctx) => {
    const chosen =
      typeof input === 'object' && input !== null && isSecond(input as Record<string, unknown>)
        ? second
        : first;
    const parsed = chosen.safeParse(input);
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
