import { useState } from 'react';
import { todayInKuwait } from '@courier/domain/kuwaitClock';
import { formatKwd } from '@courier/domain/money';
import { formatDayDate } from '@courier/domain/formats';
import { Button } from '@courier/ui/Button';
import { DataTable, type ColumnDef } from '@courier/ui/DataTable';
import { Ltr } from '@courier/ui/Bidi';
import { useLanguage } from '@courier/ui/i18n/LanguageProvider';
import { TextField } from '@courier/ui/TextField';
import type { AdminSuccessOf } from '@courier/api-client/admin';
import { adminCall, downloadFile, useAdmin } from '../api/hooks';
import { useCan } from '../api/session';
import { ErrorText, PageTitle, StatusText } from '../Layout';
import { useAdminWords } from '../i18n/words';
import { StatementsSection } from './StatementsSection';

type Pending = AdminSuccessOf<'admin_cod_pending'>['accounts'][number];
type Remittance = AdminSuccessOf<'admin_remittances'>['rows'][number];

/** The period form of one account: from its oldest pending day to today, as finance corrects it. */
function RemitForm({
  account,
  onDone,
}: {
  account: Pending;
  onDone: (message: string | null, error?: unknown) => void;
}) {
  const t = useAdminWords();
  const [from, setFrom] = useState(account.oldest);
  const [to, setTo] = useState(todayInKuwait(new Date()));
  const [busy, setBusy] = useState(false);
  return (
    <form
      aria-labelledby="remit-title"
      className="grid grid-cols-1 items-end gap-3 rounded-card border border-line bg-surface p-4 sm:grid-cols-3"
      onSubmit={(e) => {
        e.preventDefault();
        setBusy(true);
        adminCall('admin_remittance_create', {
          account_no: account.accountNo,
          period_from: from,
          period_to: to,
        })
          .then((answer) => onDone(answer.Message))
          .catch((err: unknown) => onDone(null, err))
          .finally(() => setBusy(false));
      }}
    >
      <h2 id="remit-title" className="font-semibold text-navy-800 sm:col-span-3">
        {t.remittances.remitTitle({ account: account.accountNo, company: account.company })}
      </h2>
      <TextField label={t.remittances.from} value={from} onChange={setFrom} isRequired />
      <TextField label={t.remittances.to} value={to} onChange={setTo} isRequired />
      <Button type="submit" isDisabled={busy}>
        {t.remittances.create}
      </Button>
    </form>
  );
}

/** Finance: accounts with pending cash on delivery, remitting a period, and the bank file. */
export function RemittancesPage() {
  const t = useAdminWords();
  const language = useLanguage();
  const canCreate = useCan('remittances.create');
  const canStatements = useCan('statements.manage');
  const pending = useAdmin('admin_cod_pending', {});
  const list = useAdmin('admin_remittances', {});
  const [remitting, setRemitting] = useState<Pending | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [actionError, setActionError] = useState<unknown>(null);
  const money = (fils: number) => <Ltr>{formatKwd(fils, language)}</Ltr>;
  const day = (date: string) => formatDayDate(date, language);

  const pendingColumns: ColumnDef<Pending, unknown>[] = [
    { accessorKey: 'accountNo', header: t.remittances.account },
    { accessorKey: 'company', header: t.remittances.company },
    { accessorKey: 'entries', header: t.remittances.entries },
    {
      accessorKey: 'pendingFils',
      header: t.remittances.pending,
      cell: ({ row }) => money(row.original.pendingFils),
    },
    {
      id: 'days',
      header: t.remittances.collectedBetween,
      cell: ({ row }) => `${day(row.original.oldest)} – ${day(row.original.newest)}`,
    },
    ...(canCreate
      ? [
          {
            id: 'actions',
            header: t.remittances.actions,
            cell: ({ row }) => (
              <Button variant="outline" onPress={() => setRemitting(row.original)}>
                {t.remittances.remit}
              </Button>
            ),
          } satisfies ColumnDef<Pending, unknown>,
        ]
      : []),
  ];
  const remittanceColumns: ColumnDef<Remittance, unknown>[] = [
    {
      accessorKey: 'id',
      header: t.remittances.reference,
      cell: ({ row }) => <Ltr>{row.original.id}</Ltr>,
    },
    { accessorKey: 'accountNo', header: t.remittances.account },
    { accessorKey: 'company', header: t.remittances.company },
    {
      id: 'period',
      header: t.remittances.period,
      cell: ({ row }) => `${day(row.original.periodFrom)} – ${day(row.original.periodTo)}`,
    },
    { accessorKey: 'entryCount', header: t.remittances.entries },
    {
      accessorKey: 'totalFils',
      header: t.remittances.total,
      cell: ({ row }) => money(row.original.totalFils),
    },
    { accessorKey: 'createdBy', header: t.remittances.by },
  ];
  const rows = list.data?.rows ?? [];

  return (
    <>
      <PageTitle>{t.remittances.title}</PageTitle>
      <p>{t.remittances.intro}</p>
      <StatusText message={message} />
      <ErrorText error={pending.error ?? list.error ?? actionError} />
      <h2 className="text-lg font-semibold text-navy-800">{t.remittances.pendingTitle}</h2>
      <DataTable
        label={t.remittances.pendingTitle}
        columns={pendingColumns}
        rows={pending.data?.accounts ?? []}
        rowId={(r) => r.accountNo}
        total={pending.data?.accounts.length ?? 0}
        page={1}
        pageSize={500}
        onPageChange={() => undefined}
        stackOnPhones
      />
      {remitting && (
        <RemitForm
          key={remitting.accountNo}
          account={remitting}
          onDone={(done, err) => {
            setActionError(err ?? null);
            if (done) {
              setMessage(done);
              setRemitting(null);
              void pending.mutate();
              void list.mutate();
            }
          }}
        />
      )}
      <h2 className="text-lg font-semibold text-navy-800">{t.remittances.listTitle}</h2>
      <DataTable
        label={t.remittances.listTitle}
        columns={remittanceColumns}
        rows={rows}
        rowId={(r) => r.id}
        total={rows.length}
        page={1}
        pageSize={500}
        onPageChange={() => undefined}
        stackOnPhones
      />
      {rows.length > 0 && (
        <Button
          variant="outline"
          onPress={() =>
            void adminCall('admin_remittances_csv', { ids: rows.map((r) => r.id) })
              .then(downloadFile)
              .catch(setActionError)
          }
        >
          {t.remittances.bankFile}
        </Button>
      )}
      {canStatements && <StatementsSection />}
    </>
  );
}
