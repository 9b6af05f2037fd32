import { zodResolver } from '@hookform/resolvers/zod';
import { get, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';

/**
 * Binds a step's field by name: the registered props plus its error message (nested names such
 * as 'shipment_items.0.weight' included). The wizards' steps have many fields; this keeps each
 * one a single line.
 */
export function fieldBinder<T extends FieldValues>(form: UseFormReturn<T>) {
  return (name: string) => ({
    ...form.register(name as never),
    error: (get(form.formState.errors, name) as { message?: string } | undefined)?.message,
  });
}

/**
 * The wizard steps serve two variants whose schemas differ in a few fields, so their forms are
 * typed as plain field values; the schema still checks every value at the resolver.
 */
export function stepResolver(schema: Parameters<typeof zodResolver>[0]): Resolver<FieldValues> {
  return zodResolver(schema) as unknown as Resolver<FieldValues>;
}
