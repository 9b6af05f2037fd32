import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { ConfirmDialog } from '@courier/ui/ConfirmDialog';
import { toast } from '@courier/ui/Toaster';
import { buttonStyles } from '@courier/ui/Button';
import type { ContentRow } from '@courier/api-client/adminContent';
import {
  CONTENT_TYPES,
  isContentTypeName,
  type ContentType,
} from '@courier/domain/content/contentTypes';
import { adminCall, useAdmin } from '../../api/hooks';
import { ErrorText, PageTitle } from '../../Layout';
import { inSentence, useAdminWords } from '../../i18n/words';
import { ContentRows } from '../../components/content/ContentRows';
import { useRowTitle } from '../../components/content/useRowTitle';
import { contentItemHref, contentTypeHref } from './contentPaths';

/** busyId while the new order is saved: no row's own action, but the list waits. */
const REORDERING = -1;

/** `/content/:type`: the rows of one content type. */
export function ContentListPage() {
  const t = useAdminWords();
  const { type } = useParams();
  if (!isContentTypeName(type)) return <PageTitle>{t.forbidden}</PageTitle>;
  const descriptor = CONTENT_TYPES[type];
  if (descriptor.singleton) return <Navigate to={contentTypeHref(type)} replace />;
  return <ContentList key={type} type={descriptor} />;
}

function ContentList({ type }: { type: ContentType }) {
  const t = useAdminWords();
  const rowTitle = useRowTitle();
  // No deduping: coming back from an edit (often within swr's 2 s window) must fetch the list
  // again, or the row just saved would be missing from the cached copy.
  const { data, error, mutate } = useAdmin(
    'admin_content_list',
    { type: type.type },
    { dedupingInterval: 0 },
  );
  const [busyId, setBusyId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<ContentRow | null>(null);
  const [actionError, setActionError] = useState<unknown>(null);
  const rows = data?.rows ?? [];

  const run = async (id: number, action: () => Promise<unknown>, done: string) => {
    setActionError(null);
    setBusyId(id);
    try {
      await action();
      toast.success(done);
      await mutate();
    } catch (err) {
      setActionError(err);
      toast.error(err instanceof Error ? err.message : String(err));
    } finally {
      setBusyId(null);
    }
  };

  const reorder = async (ids: number[]) => {
    const byId = new Map(rows.map((r) => [r.id, r]));
    const next = ids.map((id) => byId.get(id)).filter((r): r is ContentRow => Boolean(r));
    // The new order shows at once (the list announces the move); then it is saved and reread.
    await mutate(data ? { ...data, rows: next } : data, { revalidate: false });
    await run(
      REORDERING,
      () => adminCall('admin_content_reorder', { type: type.type, ids }),
      t.content.reordered,
    );
  };

  return (
    <>
      <p>
        <Link to="/content" className="text-sm text-navy-700 underline">
          {t.content.back({ plural: inSentence(t.content.title) })}
        </Link>
      </p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle>{t.contentTypes[type.type].plural}</PageTitle>
        {type.creatable && (
          <Link to={contentItemHref(type.type, 'new')} className={buttonStyles()}>
            {t.content.new({ label: inSentence(t.contentTypes[type.type].label) })}
          </Link>
        )}
      </div>
      {type.ordering === 'position' && rows.length > 1 && (
        <p className="max-w-3xl text-sm text-ink-muted">{t.content.orderHint}</p>
      )}
      <ErrorText error={error ?? actionError} />
      {data ? (
        <ContentRows
          type={type}
          rows={rows}
          busyId={busyId}
          onReorder={(ids) => void reorder(ids)}
          onTogglePublished={(row) =>
            void run(
              row.id,
              () =>
                adminCall('admin_content_publish', {
                  type: type.type,
                  id: row.id,
                  published: !row.published,
                }),
              row.published ? t.content.unpublished : t.content.published,
            )
          }
          onDelete={setDeleting}
        />
      ) : (
        !error && <p>{t.loading}</p>
      )}
      <ConfirmDialog
        title={t.content.deleteTitle({ title: deleting ? rowTitle(deleting) : t.content.untitled })}
        isOpen={deleting !== null}
        confirmLabel={t.content.delete}
        isBusy={deleting !== null && busyId === deleting.id}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const row = deleting;
          if (!row) return;
          void run(
            row.id,
            () => adminCall('admin_content_delete', { type: type.type, id: row.id }),
            t.content.deleted,
          ).then(() => setDeleting(null));
        }}
      >
        <p>{t.content.deleteBody}</p>
      </ConfirmDialog>
    </>
  );
}
