import { useEffect } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * A native select keeps no value its options do not list yet. When the options of a registered
 * select arrive (or change), this writes the form's value back into the element.
 */
export function useResyncOnOptions<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getValues' | 'setValue'>,
  name: FieldPath<T>,
  options: readonly unknown[],
): void {
  const { getValues, setValue } = form;
  useEffect(() => {
    setValue(name, getValues(name));
  }, [options, name, getValues, setValue]);
}
