import { createContext, useContext, useMemo, type ReactNode } from 'react';

/** What this needs of a schema (a zod object): its fields, each able to test a value. */
interface ParsesValues {
  safeParse(value: unknown): { success: boolean };
}
export type FormSchema = ParsesValues & { shape?: Record<string, ParsesValues> };

/** An array field's row schema (the booking's item lines), when it has one. */
function rowSchemaOf(field: ParsesValues): FormSchema | undefined {
  const element = (field as { element?: unknown }).element;
  return element && typeof element === 'object' && 'shape' in element && 'safeParse' in element
    ? (element as FormSchema)
    : undefined;
}

const RequiredFieldsContext = createContext<ReadonlySet<string>>(new Set());

/**
 * The fields of a form's schema that an empty value does not satisfy: the ones to mark as
 * required. Read from the schema itself, so the mark and the message can never disagree.
 */
export function requiredFieldNames(schema: FormSchema, prefix = ''): Set<string> {
  const shape = schema.shape;
  if (!shape) return new Set();
  const names = new Set<string>();
  for (const [name, field] of Object.entries(shape)) {
    if (!field.safeParse('').success && !field.safeParse(undefined).success)
      names.add(prefix + name);
    // Rows of an array field are named `items.0.weight`; they are looked up as `items.*.weight`.
    const rows = rowSchemaOf(field);
    if (rows) for (const row of requiredFieldNames(rows, `${prefix}${name}.*.`)) names.add(row);
  }
  return names;
}

/** Wraps a form: the bound fields inside mark (and announce) the ones its schema requires. */
export function RequiredFields({ schema, children }: { schema: FormSchema; children: ReactNode }) {
  const names = useMemo(() => requiredFieldNames(schema), [schema]);
  return <RequiredFieldsContext.Provider value={names}>{children}</RequiredFieldsContext.Provider>;
}

/** Whether the schema of the enclosing form requires this field. */
export function useIsRequired(name: string): boolean {
  return useContext(RequiredFieldsContext).has(name.replace(/\.\d+\./g, '.*.'));
}
