import { Button } from '@courier/ui/Button';
import { Select, type Option } from '@courier/ui/Select';
import { useMemo, useState } from 'react';
import { useBulkWords } from '../../i18n/bulkWords';

interface TemplateColumn {
  /** The column's key (`receiver_mobile`). */
  field: string;
  /** Its header in the reader's language. */
  header: string;
}

export interface ColumnMappingFormProps {
  /** The file's headers, in the file's order. */
  headers: readonly string[];
  /** The template's columns. */
  columns: readonly TemplateColumn[];
  /** The mapping the file was read with (file header -> column key). */
  mapping: Readonly<Record<string, string>>;
  /** The new mapping (only the headers given a column); the page saves it and checks again. */
  onSave: (mapping: Record<string, string>) => void;
  isBusy?: boolean;
  /** The id of the heading that names the form (the page's). */
  labelledBy?: string;
}

/**
 * One select per header of the file: the template column it holds, or none. A column chosen for
 * two headers is refused on the second select before anything is sent.
 */
export function ColumnMappingForm({
  headers,
  columns,
  mapping,
  onSave,
  isBusy = false,
  labelledBy,
}: ColumnMappingFormProps) {
  const w = useBulkWords();
  const [draft, setDraft] = useState<Record<string, string>>(() => ({ ...mapping }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const items: Option[] = useMemo(
    () => [
      { id: 'none', name: w.notUsed },
      ...columns.map((c) => ({ id: c.field, name: c.header })),
    ],
    [columns, w],
  );
  return (
    <form
      aria-labelledby={labelledBy}
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const seen = new Set<string>();
        const refused: Record<string, string> = {};
        const chosen: Record<string, string> = {};
        for (const header of headers) {
          const field = draft[header];
          if (!field) continue;
          if (seen.has(field)) refused[header] = w.takenTwice;
          seen.add(field);
          chosen[header] = field;
        }
        setErrors(refused);
        if (Object.keys(refused).length === 0) onSave(chosen);
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {headers.map((header) => (
          <Select
            key={header}
            label={w.mappingLabel({ header })}
            items={items}
            value={draft[header] ?? 'none'}
            errorMessage={errors[header]}
            onChange={(field) =>
              setDraft((now) => {
                const next = { ...now };
                if (field && field !== 'none') next[header] = field;
                else delete next[header];
                return next;
              })
            }
          />
        ))}
      </div>
      <div>
        <Button type="submit" variant="secondary" isBusy={isBusy}>
          {w.saveMapping}
        </Button>
      </div>
    </form>
  );
}
