import { Table, type TableColumn } from '../Table/Table';
import { en } from '../i18n/en';

/** One row of a tracking history (new source: date, time, location, shipmentStatus/shipmentDetails). */
export interface ShipmentHistoryRow {
  date: string;
  time: string;
  location: string;
  /** What happened, as the carrier words it. */
  activity: string;
}

const columns: TableColumn<ShipmentHistoryRow>[] = [
  { id: 'date', header: en.history.activityDate, cell: (row) => row.date },
  { id: 'time', header: en.history.activityTime, cell: (row) => row.time },
  { id: 'location', header: en.history.location, cell: (row) => row.location },
  {
    id: 'activity',
    header: en.history.shipmentHistory,
    cell: (row) => row.activity,
    isRowHeader: true,
  },
];

export function ShipmentHistoryTable({ rows }: { rows: readonly ShipmentHistoryRow[] }) {
  return (
    <Table
      label={en.history.caption}
      columns={columns}
      rows={rows}
      rowId={(row, index) => `${index}-${row.date}-${row.time}`}
      emptyText={en.history.empty}
    />
  );
}
