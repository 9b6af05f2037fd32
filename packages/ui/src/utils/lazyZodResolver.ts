import type { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';

type ZodSchema = Parameters<typeof zodResolver>[0];

export interface LazyZodResolver<TInput extends FieldValues, TOutput> {
  resolver: Resolver<TInput, unknown, TOutput>;
  /** Starts loading the schema (on the form's first focus), so a submit does not wait for it. */
  prefetch: () => void;
}

/**
 * A react-hook-form resolver whose zod schema loads when the form is first used. Building a
 * module of zod schemas is a long task on a phone (the home's rate card: 37 ms on this machine,
 * about 150 ms at Lighthouse's 4x slowdown), and a form that shows no mark of its
 * required fields needs its schema only to validate. A form that marks them (RequiredFields)
 * reads its schema while it renders and imports it directly.
 */
export function lazyZodResolver<TInput extends FieldValues, TOutput>(
  loadSchema: () => Promise<ZodSchema>,
): LazyZodResolver<TInput, TOutput> {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  const load = () => {
    if (!loading) {
      loading = Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
        // The caller names the form's values; the schema is its own (parsed by zod at run time).
        ([resolvers, schema]) =>
          resolvers.zodResolver(schema) as unknown as Resolver<TInput, unknown, TOutput>,
      );
      // A failed download is tried again by the next use instead of failing every submit.
      loading.catch(() => (loading = undefined));
    }
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    prefetch: () => void load(),
  };
}
