import {
  Cell,
  Column,
  Row,
  Table as AriaTable,
  TableBody,
  TableHeader,
} from 'react-aria-components';
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

export function Table<T>({ label, columns, rows, rowId, emptyText }: TableProps<T>) {
  const rowHeader = columns.some((column) => column.isRowHeader) ? undefined : columns[0]?.id;
  return (
    // Phones get stacked cards (.table-stack in styles.css) instead of sideways scrolling.
    <div className="rounded-card border border-line sm:overflow-x-auto">
      <AriaTable aria-label={label} className="table-stack w-full border-collapse text-sm">
        <TableHeader className="bg-navy-800 text-white forced-colors:bg-[Canvas] forced-colors:text-[CanvasText]">
          {columns.map((column) => (
            <Column
              key={column.id}
              id={column.id}
              isRowHeader={column.isRowHeader ?? column.id === rowHeader}
              className={`px-4 py-3 font-semibold whitespace-nowrap ${column.align === 'end' ? 'text-end' : 'text-start'}`}
            >
              {column.header}
            </Column>
          ))}
        </TableHeader>
        <TableBody
          renderEmptyState={
            emptyText
              ? () => <p className="px-4 py-6 text-center text-ink-muted">{emptyText}</p>
              : undefined
          }
        >
          {rows.map((row, index) => (
            <Row
              key={rowId(row, index)}
              id={rowId(row, index)}
              className="border-t border-line even:bg-surface-muted outline-0 focus-visible:outline-3 focus-visible:outline-focus"
            >
              {columns.map((column) => (
                <Cell
                  key={column.id}
                  data-label={column.header}
                  // End alignment is for columns: a phone's stacked card reads label then value
                  // from the start (a utility here would outrank the stacking rule in styles.css).
                  className={`px-4 py-3 align-top text-ink ${column.align === 'end' ? 'text-start tabular-nums sm:text-end' : 'text-start'}`}
                >
                  {orEmpty(column.cell(row))}
                </Cell>
              ))}
            </Row>
          ))}
        </TableBody>
      </AriaTable>
    </div>
  );
}
