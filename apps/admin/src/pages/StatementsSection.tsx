import { useState } from 'react';
import type { AdminSuccessOf } from '@courier/api-client/admin';
import { formatKuwaitDateTime, formatMonthYear } from '@courier/domain/formats';
import { formatKwd } from '@courier/domain/money';
import { dueStatementMonth } from '@courier/domain/statements';
import { Isolate } from '@courier/ui/Bidi';
import { Button } from '@courier/ui/Button';
import { DataTable, type ColumnDef } from '@courier/ui/DataTable';
import { useLanguage } from '@courier/ui/i18n/LanguageProvider';
import { TextField } from '@courier/ui/TextField';
import { adminCall, useAdmin } from '../api/hooks';
import { ErrorText, StatusText } from '../Layout';
import { useAdminWords } from '../i18n/words';

type Statement = AdminSuccessOf<'admin_statements'>['statements'][number];

/**
 * Finance's monthly statements (docs/statements.md): make an account's month again (it replaces
 * that month's statement, audited), then see the account's statements.
 */
export function StatementsSection() {
  const t = useAdminWords();
  const language = useLanguage();
  const [accountNo, setAccountNo] = useState('');
  const [month, setMonth] = useState(() => dueStatementMonth(new Date()));
  const [shown, setShown] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const list = useAdmin('admin_statements', shown ? { account_no: shown } : null);
  const money = (fils: number) => <Isolate>{formatKwd(fils, language)}</Isolate>;
  const columns: ColumnDef<Statement, unknown>[] = [
    {
      accessorKey: 'month',
      header: t.statements.columns.month,
      cell: ({ row }) => formatMonthYear(`${row.original.month}-01`, language),
    },
    { accessorKey: 'shipmentCount', header: t.statements.columns.shipments },
    {
      accessorKey: 'totalFils',
      header: t.statements.columns.total,
      cell: ({ row }) => money(row.original.totalFils),
    },
    {
      accessorKey: 'vatFils',
      header: t.statements.columns.vat,
      cell: ({ row }) => money(row.original.vatFils),
    },
    {
      accessorKey: 'codCollectedFils',
      header: t.statements.columns.codCollected,
      cell: ({ row }) => money(row.original.codCollectedFils),
    },
    {
      accessorKey: 'codRemittedFils',
      header: t.statements.columns.codRemitted,
      cell: ({ row }) => money(row.original.codRemittedFils),
    },
    {
      accessorKey: 'generatedAt',
      header: t.statements.columns.generatedAt,
      cell: ({ row }) => formatKuwaitDateTime(row.original.generatedAt, language),
    },
  ];
  const rows = list.data?.statements ?? [];
  return (
    <section aria-labelledby="statements-title" className="flex flex-col gap-3">
      <h2 id="statements-title" className="text-lg font-semibold text-navy-800">
        {t.statements.title}
      </h2>
      <p>{t.statements.intro}</p>
      <StatusText message={message} />
      <ErrorText error={error ?? list.error} />
      <form
        aria-labelledby="statements-title"
        className="grid grid-cols-1 items-end gap-3 rounded-card border border-line bg-surface p-4 sm:grid-cols-3"
        onSubmit={(e) => {
          e.preventDefault();
          setBusy(true);
          setError(null);
          setMessage(null);
          const account = accountNo.trim();
          adminCall('admin_statement_regenerate', { account_no: account, month: month.trim() })
            .then((answer) => {
              setMessage(answer.Message);
              setShown(account);
              void list.mutate();
            })
            .catch(setError)
            .finally(() => setBusy(false));
        }}
      >
        <TextField
          label={t.statements.account}
          value={accountNo}
          onChange={setAccountNo}
          isRequired
        />
        <TextField label={t.statements.month} value={month} onChange={setMonth} isRequired />
        <Button type="submit" isDisabled={busy}>
          {t.statements.regenerate}
        </Button>
      </form>
      {shown && (
        <DataTable
          label={t.statements.listTitle({ account: shown })}
          columns={columns}
          rows={rows}
          rowId={(r) => r.id}
          total={rows.length}
          page={1}
          pageSize={500}
          onPageChange={() => undefined}
          stackOnPhones
        />
      )}
    </section>
  );
}
