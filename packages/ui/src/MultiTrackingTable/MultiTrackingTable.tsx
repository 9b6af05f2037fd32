import { Link } from 'react-aria-components';
import { Table, type TableColumn } from '../Table/Table';
import { en } from '../i18n/en';
import { focusRing } from '../utils/focusRing';

/** A tracking list row as the carrier sends it (spec 3). */
export interface MultiTrackingRow {
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
  const columns: TableColumn<MultiTrackingRow>[] = [
    {
      id: 'no',
      header: en.multiTracking.shipmentNo,
      isRowHeader: true,
      cell: (row) => (
        <Link
          href={trackingHref(row.ShipmentNo)}
          className={(rp) =>
            focusRing({ ...rp, className: 'font-semibold text-navy-700 underline' })
          }
        >
          {row.ShipmentNo}
        </Link>
      ),
    },
    { id: 'date', header: en.multiTracking.shipmentDate, cell: (row) => row.ShipDate },
    { id: 'time', header: en.multiTracking.shipmentTime, cell: (row) => row.ShipTime },
    { id: 'status', header: en.multiTracking.status, cell: (row) => row.Status },
    { id: 'remarks', header: en.multiTracking.remarks, cell: (row) => row.Remarks },
  ];
  return (
    <Table
      label={en.multiTracking.caption}
      columns={columns}
      rows={rows}
      rowId={(row, i) => `${i}-${row.ShipmentNo}`}
    />
  );
}
