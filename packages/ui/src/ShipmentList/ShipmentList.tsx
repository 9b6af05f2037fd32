import { useMemo, useState } from 'react';
import { Link } from 'react-aria-components';
import { DataTable, type ColumnDef } from '../DataTable/DataTable';
import { DatePicker } from '../DatePicker/DatePicker';
import { Filters } from '../Filters/Filters';
import { usePortalWords, type PortalWords } from '../i18n/portalWords';
import { Select } from '../Select/Select';
import { StatusBadge, type StatusTone } from '../StatusBadge/StatusBadge';
import { TextField } from '../TextField/TextField';
import type { Option } from '../utils/listBox';
import { focusRing } from '../utils/focusRing';
import { Isolate, Ltr } from '../Bidi/Bidi';

/** One of the customer's shipments as the list shows it (the page words the API's answer). */
export interface PortalShipmentRow {
  shipmentNo: string;
  /** The airway bill once the courier booked it. */
  awb?: string;
  /** The booking day, already formatted. */
  date: string;
  reference: string;
  receiver: string;
  destination: string;
  /** The latest tracking status. */
  status: { label: string; tone: StatusTone };
  /** The shipment's detail page. */
  href: string;
}

/** What the customer searches by; '' is no condition. Dates are yyyy-mm-dd. */
export interface ShipmentListFilters {
  search: string;
  status: string;
  from: string;
  to: string;
}

export const NO_SHIPMENT_FILTERS: ShipmentListFilters = {
  search: '',
  status: '',
  from: '',
  to: '',
};

export interface ShipmentListProps {
  rows: readonly PortalShipmentRow[];
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** The search on screen; a change of it (back button) refills the fields. */
  filters: ShipmentListFilters;
  onFiltersChange: (filters: ShipmentListFilters) => void;
  statusOptions: readonly Option[];
  isLoading?: boolean;
  /**
   * The CSV download: of the chosen dates, or of the last year while no dates are chosen
   * (`exportScope` says which, for the hint beside it). Without it the list offers no export.
   */
  exportHref?: string;
  exportScope?: 'dates' | 'lastYear';
  /** Where a new shipment is made: offered when the customer has none yet. */
  createHref?: string;
}

const ANY = 'any';

const linkStyle = (rp: { isFocusVisible: boolean }) =>
  focusRing({ ...rp, className: 'font-semibold text-navy-700 underline underline-offset-2' });

const columnsOf = (portal: PortalWords): ColumnDef<PortalShipmentRow, unknown>[] => [
  {
    id: 'shipment',
    header: portal.shipments.shipment,
    cell: ({ row }) => (
      <Link href={row.original.href} className={linkStyle}>
        <Ltr>{row.original.shipmentNo}</Ltr>
      </Link>
    ),
  },
  {
    id: 'awb',
    header: portal.shipments.awb,
    cell: ({ row }) => (row.original.awb ? <Ltr>{row.original.awb}</Ltr> : '-'),
  },
  { id: 'date', header: portal.shipments.date, cell: ({ row }) => row.original.date },
  {
    id: 'reference',
    header: portal.shipments.reference,
    cell: ({ row }) => (row.original.reference ? <Ltr>{row.original.reference}</Ltr> : '-'),
  },
  {
    id: 'receiver',
    header: portal.shipments.receiver,
    // A Latin name in an Arabic row keeps its own order ('Salmiya Electronics Co.', not '.Co').
    cell: ({ row }) => row.original.receiver && <Isolate>{row.original.receiver}</Isolate>,
  },
  {
    id: 'destination',
    header: portal.shipments.destination,
    cell: ({ row }) => row.original.destination && <Isolate>{row.original.destination}</Isolate>,
  },
  {
    id: 'status',
    header: portal.shipments.latestStatus,
    cell: ({ row }) => <StatusBadge {...row.original.status} />,
  },
];

function SearchForm({
  filters,
  onFiltersChange,
  statusOptions,
}: Pick<ShipmentListProps, 'filters' | 'onFiltersChange' | 'statusOptions'>) {
  const portal = usePortalWords();
  const [draft, setDraft] = useState(filters);
  const field = (name: keyof ShipmentListFilters) => ({
    value: draft[name],
    onChange: (value: string) => setDraft({ ...draft, [name]: value }),
  });
  return (
    <Filters
      label={portal.shipments.label}
      onSubmit={() => onFiltersChange(draft)}
      onClear={() => {
        setDraft(NO_SHIPMENT_FILTERS);
        onFiltersChange(NO_SHIPMENT_FILTERS);
      }}
    >
      <TextField
        label={portal.shipments.search}
        description={portal.shipments.searchHint}
        type="search"
        className="sm:col-span-2 lg:col-span-4"
        {...field('search')}
      />
      <Select
        label={portal.shipments.status}
        items={[{ id: ANY, name: portal.shipments.anyStatus }, ...statusOptions]}
        value={draft.status || ANY}
        onChange={(id) => setDraft({ ...draft, status: id === ANY ? '' : id })}
      />
      {/* react-aria's date pickers: segments and calendar in the page's language. */}
      <DatePicker label={portal.shipments.from} name="from" {...field('from')} />
      <DatePicker
        label={portal.shipments.to}
        name="to"
        minDate={draft.from || undefined}
        {...field('to')}
      />
    </Filters>
  );
}

/**
 * The customer's own shipments, newest first: search, status and dates, paged by the server.
 * Each row shows the latest tracking status and opens the shipment.
 */
export function ShipmentList({
  rows,
  total,
  page,
  pageSize,
  onPageChange,
  filters,
  onFiltersChange,
  statusOptions,
  isLoading = false,
  exportHref,
  exportScope = 'dates',
  createHref,
}: ShipmentListProps) {
  const portal = usePortalWords();
  const columns = useMemo(() => columnsOf(portal), [portal]);
  // Nothing found with no condition set means no shipments at all: say so, with the way to one.
  const unfiltered = Object.values(filters).every((value) => value === '');
  const empty = unfiltered ? (
    <>
      {portal.shipments.none}{' '}
      {createHref && (
        <Link href={createHref} className={linkStyle}>
          {portal.shipments.createFirst}
        </Link>
      )}
    </>
  ) : undefined;
  return (
    <div className="flex flex-col gap-4">
      <SearchForm
        // New filters from outside (a link, the back button) start a fresh form.
        key={JSON.stringify(filters)}
        filters={filters}
        onFiltersChange={onFiltersChange}
        statusOptions={statusOptions}
      />
      {exportHref && (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <Link
            href={exportHref}
            download=""
            aria-describedby="shipment-export-hint"
            className={linkStyle}
          >
            {portal.shipments.exportCsv}
          </Link>
          <span id="shipment-export-hint" className="text-ink-muted">
            {exportScope === 'lastYear'
              ? portal.shipments.exportLastYear
              : portal.shipments.exportHint}
          </span>
        </p>
      )}
      <DataTable
        label={portal.shipments.label}
        columns={columns}
        rows={[...rows]}
        rowId={(row) => row.shipmentNo}
        total={total}
        page={page}
        pageSize={pageSize}
        onPageChange={onPageChange}
        isLoading={isLoading}
        text={{ empty: portal.shipments.empty }}
        empty={empty}
        stackOnPhones
      />
    </div>
  );
}
