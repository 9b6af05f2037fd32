import { Link } from 'react-aria-components';
import { Table, type TableColumn } from '../Table/Table';
import { useUiWords } from '../i18n/uiWords';
import { focusRing } from '../utils/focusRing';
import { Ltr } from '../Bidi/Bidi';
import { formatRecordDate } from '@courier/domain/formats';
import { useLanguage } from '../i18n/LanguageProvider';

/** A tracking list row as the carrier sends it (spec 3). */
interface MultiTrackingRow {
  ShipmentNo: string;
  ShipDate: string;
  ShipTime: string;
  Status: string;
  Remarks: string;
}

export interface MultiTrackingTableProps {
  rows: readonly MultiTrackingRow[];
  /** Where a shipment number leads (order-tracking with that tracking_number). */
  trackingHref: (shipmentNo: string) => string;
}

export function MultiTrackingTable({ rows, trackingHref }: MultiTrackingTableProps) {
  const w = useUiWords();
  const language = useLanguage();
  const columns: TableColumn<MultiTrackingRow>[] = [
    {
      id: 'no',
      header: w.multiTracking.shipmentNo,
      isRowHeader: true,
      cell: (row) => (
        <Link
          href={trackingHref(row.ShipmentNo)}
          className={(rp) =>
            focusRing({ ...rp, className: 'font-semibold text-navy-700 underline' })
          }
        >
          <Ltr>{row.ShipmentNo}</Ltr>
        </Link>
      ),
    },
    {
      id: 'date',
      header: w.multiTracking.shipmentDate,
      cell: (row) => formatRecordDate(row.ShipDate, language),
    },
    { id: 'time', header: w.multiTracking.shipmentTime, cell: (row) => row.ShipTime },
    { id: 'status', header: w.multiTracking.status, cell: (row) => row.Status },
    { id: 'remarks', header: w.multiTracking.remarks, cell: (row) => row.Remarks },
  ];
  return (
    <Table
      label={w.multiTracking.caption}
      columns={columns}
      rows={rows}
      rowId={(row, i) => `${i}-${row.ShipmentNo}`}
    />
  );
}
