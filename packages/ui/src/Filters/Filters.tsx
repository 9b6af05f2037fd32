import type { FormEvent, ReactNode } from 'react';
import { Button } from '../Button/Button';
import { useAdminUiWords } from '../i18n/adminWords';

export interface FiltersProps {
  /** Names the search form for screen readers. */
  label: string;
  /** The filter fields (TextField, Select, ...), laid out in a wrapping grid. */
  children: ReactNode;
  onSubmit: () => void;
  onClear?: () => void;
  submitLabel?: string;
  clearLabel?: string;
}

/** The filter bar above a list: fields, then Search and Clear. Enter in a field searches. */
export function Filters({
  label,
  children,
  onSubmit,
  onClear,
  submitLabel,
  clearLabel,
}: FiltersProps) {
  const adminUi = useAdminUiWords();
  submitLabel ??= adminUi.filters.search;
  clearLabel ??= adminUi.filters.clear;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={submit}
      className="grid grid-cols-1 items-end gap-3 rounded-card border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      {children}
      {/* Labels stay on one line; a longer one (Arabic 'Clear filters') moves the button below. */}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" className="whitespace-nowrap">
          {submitLabel}
        </Button>
        {onClear && (
          <Button variant="outline" onPress={onClear} className="whitespace-nowrap">
            {clearLabel}
          </Button>
        )}
      </div>
    </form>
  );
}
