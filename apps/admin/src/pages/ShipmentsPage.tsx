import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ShipmentRow, ShipmentSearch } from '@courier/api-client/admin';
import { SHIPMENT_SORTS } from '@courier/api-client/admin';
import { formatKwd } from '@courier/domain/money';
import type { Language } from '@courier/domain/language';
import { formatRecordDate } from '@courier/domain/formats';
import { kuwaitDateTime } from '@courier/domain/kuwaitClock';
import { TRACKING_STATUSES } from '@courier/domain/tracking';
import { DataTable, type ColumnDef, type SortingState } from '@courier/ui/DataTable';
import { Filters } from '@courier/ui/Filters';
import { Select } from '@courier/ui/Select';
import { StatusBadge } from '@courier/ui/StatusBadge';
import { DatePicker } from '@courier/ui/DatePicker';
import { TextField } from '@courier/ui/TextField';
import { useLanguage } from '@courier/ui/i18n/LanguageProvider';
import { useAdmin } from '../api/hooks';
import { ErrorText, PageTitle } from '../Layout';
import { useAdminWords, type AdminWords } from '../i18n/words';
import { useStatusWords, type StatusWords } from './statusWords';
import { PaymentBadge } from './PaymentBadge';
import { toneOf } from './statusTone';

const PAGE_SIZE = 25;
const empty = {
  awb: '',
  shipmentNo: '',
  reference: '',
  customer: '',
  receiver: '',
  from: '',
  to: '',
  status: '',
};
const statusItems = (status: StatusWords) =>
  [...TRACKING_STATUSES, 'not_booked', 'cancelled'].map((id) => ({ id, name: status(id) }));

/** A return names its original, a returned shipment its return (docs/returns.md). */
function ReturnNote({ row, t }: { row: ShipmentRow; t: AdminWords }) {
  if (row.returnOf)
    return (
      <span className="block text-xs text-ink-muted">
        {t.shipments.returnOf({ number: row.returnOf })}
      </span>
    );
  if (row.returnNo)
    return (
      <span className="block text-xs text-ink-muted">
        {t.shipments.returnedAs({ number: row.returnNo })}
      </span>
    );
  return null;
}

/** The list's columns in the staff member's language. */
const columnsOf = (
  t: AdminWords,
  status: StatusWords,
  language: Language,
): ColumnDef<ShipmentRow, unknown>[] => [
  {
    id: 'shipmentNo',
    accessorKey: 'shipmentNo',
    header: t.shipments.shipmentNo,
    cell: ({ row }) => (
      <>
        <Link
          to={`/shipments/${encodeURIComponent(row.original.shipmentNo)}`}
          className="font-semibold text-navy-700 underline"
        >
          {row.original.shipmentNo}
        </Link>
        <ReturnNote row={row.original} t={t} />
      </>
    ),
  },
  {
    id: 'awb',
    accessorKey: 'awb',
    header: t.shipments.awb,
    cell: ({ row }) => row.original.awb ?? '-',
  },
  {
    id: 'createdAt',
    accessorKey: 'createdAt',
    header: t.shipments.created,
    cell: ({ row }) =>
      formatRecordDate(kuwaitDateTime(new Date(row.original.createdAt)).date, language),
  },
  { id: 'receiver', accessorKey: 'receiver', header: t.shipments.receiver, enableSorting: false },
  {
    id: 'destination',
    accessorKey: 'destination',
    header: t.shipments.destination,
    enableSorting: false,
  },
  {
    id: 'amount',
    accessorKey: 'amountFils',
    header: t.shipments.amount,
    cell: ({ row }) => formatKwd(row.original.amountFils, language),
  },
  {
    id: 'payment',
    accessorKey: 'payment',
    header: t.shipments.payment,
    enableSorting: false,
    cell: ({ row }) => <PaymentBadge payment={row.original.payment} />,
  },
  {
    id: 'status',
    accessorKey: 'status',
    header: t.shipments.status,
    enableSorting: false,
    cell: ({ row }) => (
      <StatusBadge
        label={status(row.original.status, row.original.statusLabel)}
        tone={toneOf(row.original.status)}
      />
    ),
  },
];

export function ShipmentsPage() {
  const t = useAdminWords();
  const language = useLanguage();
  const status = useStatusWords();
  const columns = useMemo(() => columnsOf(t, status, language), [t, status, language]);
  // A customer's shipments open from the customers list as /shipments?customer=<user ID>.
  const [params] = useSearchParams();
  const initial = { ...empty, customer: params.get('customer') ?? '' };
  const [form, setForm] = useState(initial);
  const [query, setQuery] = useState(initial);
  const [page, setPage] = useState(1);
  const [sorting, setSorting] = useState<SortingState>([{ id: 'createdAt', desc: true }]);
  const sort = sorting[0];
  const input: ShipmentSearch = {
    ...query,
    status: query.status as ShipmentSearch['status'],
    page,
    pageSize: PAGE_SIZE,
    sort:
      sort && (SHIPMENT_SORTS as readonly string[]).includes(sort.id)
        ? (sort.id as ShipmentSearch['sort'])
        : 'createdAt',
    dir: sort && !sort.desc ? 'asc' : 'desc',
  };
  const { data, error, isLoading } = useAdmin('admin_shipments', input, { keepPreviousData: true });
  const field = (name: keyof typeof empty) => ({
    value: form[name],
    onChange: (v: string) => setForm({ ...form, [name]: v }),
  });
  return (
    <>
      <PageTitle>{t.shipments.title}</PageTitle>
      <Filters
        label={t.shipments.filters}
        onSubmit={() => {
          setQuery(form);
          setPage(1);
        }}
        onClear={() => {
          setForm(empty);
          setQuery(empty);
          setPage(1);
        }}
      >
        <TextField label={t.shipments.awb} {...field('awb')} />
        <TextField label={t.shipments.shipmentNo} {...field('shipmentNo')} />
        <TextField label={t.shipments.reference} {...field('reference')} />
        <TextField label={t.shipments.customer} {...field('customer')} />
        <TextField label={t.shipments.receiver} {...field('receiver')} />
        <DatePicker label={t.shipments.from} {...field('from')} />
        <DatePicker label={t.shipments.to} {...field('to')} />
        <Select
          label={t.shipments.status}
          placeholder={t.shipments.anyStatus}
          items={statusItems(status)}
          value={form.status}
          onChange={(v) => setForm({ ...form, status: v })}
        />
      </Filters>
      <ErrorText error={error} />
      <DataTable
        label={t.shipments.title}
        columns={columns}
        rows={data?.rows ?? []}
        rowId={(r) => r.shipmentNo}
        total={data?.total ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        sorting={sorting}
        onSortingChange={(s) => {
          setSorting(s);
          setPage(1);
        }}
        isLoading={isLoading}
        stackOnPhones
      />
    </>
  );
}
