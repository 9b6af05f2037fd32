import type { AdminWords } from '../i18n/words';

/**
 * What an audit entry's action code did, in the staff member's words: a content write
 * ('services.update') by the type's name, the rest by the catalogue's `audit.actions`. A code the
 * catalogue does not know yet is shown as it is, so nothing is hidden.
 */
export function auditActionWords(t: AdminWords, action: string): string {
  const [subject = '', verb = ''] = action.split('.', 2);
  const types = t.contentTypes as Record<string, { label: string } | undefined>;
  const contentVerbs = t.audit.contentActions as Record<
    string,
    ((values: { type: string }) => string) | undefined
  >;
  const type = types[subject];
  const contentVerb = contentVerbs[verb];
  if (type && contentVerb) return contentVerb({ type: type.label });
  const group = (t.audit.actions as Record<string, Record<string, string> | undefined>)[subject];
  return group?.[verb] ?? action;
}
