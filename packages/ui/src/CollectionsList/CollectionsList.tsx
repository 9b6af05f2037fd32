import { Fragment, useMemo } from 'react';
import { usePortalWords, type PortalWords } from '../i18n/portalWords';
import { Pager } from '../Pager/Pager';
import { StatusBadge, type StatusTone } from '../StatusBadge/StatusBadge';
import { Table, type TableColumn } from '../Table/Table';
import { Ltr } from '../Bidi/Bidi';

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

const columnsOf = (portal: PortalWords): TableColumn<CollectionCard>[] => [
  {
    id: 'number',
    header: portal.collections.number,
    cell: (row) => <Ltr>{row.bookingNo}</Ltr>,
    isRowHeader: true,
  },
  { id: 'date', header: portal.collections.date, cell: (row) => row.date },
  { id: 'time', header: portal.collections.time, cell: (row) => row.window },
  {
    id: 'shipments',
    header: portal.collections.shipments,
    // Each number keeps its own order; the list runs in the page's direction.
    cell: (row) => (
      <span className="[overflow-wrap:anywhere]">
        {row.shipmentNos.map((no, index) => (
          <Fragment key={`${index}-${no}`}>
            {index > 0 && ', '}
            <Ltr>{no}</Ltr>
          </Fragment>
        ))}
      </span>
    ),
  },
  {
    id: 'status',
    header: portal.collections.status,
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
  const portal = usePortalWords();
  const columns = useMemo(() => columnsOf(portal), [portal]);
  return (
    <div className="flex flex-col gap-3" aria-busy={isLoading}>
      <Table
        label={portal.collections.title}
        columns={columns}
        rows={collections}
        rowId={(row) => row.bookingNo}
        emptyText={isLoading ? undefined : portal.collections.empty}
      />
      {/* One page needs no pager. */}
      {total > pageSize && (
        <Pager
          label={portal.collections.title}
          page={page}
          pageSize={pageSize}
          total={total}
          onPageChange={onPageChange}
        />
      )}
    </div>
  );
}
