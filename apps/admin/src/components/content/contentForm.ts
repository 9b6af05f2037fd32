import type { ContentField } from '@courier/domain/content/contentTypes';
import type { ContentValues } from '@courier/domain/content/contentSchema';

export type { ContentField, ContentValues };

/**
 * The server's field messages that belong to this form: keys whose first part is one of its
 * fields (`name`, `image.alt`, `skills.0.percentage`), so showServerErrors can put each on its
 * field. The rest (a message about the record as a whole) is shown above the form.
 */
export function formFieldErrors(
  errors: Record<string, string>,
  values: ContentValues,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).filter(([key]) => (key.split('.')[0] ?? '') in values),
  );
}

/** The form's value of a record as the server sent it, over the type's empty values. */
export function formValues(empty: ContentValues, values: ContentValues | undefined): ContentValues {
  return { ...empty, ...(values ?? {}) };
}
