import { useState, type FormEvent } from 'react';
import { Input, Label, TextField } from 'react-aria-components';
import { useAdminUiWords } from '../i18n/adminWords';
import { StatusBadge } from '../StatusBadge/StatusBadge';

export interface ScanResult {
  id: string;
  code: string;
  ok: boolean;
  message: string;
}

export interface ScanInputProps {
  label: string;
  /** Called with each scanned code (Enter from the keyboard-wedge scanner); the page does the call. */
  onScan: (code: string) => void;
  /** Newest first. */
  results: readonly ScanResult[];
  resultsLabel?: string;
  acceptedLabel?: string;
  refusedLabel?: string;
  isDisabled?: boolean;
}

/**
 * A handheld scanner types the code and presses Enter: each Enter submits the code and clears
 * the field, focus stays in it for the next scan. Every result is listed and announced.
 */
export function ScanInput({
  label,
  onScan,
  results,
  resultsLabel,
  acceptedLabel,
  refusedLabel,
  isDisabled = false,
}: ScanInputProps) {
  const adminUi = useAdminUiWords();
  resultsLabel ??= adminUi.scan.results;
  acceptedLabel ??= adminUi.scan.accepted;
  refusedLabel ??= adminUi.scan.refused;
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = value.trim();
    if (!code) return;
    setValue('');
    onScan(code);
  };
  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={submit}>
        <TextField
          value={value}
          onChange={setValue}
          isDisabled={isDisabled}
          className="flex flex-col gap-1"
        >
          <Label className="text-sm font-semibold text-ink">{label}</Label>
          <Input
            autoComplete="off"
            spellCheck={false}
            inputMode="numeric"
            className="h-14 rounded-field border-2 border-navy-700 bg-surface px-4 font-mono text-2xl tracking-wider text-ink outline-0 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
          />
        </TextField>
      </form>
      <section aria-labelledby="scan-results-title">
        <h2 id="scan-results-title" className="mb-2 text-base font-semibold text-navy-800">
          {resultsLabel}
        </h2>
        <ol aria-live="polite" aria-relevant="additions" className="flex flex-col gap-2">
          {results.map((r) => (
            <li
              key={r.id}
              className={`flex flex-wrap items-center gap-3 rounded-card border px-3 py-2 text-sm ${r.ok ? 'border-green-300' : 'border-red-300'}`}
            >
              <StatusBadge
                label={r.ok ? acceptedLabel : refusedLabel}
                tone={r.ok ? 'success' : 'danger'}
              />
              <span className="font-mono font-semibold">{r.code}</span>
              <span className="text-ink">{r.message}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
