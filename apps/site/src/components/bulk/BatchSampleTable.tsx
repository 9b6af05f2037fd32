import type { BatchPreview } from '../../api/portal/batches';
import { Isolate, Ltr } from '@courier/ui/Bidi';
import { Table, type TableColumn } from '@courier/ui/Table';
import { useBulkWords } from '../../i18n/bulkWords';

export type SampleRow = BatchPreview['sample'][number];

/**
 * The first valid rows of a checked file as they will be booked (row, reference, receiver, city,
 * weight, pieces, cash on delivery), to look over before creating; a phone stacks each into a card.
 */
export function BatchSampleTable({ label, rows }: { label: string; rows: readonly SampleRow[] }) {
  const w = useBulkWords();
  const columns: TableColumn<SampleRow>[] = [
    { id: 'row', header: w.row, cell: (r) => r.row, isRowHeader: true },
    { id: 'reference', header: w.reference, cell: (r) => <Ltr>{r.reference}</Ltr> },
    // What the shop typed, in either script.
    { id: 'receiver', header: w.receiver, cell: (r) => <Isolate>{r.receiver}</Isolate> },
    { id: 'city', header: w.city, cell: (r) => <Isolate>{r.city}</Isolate> },
    { id: 'weight', header: w.weight, cell: (r) => <Ltr>{r.weightKg}</Ltr>, align: 'end' },
    { id: 'pieces', header: w.pieces, cell: (r) => <Ltr>{r.pieces}</Ltr>, align: 'end' },
    { id: 'cod', header: w.cod, cell: (r) => <Ltr>{r.codKwd}</Ltr>, align: 'end' },
  ];
  return <Table label={label} columns={columns} rows={rows} rowId={(r) => String(r.row)} />;
}
