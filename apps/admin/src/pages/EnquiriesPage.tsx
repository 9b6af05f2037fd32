import { useLanguage } from '@courier/ui/i18n/LanguageProvider';
import { formatKuwaitDateTime } from '@courier/domain/formats';
import { useState } from 'react';
import type { EnquiryRow } from '@courier/api-client/admin';
import { Button } from '@courier/ui/Button';
import { Pager } from '@courier/ui/Pager';
import { StatusBadge } from '@courier/ui/StatusBadge';
import { TextArea } from '@courier/ui/TextArea';
import { TextField } from '@courier/ui/TextField';
import { adminCall, downloadFile, useAdmin } from '../api/hooks';
import { useCan } from '../api/session';
import { ErrorText, PageTitle } from '../Layout';
import { useAdminWords } from '../i18n/words';

type State = 'unhandled' | 'handled' | 'all';

function EnquiryCard({ row, onSaved }: { row: EnquiryRow; onSaved: () => void }) {
  const t = useAdminWords();
  const language = useLanguage();
  const canManage = useCan('enquiries.manage');
  const canResume = useCan('enquiries.resume');
  const [notes, setNotes] = useState(row.notes);
  const [assignee, setAssignee] = useState(row.assignee ?? '');
  const [error, setError] = useState<unknown>(null);
  const update = async (change: { handled?: boolean; notes?: string; assignee?: string }) => {
    setError(null);
    try {
      await adminCall('admin_enquiry_update', { key: row.key, ...change });
      onSaved();
    } catch (err) {
      setError(err);
    }
  };
  return (
    <li className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4">
      <p className="flex flex-wrap items-center gap-2">
        <StatusBadge label={t.enquiries.kinds[row.kind]} tone="info" />
        <StatusBadge
          label={row.handled ? t.enquiries.states.handled : t.enquiries.states.unhandled}
          tone={row.handled ? 'success' : 'warning'}
        />
        <span className="text-sm text-ink-muted">
          {formatKuwaitDateTime(row.receivedAt, language)}
        </span>
      </p>
      <h2 className="font-semibold text-navy-800">{row.subject || row.name}</h2>
      <p className="text-sm">
        {row.name} · {row.email} · {row.mobile}
      </p>
      <p className="text-sm whitespace-pre-line">{row.message}</p>
      {row.hasResume && canResume && (
        <div>
          <Button
            variant="outline"
            onPress={async () => {
              try {
                downloadFile(await adminCall('admin_enquiry_resume', { key: row.key }));
              } catch (err) {
                setError(err);
              }
            }}
          >
            {t.enquiries.resume}
          </Button>
        </div>
      )}
      {canManage && (
        <div className="grid grid-cols-1 items-end gap-3 sm:grid-cols-2">
          <TextArea
            label={`${t.enquiries.notes} (${row.name})`}
            value={notes}
            onChange={setNotes}
            rows={2}
          />
          <TextField label={t.enquiries.assignee} value={assignee} onChange={setAssignee} />
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onPress={() => update({ notes, assignee })}>
              {t.enquiries.saveNotes}
            </Button>
            <Button onPress={() => update({ handled: !row.handled, notes, assignee })}>
              {row.handled ? t.enquiries.markUnhandled : t.enquiries.markHandled}
            </Button>
          </div>
        </div>
      )}
      <ErrorText error={error} />
    </li>
  );
}

const ENQUIRIES_PER_PAGE = 20;

export function EnquiriesPage() {
  const t = useAdminWords();
  const [state, setState] = useState<State>('unhandled');
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useAdmin('admin_enquiries', {
    state,
    page,
    pageSize: ENQUIRIES_PER_PAGE,
  });
  return (
    <>
      <PageTitle>{t.enquiries.title}</PageTitle>
      <div role="group" aria-label={t.enquiries.show} className="flex flex-wrap gap-2">
        {(['unhandled', 'handled', 'all'] as const).map((s) => (
          <Button
            key={s}
            variant={state === s ? 'primary' : 'outline'}
            onPress={() => {
              setState(s);
              setPage(1);
            }}
            aria-pressed={state === s}
          >
            {t.enquiries.states[s]}
          </Button>
        ))}
      </div>
      <ErrorText error={error} />
      <ul className="flex flex-col gap-3">
        {data?.rows.map((row) => (
          <EnquiryCard key={`${row.key}-${row.handled}`} row={row} onSaved={() => void mutate()} />
        ))}
      </ul>
      {data && data.total === 0 && <p className="text-ink-muted">{t.enquiries.empty[state]}</p>}
      {data && (
        <Pager
          label={t.enquiries.title}
          page={page}
          pageSize={ENQUIRIES_PER_PAGE}
          total={data.total}
          onPageChange={setPage}
        />
      )}
    </>
  );
}
