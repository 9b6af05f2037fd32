import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** Field messages from the server (its `errors`), shown on the fields they name. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * Puts the server's refusal on the form's own fields, focusing the first, so it reads like the
 * browser's check. Names the form does not have are passed over: a message must sit on a field.
 */
export function showServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  errors: FieldErrors | void,
  formFields: Record<string, unknown>,
): void {
  for (const [name, message] of Object.entries(errors ?? {}))
    if (message && name in formFields)
      setError(name as Path<T>, { message }, { shouldFocus: true });
}
