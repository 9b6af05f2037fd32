import { buttonStyles } from '@courier/ui/Button';
import { Link } from 'react-aria-components';
import { useBulkWords } from '../../i18n/bulkWords';
import { BatchErrorsTable, type CellError } from './BatchErrorsTable';

export interface BatchState {
  status: 'creating' | 'completed';
  counts: { rows: number; invalid: number; pending: number; created: number; failed: number };
  rows: readonly {
    row: number;
    status: 'invalid' | 'pending' | 'created' | 'failed';
    errors: readonly { column: string; message: string }[];
  }[];
}

export interface LabelLink {
  id: string;
  name: string;
  href: string;
}

/**
 * A batch being created (a progress bar of the rows done) and, once complete, its counts, the
 * rows the carrier refused and the links to all its labels in one file.
 */
export function BatchProgress({
  batch,
  labels,
}: {
  batch: BatchState;
  labels: readonly LabelLink[];
}) {
  const w = useBulkWords();
  const { counts } = batch;
  const total = counts.rows - counts.invalid;
  const done = counts.created + counts.failed;
  const complete = batch.status === 'completed';
  const valueText = w.progress({ done, total });
  const percentage = total === 0 ? 100 : Math.round((done / total) * 100);
  const failures: CellError[] = batch.rows
    .filter((r) => r.status === 'failed')
    .flatMap((r) => r.errors.map((e) => ({ row: r.row, ...e })));
  return (
    <section aria-labelledby="bulk-progress-title" className="flex flex-col gap-4">
      <h2 id="bulk-progress-title" className="text-xl font-bold text-navy-800">
        {complete ? w.doneTitle : w.creatingTitle}
      </h2>
      {/* A plain progress bar: react-aria's ProgressBar would join the react-aria chunk every
          page loads (its number formatting), for one bar on this page. */}
      <div className="flex flex-col gap-1">
        <span className="text-sm text-ink" aria-hidden="true">
          {valueText}
        </span>
        <div
          role="progressbar"
          aria-labelledby="bulk-progress-title"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={done}
          aria-valuetext={valueText}
          className="h-3 w-full overflow-hidden rounded-full bg-navy-50 forced-colors:border forced-colors:border-[CanvasText]"
        >
          <div
            className="h-full bg-express-600 transition-[width] forced-colors:bg-[Highlight]"
            style={{ width: `${percentage}%` }}
          />
        </div>
      </div>
      {/* Said once the batch is complete (the heading's change alone is not announced). */}
      <p role="status" className="sr-only">
        {complete ? w.doneTitle : ''}
      </p>
      {complete && (
        <>
          <dl className="grid grid-cols-3 gap-2 sm:gap-4">
            {(
              [
                [w.created, counts.created],
                [w.failed, counts.failed],
                [w.leftOut, counts.invalid],
              ] as const
            ).map(([label, count]) => (
              <div key={label} className="rounded-card border border-line bg-surface p-3 sm:p-4">
                <dt className="text-sm text-ink-muted">{label}</dt>
                <dd className="text-2xl font-bold text-navy-800">{count}</dd>
              </div>
            ))}
          </dl>
          {failures.length > 0 && <BatchErrorsTable label={w.failedTitle} errors={failures} />}
          {counts.created > 0 && (
            <section aria-labelledby="bulk-labels-title" className="flex flex-col gap-2">
              <h3 id="bulk-labels-title" className="text-lg font-bold text-navy-800">
                {w.labelsTitle}
              </h3>
              <p className="text-sm text-ink-muted">{w.labelsHint}</p>
              <ul className="flex flex-wrap gap-3">
                {labels.map((link) => (
                  <li key={link.id}>
                    <Link
                      href={link.href}
                      download=""
                      className={(rp) => buttonStyles({ ...rp, variant: 'outline' })}
                    >
                      {link.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </section>
  );
}
