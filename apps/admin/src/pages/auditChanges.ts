/** One changed field of an audit entry: its value before and after ('' when it had none). */
export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isPlain = (value: unknown) => value === null || typeof value !== 'object';

/** A plain value as one short line: text as it is, numbers and booleans as written. */
function shown(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value);
}

/**
 * A value as named lines, never JSON: a nested object gives one line per leaf under a dotted
 * name (`title.ar`), a list of plain values one line joined by commas, a list of objects one
 * line per leaf under its position (`lines.1.name`, counted from 1 as people count).
 */
function leaves(value: unknown, name: string, into: Map<string, string>): void {
  if (Array.isArray(value)) {
    if (value.every(isPlain)) {
      into.set(name, value.map(shown).join(', '));
      return;
    }
    value.forEach((item, index) => leaves(item, `${name}.${index + 1}`, into));
    return;
  }
  if (isRecord(value)) {
    for (const [key, inner] of Object.entries(value))
      leaves(inner, name ? `${name}.${key}` : key, into);
    return;
  }
  into.set(name, shown(value));
}

/**
 * What an audit entry changed, field by field, in the order the fields first appear: a field whose
 * value is the same before and after is left out. A whole value that is not an object (a count, a
 * list) is one line named `value`; nested values are spelt out by `leaves`. A password, hash or secret is never in an audit entry (the API
 * leaves them out), so everything here can be shown.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    const [old, next] = [shown(before), shown(after)];
    return old === next ? [] : [{ field: 'value', before: old, after: next }];
  }
  const was = new Map<string, string>();
  const now = new Map<string, string>();
  leaves(isRecord(before) ? before : {}, '', was);
  leaves(isRecord(after) ? after : {}, '', now);
  const fields = [...new Set([...was.keys(), ...now.keys()])];
  return fields
    .map((field) => ({ field, before: was.get(field) ?? '', after: now.get(field) ?? '' }))
    .filter((change) => change.before !== change.after);
}
