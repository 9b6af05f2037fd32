import { Table, type TableColumn } from '../Table/Table';
import { useUiWords } from '../i18n/uiWords';

/** One row of a tracking history (new source: date, time, location, shipmentStatus/shipmentDetails). */
export interface ShipmentHistoryRow {
  date: string;
  time: string;
  location: string;
  /** What happened, as the carrier words it. */
  activity: string;
}

type Words = ReturnType<typeof useUiWords>;

const columnsOf = (w: Words): TableColumn<ShipmentHistoryRow>[] => [
  { id: 'date', header: w.history.activityDate, cell: (row) => row.date },
  { id: 'time', header: w.history.activityTime, cell: (row) => row.time },
  { id: 'location', header: w.history.location, cell: (row) => row.location },
  {
    id: 'activity',
    header: w.history.shipmentHistory,
    cell: (row) => row.activity,
    isRowHeader: true,
  },
];

export function ShipmentHistoryTable({ rows }: { rows: readonly ShipmentHistoryRow[] }) {
  const w = useUiWords();
  return (
    <Table
      label={w.history.caption}
      columns={columnsOf(w)}
      rows={rows}
      rowId={(row, index) => `${index}-${row.date}-${row.time}`}
      emptyText={w.history.empty}
    />
  );
}
