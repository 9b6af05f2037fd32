import { Table, type TableColumn } from '../Table/Table';
import { useUiWords } from '../i18n/uiWords';
import { formatRecordDate } from '@courier/domain/formats';
import type { Language } from '@courier/domain/language';
import { useLanguage } from '../i18n/LanguageProvider';

/** One row of a tracking history (new source: date, time, location, shipmentStatus/shipmentDetails). */
export interface ShipmentHistoryRow {
  /** As recorded (YYYY-MM-DD, shown as is in English, with the Arabic month in Arabic) or formatted. */
  date: string;
  time: string;
  location: string;
  /** What happened, as the carrier words it. */
  activity: string;
}

type Words = ReturnType<typeof useUiWords>;

const columnsOf = (w: Words, language: Language): TableColumn<ShipmentHistoryRow>[] => [
  {
    id: 'date',
    header: w.history.activityDate,
    cell: (row) => formatRecordDate(row.date, language),
  },
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
  const language = useLanguage();
  return (
    <Table
      label={w.history.caption}
      columns={columnsOf(w, language)}
      rows={rows}
      rowId={(row, index) => `${index}-${row.date}-${row.time}`}
      emptyText={w.history.empty}
    />
  );
}
