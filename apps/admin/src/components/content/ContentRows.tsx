import { Link } from 'react-router';
import { Button } from '@courier/ui/Button';
import { SortableList } from '@courier/ui/SortableList';
import type { ContentRow } from '@courier/api-client/adminContent';
import type { ContentType } from '@courier/domain/content/contentTypes';
import { formatCalendarDate } from '@courier/domain/formats';
import { useLanguage } from '@courier/ui/i18n/LanguageProvider';
import { useAdminWords } from '../../i18n/words';
import { PublishState } from './PublishState';
import { siteHref } from './siteHref';
import { useRowTitle } from './useRowTitle';

export interface ContentRowsProps {
  type: ContentType;
  rows: readonly ContentRow[];
  onTogglePublished: (row: ContentRow) => void;
  onDelete: (row: ContentRow) => void;
  /** The whole list's new order (ids, first to last); only for types ordered by position. */
  onReorder: (ids: number[]) => void;
  busyId: number | null;
}

/**
 * The rows of a content type in the site's order. Types ordered by position are a SortableList
 * (drag by the handle, keyboard drag and drop, or each row's Up and Down buttons); the others
 * (by date, by name) a plain list.
 */
export function ContentRows({
  type,
  rows,
  onTogglePublished,
  onDelete,
  onReorder,
  busyId,
}: ContentRowsProps) {
  const t = useAdminWords();
  const language = useLanguage();
  const rowTitle = useRowTitle();
  const content = (row: ContentRow) => {
    const title = rowTitle(row);
    return (
      <div className="flex min-w-0 grow basis-56 items-center gap-3">
        {row.imageUrl ? (
          <img
            src={row.imageUrl}
            alt=""
            className="h-12 w-16 shrink-0 rounded border border-line object-cover"
          />
        ) : null}
        <div className="flex min-w-0 flex-col gap-1">
          <Link
            to={`/content/${type.type}/${row.id}`}
            className="font-semibold break-words text-navy-800 underline-offset-2 hover:underline"
            aria-label={t.content.editOf({ title })}
          >
            {title}
          </Link>
          <span className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
            {type.publishable && <PublishState published={row.published} />}
            {row.date && <time dateTime={row.date}>{formatCalendarDate(row.date, language)}</time>}
          </span>
        </div>
      </div>
    );
  };
  const actions = (row: ContentRow) => {
    const title = rowTitle(row);
    const href = row.published || !type.publishable ? siteHref(type.type, row.publicId) : null;
    return (
      <>
        {type.publishable && (
          <Button
            variant="outline"
            isBusy={busyId === row.id}
            aria-label={
              row.published ? t.content.unpublishOf({ title }) : t.content.publishOf({ title })
            }
            onPress={() => onTogglePublished(row)}
          >
            {row.published ? t.content.unpublish : t.content.publish}
          </Button>
        )}
        {href && (
          <a
            href={href}
            target="_blank"
            rel="noreferrer"
            className="px-2 text-sm text-navy-700 underline"
            aria-label={t.content.viewOnSiteOf({ title })}
          >
            {t.content.viewOnSite}
          </a>
        )}
        {type.creatable && (
          <Button
            variant="ghost"
            aria-label={t.content.deleteOf({ title })}
            onPress={() => onDelete(row)}
          >
            {t.content.delete}
          </Button>
        )}
      </>
    );
  };

  // Title and actions share one wrapping line: side by side when wide, actions below when narrow.
  const row = (item: ContentRow) => (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {content(item)}
      <div className="flex flex-wrap items-center gap-1">{actions(item)}</div>
    </div>
  );

  if (type.ordering === 'position')
    return (
      <SortableList
        aria-label={t.content.table({ plural: t.contentTypes[type.type].plural })}
        items={rows}
        itemName={rowTitle}
        renderItem={row}
        onReorder={onReorder}
        isDisabled={busyId !== null}
      />
    );
  if (rows.length === 0) return <p className="text-ink-muted">{t.content.empty}</p>;
  return (
    <ul
      aria-label={t.content.table({ plural: t.contentTypes[type.type].plural })}
      className="flex flex-col divide-y divide-line rounded-card border border-line bg-surface"
    >
      {rows.map((item) => (
        <li key={item.id} className="p-3">
          {row(item)}
        </li>
      ))}
    </ul>
  );
}
