import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ShipmentRow, ShipmentSearch } from '@courier/api-client/admin';
import { SHIPMENT_SORTS } from '@courier/api-client/admin';
import { formatKwd } from '@courier/domain/money';
import { TRACKING_STATUSES, TRACKING_STATUS_LABELS } from '@courier/domain/tracking';
import { DataTable, type ColumnDef, type SortingState } from '@courier/ui/DataTable';
import { Filters } from '@courier/ui/Filters';
import { Select } from '@courier/ui/Select';
import { StatusBadge } from '@courier/ui/StatusBadge';
import { TextField } from '@courier/ui/TextField';
import { useAdmin } from '../api/hooks';
import { ErrorText, PageTitle } from '../Layout';
import { t } from '../i18n/en';
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
const statusItems = [
  ...TRACKING_STATUSES.map((s) => ({ id: s, name: TRACKING_STATUS_LABELS[s] })),
  { id: 'not_booked', name: 'Not booked' },
  { id: 'cancelled', name: 'Cancelled' },
];

const columns: ColumnDef<ShipmentRow, unknown>[] = [
  {
    id: 'shipmentNo',
    accessorKey: 'shipmentNo',
    header: t.shipments.shipmentNo,
    cell: ({ row }) => (
      <Link
        to={`/shipments/${encodeURIComponent(row.original.shipmentNo)}`}
        className="font-semibold text-navy-700 underline"
      >
        {row.original.shipmentNo}
      </Link>
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
    cell: ({ row }) => row.original.createdAt.slice(0, 10),
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
    cell: ({ row }) => formatKwd(row.original.amountFils),
  },
  {
    id: 'status',
    accessorKey: 'status',
    header: t.shipments.status,
    enableSorting: false,
    cell: ({ row }) => (
      <StatusBadge label={row.original.statusLabel} tone={toneOf(row.original.status)} />
    ),
  },
];

export function ShipmentsPage() {
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
        <TextField label={t.shipments.from} type="date" {...field('from')} />
        <TextField label={t.shipments.to} type="date" {...field('to')} />
        <Select
          label={t.shipments.status}
          placeholder={t.shipments.anyStatus}
          items={statusItems}
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
      />
    </>
  );
}
