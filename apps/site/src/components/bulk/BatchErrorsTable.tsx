import { Isolate } from '@courier/ui/Bidi';
import { Table, type TableColumn } from '@courier/ui/Table';
import { useBulkWords } from '../../i18n/bulkWords';

export interface CellError {
  /** The file's row number (its header row is row 1). */
  row: number;
  /** The file's column header. */
  column: string;
  /** Why the cell is refused, in the reader's language (the API writes it so). */
  message: string;
}

/**
 * Every refused cell of a file: its row, its column as the file names it and why, one line each
 * (a phone stacks each line into a card). The table is named by the caption its page gives.
 */
export function BatchErrorsTable({
  label,
  errors,
}: {
  label: string;
  errors: readonly CellError[];
}) {
  const w = useBulkWords();
  const columns: TableColumn<CellError>[] = [
    { id: 'row', header: w.row, cell: (e) => e.row, isRowHeader: true },
    // A header people typed, in either script.
    { id: 'column', header: w.column, cell: (e) => <Isolate>{e.column}</Isolate> },
    { id: 'message', header: w.problem, cell: (e) => e.message },
  ];
  return (
    <Table
      label={label}
      columns={columns}
      rows={errors}
      rowId={(e, i) => `${e.row}-${e.column}-${i}`}
      emptyText={w.noErrors}
    />
  );
}
