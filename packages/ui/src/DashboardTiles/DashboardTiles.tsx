import { useMemo } from 'react';
import { Link } from 'react-aria-components';
import { usePortalWords, type PortalWords } from '../i18n/portalWords';
import type { PortalShipmentRow } from '../ShipmentList/ShipmentList';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { Table, type TableColumn } from '../Table/Table';
import { focusRing } from '../utils/focusRing';
import { Isolate, Ltr } from '../Bidi/Bidi';

interface DashboardTile {
  count: number;
  /** The list of those shipments (My shipments with its status filter). */
  href: string;
}

export interface DashboardTilesProps {
  inTransit: DashboardTile;
  deliveredThisWeek: DashboardTile;
  exceptions: DashboardTile;
  recent: readonly PortalShipmentRow[];
  /** While the figures load the tiles say so instead of showing zeros. */
  isLoading?: boolean;
}

const linkStyle = (rp: { isFocusVisible: boolean }) =>
  focusRing({ ...rp, className: 'font-semibold text-navy-700 underline underline-offset-2' });

const columnsOf = (portal: PortalWords): TableColumn<PortalShipmentRow>[] => [
  {
    id: 'shipment',
    header: portal.shipments.shipment,
    isRowHeader: true,
    cell: (row) => (
      <Link href={row.href} className={linkStyle}>
        <Ltr>{row.shipmentNo}</Ltr>
      </Link>
    ),
  },
  { id: 'date', header: portal.shipments.date, cell: (row) => row.date },
  // Names and places in their own direction ('Salmiya Electronics Co.' on an Arabic page).
  {
    id: 'receiver',
    header: portal.shipments.receiver,
    cell: (row) => row.receiver && <Isolate>{row.receiver}</Isolate>,
  },
  {
    id: 'destination',
    header: portal.shipments.destination,
    cell: (row) => row.destination && <Isolate>{row.destination}</Isolate>,
  },
  {
    id: 'status',
    header: portal.shipments.latestStatus,
    cell: (row) => <StatusBadge {...row.status} />,
  },
];

/**
 * What a customer sees first: shipments on their way, delivered this week, and those that need
 * action (each a link to the list of them), then the newest shipments.
 */
export function DashboardTiles({
  inTransit,
  deliveredThisWeek,
  exceptions,
  recent,
  isLoading = false,
}: DashboardTilesProps) {
  const portal = usePortalWords();
  const columns = useMemo(() => columnsOf(portal), [portal]);
  const tiles = [
    {
      id: 'transit',
      label: portal.dashboard.inTransit,
      tile: inTransit,
      accent: 'border-t-navy-700',
    },
    {
      id: 'delivered',
      label: portal.dashboard.deliveredThisWeek,
      tile: deliveredThisWeek,
      accent: 'border-t-green-700',
    },
    {
      id: 'exceptions',
      label: portal.dashboard.exceptions,
      tile: exceptions,
      accent: exceptions.count > 0 ? 'border-t-danger' : 'border-t-line',
    },
  ];
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="dashboard-tiles-title">
        <h2 id="dashboard-tiles-title" className="sr-only">
          {portal.dashboard.title}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3" aria-busy={isLoading}>
          {tiles.map(({ id, label, tile, accent }) => (
            <li key={id}>
              <Link
                href={tile.href}
                className={(rp) =>
                  focusRing({
                    ...rp,
                    className: `flex h-full flex-col gap-1 rounded-card border border-t-4 border-line bg-surface p-4 shadow-card hover:bg-navy-50 ${accent}`,
                  })
                }
              >
                <span className="text-sm font-semibold text-ink-muted">{label}</span>
                <span className="text-3xl font-black text-navy-800 tabular-nums">
                  {isLoading ? '…' : tile.count}
                </span>
                <span className="text-sm text-navy-700 underline underline-offset-2">
                  {portal.dashboard.viewList({ what: label.toLowerCase() })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="dashboard-recent-title" className="flex flex-col gap-3">
        <h2 id="dashboard-recent-title" className="text-xl font-bold text-navy-800">
          {portal.dashboard.recent}
        </h2>
        <Table
          label={portal.dashboard.recent}
          columns={columns}
          rows={recent}
          rowId={(row) => row.shipmentNo}
          emptyText={isLoading ? undefined : portal.dashboard.noRecent}
        />
      </section>
    </div>
  );
}
