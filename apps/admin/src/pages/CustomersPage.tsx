import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@courier/ui/Button';
import { ConfirmDialog } from '@courier/ui/ConfirmDialog';
import { DataTable, type ColumnDef } from '@courier/ui/DataTable';
import { Filters } from '@courier/ui/Filters';
import { StatusBadge } from '@courier/ui/StatusBadge';
import { TextField } from '@courier/ui/TextField';
import type { z } from 'zod';
import type { customerRowSchema } from '@courier/api-client/admin';
import { adminCall, useAdmin } from '../api/hooks';
import { useCan } from '../api/session';
import { ErrorText, PageTitle, StatusText } from '../Layout';
import { useAdminWords } from '../i18n/words';

type Row = z.output<typeof customerRowSchema>;
const PAGE_SIZE = 25;
const blank = {
  userId: '',
  company: '',
  contact: '',
  city: '',
  phone: '',
  email: '',
  accountNo: '',
};

export function CustomersPage() {
  const t = useAdminWords();
  const canManage = useCan('customers.manage');
  const [q, setQ] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useAdmin('admin_customers', {
    q: query,
    page,
    pageSize: PAGE_SIZE,
  });
  const [confirm, setConfirm] = useState<{ kind: 'disable' | 'reset'; row: Row } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [actionError, setActionError] = useState<unknown>(null);
  const [form, setForm] = useState(blank);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const run = async (action: () => Promise<{ Message: string }>) => {
    setActionError(null);
    try {
      setMessage((await action()).Message);
      await mutate();
    } catch (err) {
      setActionError(err);
      setFieldErrors((err as { errors?: Record<string, string> }).errors ?? {});
    }
  };

  const columns: ColumnDef<Row, unknown>[] = [
    { accessorKey: 'userId', header: t.customers.userId },
    { accessorKey: 'company', header: t.customers.company },
    { accessorKey: 'accountNo', header: t.customers.accountNo },
    { accessorKey: 'email', header: t.customers.email },
    {
      accessorKey: 'shipments',
      header: t.customers.shipments,
      cell: ({ row }) => (
        <Link
          to={`/shipments?customer=${encodeURIComponent(row.original.userId)}`}
          className="text-navy-700 underline"
          aria-label={t.customers.shipmentsOf({
            userId: row.original.userId,
            count: row.original.shipments,
          })}
        >
          {row.original.shipments}
        </Link>
      ),
    },
    {
      id: 'state',
      header: t.customers.state,
      cell: ({ row }) => (
        <StatusBadge
          label={row.original.disabled ? t.customers.disabled : t.customers.enabled}
          tone={row.original.disabled ? 'danger' : 'success'}
        />
      ),
    },
    ...(canManage
      ? [
          {
            id: 'actions',
            header: t.customers.actions,
            cell: ({ row }) => (
              <span className="flex flex-wrap gap-2">
                {row.original.disabled ? (
                  <Button
                    variant="outline"
                    onPress={() =>
                      run(() =>
                        adminCall('admin_customer_disable', {
                          userId: row.original.userId,
                          disabled: false,
                        }),
                      )
                    }
                  >
                    {t.customers.enable}
                  </Button>
                ) : (
                  <Button
                    variant="outline"
                    onPress={() => setConfirm({ kind: 'disable', row: row.original })}
                  >
                    {t.customers.disable}
                  </Button>
                )}
                <Button
                  variant="outline"
                  onPress={() => setConfirm({ kind: 'reset', row: row.original })}
                >
                  {t.customers.reset}
                </Button>
              </span>
            ),
          } satisfies ColumnDef<Row, unknown>,
        ]
      : []),
  ];

  const field = (name: keyof typeof blank, label: string) => ({
    label,
    value: form[name],
    onChange: (v: string) => setForm({ ...form, [name]: v }),
    errorMessage: fieldErrors[name],
  });

  return (
    <>
      <PageTitle>{t.customers.title}</PageTitle>
      <Filters
        label={t.customers.search}
        onSubmit={() => {
          setQuery(q);
          setPage(1);
        }}
      >
        <TextField label={t.customers.q} value={q} onChange={setQ} />
      </Filters>
      <StatusText message={message} />
      <ErrorText error={error ?? actionError} />
      <DataTable
        label={t.customers.title}
        columns={columns}
        rows={data?.rows ?? []}
        rowId={(r) => r.userId}
        total={data?.total ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        stackOnPhones
      />
      {canManage && (
        <form
          className="grid grid-cols-1 items-end gap-3 rounded-card border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-4"
          aria-labelledby="new-customer"
          onSubmit={(e) => {
            e.preventDefault();
            void run(async () => {
              const answer = await adminCall('admin_customer_create', form);
              setForm(blank);
              setFieldErrors({});
              return answer;
            });
          }}
        >
          <h2 id="new-customer" className="font-semibold text-navy-800 sm:col-span-2 lg:col-span-4">
            {t.customers.createTitle}
          </h2>
          <TextField {...field('userId', t.customers.userId)} />
          <TextField {...field('company', t.customers.company)} />
          <TextField {...field('contact', t.customers.contact)} />
          <TextField {...field('city', t.customers.city)} />
          <TextField {...field('phone', t.customers.phone)} type="tel" />
          <TextField {...field('email', t.customers.email)} type="email" />
          <TextField {...field('accountNo', t.customers.accountNo)} />
          <Button type="submit">{t.customers.create}</Button>
        </form>
      )}
      <ConfirmDialog
        title={
          confirm
            ? confirm.kind === 'reset'
              ? t.customers.resetTitle({ id: confirm.row.userId })
              : t.customers.disableTitle({ id: confirm.row.userId })
            : ''
        }
        isOpen={confirm !== null}
        onCancel={() => setConfirm(null)}
        confirmLabel={confirm?.kind === 'reset' ? t.customers.reset : t.customers.disable}
        onConfirm={() => {
          const c = confirm!;
          setConfirm(null);
          void run(() =>
            c.kind === 'reset'
              ? adminCall('admin_customer_reset', { userId: c.row.userId })
              : adminCall('admin_customer_disable', { userId: c.row.userId, disabled: true }),
          );
        }}
      >
        {confirm?.kind === 'reset' ? t.customers.resetBody : t.customers.disableBody}
      </ConfirmDialog>
    </>
  );
}
