import { portalEn } from '../i18n/portalEn';
import { Pager } from '../Pager/Pager';
import { StatusBadge, type StatusTone } from '../StatusBadge/StatusBadge';
import { Table, type TableColumn } from '../Table/Table';

/** One collection booking as the list shows it (the page words the API's row). */
export interface CollectionCard {
  bookingNo: string;
  /** Date and time window, already formatted. */
  date: string;
  window: string;
  shipmentNos: readonly string[];
  status: { label: string; tone: StatusTone };
  /** Why a failed collection failed. */
  note?: string;
}

export interface CollectionsListProps {
  collections: readonly CollectionCard[];
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  isLoading?: boolean;
}

const t = portalEn.collections;

const columns: TableColumn<CollectionCard>[] = [
  { id: 'number', header: t.number, cell: (row) => row.bookingNo, isRowHeader: true },
  { id: 'date', header: t.date, cell: (row) => row.date },
  { id: 'time', header: t.time, cell: (row) => row.window },
  {
    id: 'shipments',
    header: t.shipments,
    cell: (row) => <span className="[overflow-wrap:anywhere]">{row.shipmentNos.join(', ')}</span>,
  },
  {
    id: 'status',
    header: t.status,
    cell: (row) => (
      <span className="flex flex-col items-start gap-1">
        <StatusBadge {...row.status} />
        {row.note && <span className="text-sm text-ink-muted">{row.note}</span>}
      </span>
    ),
  },
];

/** The customer's collection bookings and where each stands. */
export function CollectionsList({
  collections,
  total,
  page,
  pageSize,
  onPageChange,
  isLoading = false,
}: CollectionsListProps) {
  return (
    <div className="flex flex-col gap-3" aria-busy={isLoading}>
      <Table
        label={t.title}
        columns={columns}
        rows={collections}
        rowId={(row) => row.bookingNo}
        emptyText={isLoading ? undefined : t.empty}
      />
      {/* One page needs no pager. */}
      {total > pageSize && (
        <Pager
          label={t.title}
          page={page}
          pageSize={pageSize}
          total={total}
          onPageChange={onPageChange}
        />
      )}
    </div>
  );
}
