import type { ReactNode } from 'react';
import { orEmpty } from '../emptyValue/emptyValue';

export interface TableColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The column that names a row for screen readers (the first one unless told). */
  isRowHeader?: boolean;
  align?: 'start' | 'end';
}

export interface TableProps<T> {
  /** Names the table for screen readers. */
  label: string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  rowId: (row: T, index: number) => string;
  /** Shown in a single row when there is nothing to list. */
  emptyText?: string;
}

/**
 * A read-only table: plain HTML (`<table>`, column and row headers), not react-aria's grid.
 * Nothing in it is selected, sorted or moved through with arrow keys, so a grid's keyboard model
 * added nothing, while its collection rendered every row twice and replaced the server's rows at
 * hydration, and its type-to-find used Intl's Collator on first render (the tracking
 * history). Links and buttons inside cells are reached with Tab as anywhere else.
 */
export function Table<T>({ label, columns, rows, rowId, emptyText }: TableProps<T>) {
  const rowHeader = columns.some((column) => column.isRowHeader) ? undefined : columns[0]?.id;
  const cellClass = (column: TableColumn<T>) =>
    // End alignment is for columns: a phone's stacked card reads label then value from the start
    // (a utility here would outrank the stacking rule in styles.css).
    `px-4 py-3 align-top text-ink ${column.align === 'end' ? 'text-start tabular-nums sm:text-end' : 'text-start'}`;
  return (
    // Phones get stacked cards (.table-stack in styles.css) instead of sideways scrolling.
    <div className="rounded-card border border-line sm:overflow-x-auto">
      {/* Roles written out: a phone's stacked cards display the rows as blocks, and some browsers
          drop a table's semantics when its display changes. */}
      <table role="table" aria-label={label} className="table-stack w-full border-collapse text-sm">
        <thead className="bg-navy-800 text-white forced-colors:bg-[Canvas] forced-colors:text-[CanvasText]">
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                role="columnheader"
                className={`px-4 py-3 font-semibold whitespace-nowrap ${column.align === 'end' ? 'text-end' : 'text-start'}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && emptyText ? (
            <tr role="row">
              <td
                // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a table's cell, written out for the stacked cards (above)
                role="cell"
                colSpan={columns.length}
                className="px-4 py-6 text-center text-ink-muted"
              >
                {emptyText}
              </td>
            </tr>
          ) : null}
          {rows.map((row, index) => (
            <tr
              key={rowId(row, index)}
              role="row"
              className="border-t border-line even:bg-surface-muted"
            >
              {columns.map((column) =>
                (column.isRowHeader ?? column.id === rowHeader) ? (
                  <th
                    key={column.id}
                    scope="row"
                    role="rowheader"
                    data-label={column.header}
                    className={`font-normal ${cellClass(column)}`}
                  >
                    {orEmpty(column.cell(row))}
                  </th>
                ) : (
                  <td
                    key={column.id}
                    // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a table's cell, written out for the stacked cards (above)
                    role="cell"
                    data-label={column.header}
                    className={cellClass(column)}
                  >
                    {orEmpty(column.cell(row))}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
