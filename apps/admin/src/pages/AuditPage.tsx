import { useMemo, useState } from 'react';
import { DataTable, type ColumnDef } from '@courier/ui/DataTable';
import { Filters } from '@courier/ui/Filters';
import { TextField } from '@courier/ui/TextField';
import { useLanguage } from '@courier/ui/i18n/LanguageProvider';
import { formatKuwaitDateTime } from '@courier/domain/formats';
import type { Language } from '@courier/domain/language';
import type { z } from 'zod';
import type { auditRowSchema } from '@courier/api-client/admin';
import { useAdmin } from '../api/hooks';
import { ErrorText, PageTitle } from '../Layout';
import { useAdminWords, type AdminWords } from '../i18n/words';
import { auditActionWords } from './auditAction';
import { auditChanges } from './auditChanges';

type Row = z.output<typeof auditRowSchema>;
const PAGE_SIZE = 50;

/** The change as readable lines: field, then old value → new value (or only one side). */
function ChangeLines({ row }: { row: Row }) {
  const t = useAdminWords();
  const changes = auditChanges(row.before, row.after);
  if (changes.length === 0) return <span className="text-ink-muted">{t.audit.noChange}</span>;
  return (
    <ul className="flex max-w-md flex-col gap-1">
      {changes.map((change) => (
        <li key={change.field} className="wrap-break-word">
          <span className="font-semibold">{change.field}</span>:{' '}
          {change.before !== '' && (
            <>
              <span className="text-ink-muted line-through">{change.before}</span>
              <span className="sr-only"> {t.audit.changedTo} </span>
              <span aria-hidden="true"> → </span>
            </>
          )}
          {change.after !== '' ? (
            <span>{change.after}</span>
          ) : (
            <span className="text-ink-muted italic">{t.audit.removed}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The log's columns in the staff member's language; times on Kuwait's clock. */
const columnsOf = (t: AdminWords, language: Language): ColumnDef<Row, unknown>[] => [
  {
    id: 'at',
    header: t.audit.at,
    cell: ({ row }) => formatKuwaitDateTime(row.original.at, language),
  },
  { accessorKey: 'staff', header: t.audit.staff },
  {
    id: 'action',
    header: t.audit.action,
    // The words, and the code under them: the search box finds entries by the code.
    cell: ({ row }) => (
      <>
        <span className="block">{auditActionWords(t, row.original.action)}</span>
        <code className="block text-xs text-ink-muted" dir="ltr">
          {row.original.action}
        </code>
      </>
    ),
  },
  {
    id: 'record',
    header: t.audit.record,
    cell: ({ row }) => `${row.original.table} ${row.original.recordId}`,
  },
  {
    id: 'change',
    header: t.audit.change,
    cell: ({ row }) => <ChangeLines row={row.original} />,
  },
];

export function AuditPage() {
  const t = useAdminWords();
  const language = useLanguage();
  const columns = useMemo(() => columnsOf(t, language), [t, language]);
  const [q, setQ] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const { data, error } = useAdmin('admin_audit', { q: query, page, pageSize: PAGE_SIZE });
  return (
    <>
      <PageTitle>{t.audit.title}</PageTitle>
      <Filters
        label={t.audit.search}
        onSubmit={() => {
          setQuery(q);
          setPage(1);
        }}
      >
        <TextField label={t.audit.q} value={q} onChange={setQ} />
      </Filters>
      <ErrorText error={error} />
      <DataTable
        label={t.audit.title}
        columns={columns}
        rows={data?.rows ?? []}
        rowId={(r) => String(r.id)}
        total={data?.total ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        stackOnPhones
      />
    </>
  );
}
