import { useState } from 'react';
import { DataTable, type ColumnDef } from '@courier/ui/DataTable';
import { Filters } from '@courier/ui/Filters';
import { TextField } from '@courier/ui/TextField';
import type { z } from 'zod';
import type { auditRowSchema } from '@courier/api-client/admin';
import { useAdmin } from '../api/hooks';
import { ErrorText, PageTitle } from '../Layout';
import { t } from '../i18n/en';

type Row = z.output<typeof auditRowSchema>;
const PAGE_SIZE = 50;
const json = (value: unknown) =>
  value === null || value === undefined ? '' : JSON.stringify(value);

const columns: ColumnDef<Row, unknown>[] = [
  {
    id: 'at',
    header: t.audit.at,
    cell: ({ row }) => row.original.at.slice(0, 19).replace('T', ' '),
  },
  { accessorKey: 'staff', header: t.audit.staff },
  { accessorKey: 'action', header: t.audit.action },
  {
    id: 'record',
    header: t.audit.record,
    cell: ({ row }) => `${row.original.table} ${row.original.recordId}`,
  },
  {
    id: 'change',
    header: t.audit.change,
    cell: ({ row }) => (
      <code className="block max-w-md text-xs break-all">
        {json(row.original.before)}
        {row.original.before != null && row.original.after != null ? ' → ' : ''}
        {json(row.original.after)}
      </code>
    ),
  },
];

export function AuditPage() {
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
      />
    </>
  );
}
