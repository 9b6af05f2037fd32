import type { ReactNode } from 'react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { Pager } from '../Pager/Pager';
import type { DataTableWords } from '../i18n/adminEn';
import { useAdminUiWords } from '../i18n/adminWords';

export type { ColumnDef, SortingState };

export interface DataTableProps<T> {
  /** Names the table for screen readers. */
  label: string;
  columns: ColumnDef<T, unknown>[];
  /** The current page's rows, as the server answered them. */
  rows: T[];
  rowId: (row: T) => string;
  /** Server-side paging: the total row count and the 1-based page. */
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Server-side sorting: one column at a time; columns with enableSorting: false stay fixed. */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  isLoading?: boolean;
  text?: Partial<DataTableWords>;
  /** Shown instead of the empty words when there are no rows (a message with a way on). */
  empty?: ReactNode;
  /**
   * Below 640 px each row becomes a stacked card (.table-stack in styles.css), every value beside
   * its column's name, instead of a table scrolled sideways whose last columns are out of sight.
   */
  stackOnPhones?: boolean;
}

/**
 * A list whose paging and sorting happen on the server (@tanstack/react-table in manual mode):
 * the header buttons and the pager only report what the person asked for.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowId,
  total,
  page,
  pageSize,
  onPageChange,
  sorting = [],
  onSortingChange,
  isLoading = false,
  text,
  empty,
  stackOnPhones = false,
}: DataTableProps<T>) {
  const words = { ...useAdminUiWords().dataTable, ...text };
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: rowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    enableSorting: Boolean(onSortingChange),
    enableMultiSort: false,
    pageCount: pages,
    state: { sorting, pagination: { pageIndex: page - 1, pageSize } },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      onSortingChange?.(next);
    },
  });
  return (
    <div className="flex flex-col gap-3">
      {/* Wide tables scroll sideways on phones: the scroller is a named region a keyboard can
          reach and scroll (axe: scrollable-region-focusable). */}
      <div
        role="region"
        aria-label={label}
        tabIndex={0}
        className={`@container ${stackOnPhones ? 'sm:overflow-x-auto' : 'overflow-x-auto'} rounded-card border border-line focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus forced-colors:focus-visible:outline-[Highlight]`}
        aria-busy={isLoading}
      >
        {/* Roles written out: stacked cards display the rows as blocks, and some browsers drop
            a table's semantics when its display changes. */}
        <table
          role="table"
          className={`w-full border-collapse text-sm ${stackOnPhones ? 'table-stack' : ''}`}
        >
          <caption className="sr-only">{label}</caption>
          <thead className="bg-navy-800 text-white forced-colors:bg-[Canvas] forced-colors:text-[CanvasText]">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} role="row">
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const content = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      role="columnheader"
                      aria-sort={
                        sorted === 'asc'
                          ? 'ascending'
                          : sorted === 'desc'
                            ? 'descending'
                            : undefined
                      }
                      className="px-4 py-3 text-start font-semibold whitespace-nowrap"
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className="inline-flex items-center gap-1 rounded outline-0 focus-visible:outline-3 focus-visible:outline-focus"
                        >
                          {content}
                          <span aria-hidden="true">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        content
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr role="row">
                {/* eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a table's cell, written out for the stacked cards (above) */}
                <td role="cell" colSpan={columns.length} className="p-0">
                  {/* The cell is as wide as the table, which a phone scrolls sideways: the message
                      keeps to the scroll box's visible width (100cqw) at its start, so it is read
                      whole without scrolling instead of centred on the table and cut off. */}
                  <p className="sticky start-0 w-[100cqw] px-4 py-6 text-center text-ink-muted">
                    {isLoading ? words.loading : (empty ?? words.empty)}
                  </p>
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id} role="row" className="border-t border-line even:bg-surface-muted">
                  {row.getVisibleCells().map((cell) => (
                    <td
                      key={cell.id}
                      // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a table's cell, written out for the stacked cards (above)
                      role="cell"
                      data-label={
                        typeof cell.column.columnDef.header === 'string'
                          ? cell.column.columnDef.header
                          : undefined
                      }
                      className="px-4 py-2 align-top"
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pager
        label={label}
        page={page}
        pageSize={pageSize}
        total={total}
        onPageChange={onPageChange}
        text={text}
      />
    </div>
  );
}
