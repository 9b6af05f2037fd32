import type { ReactNode } from 'react';
import { Table, type TableColumn } from '../Table/Table';
import { useUiWords } from '../i18n/uiWords';
import { formatRecordDate } from '@courier/domain/formats';
import type { Language } from '@courier/domain/language';
import { useLanguage } from '../i18n/LanguageProvider';
import { Isolate } from '../Bidi/Bidi';

/** One row of a tracking history (new source: date, time, location, shipmentStatus/shipmentDetails). */
export interface ShipmentHistoryRow {
  /** As recorded (YYYY-MM-DD, shown as is in English, with the Arabic month in Arabic) or formatted. */
  date: string;
  time: string;
  location: string;
  /** What happened, as the carrier words it (parts that may be either script isolated). */
  activity: ReactNode;
}

type Words = ReturnType<typeof useUiWords>;

const columnsOf = (w: Words, language: Language): TableColumn<ShipmentHistoryRow>[] => [
  {
    id: 'date',
    header: w.history.activityDate,
    cell: (row) => formatRecordDate(row.date, language),
  },
  { id: 'time', header: w.history.activityTime, cell: (row) => row.time },
  // A place may be written in Arabic or Latin letters: isolated, it keeps its own direction.
  {
    id: 'location',
    header: w.history.location,
    cell: (row) => row.location && <Isolate>{row.location}</Isolate>,
  },
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
