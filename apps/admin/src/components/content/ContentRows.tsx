import { useState, type DragEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@courier/ui/Button';
import { contentEn } from '@courier/ui/i18n/contentEn';
import type { ContentRow } from '@courier/api-client/adminContent';
import type { ContentType } from '@courier/domain/content/contentTypes';
import { t } from '../../i18n/en';
import { PublishState } from './PublishState';
import { siteHref } from './siteHref';

export interface ContentRowsProps {
  type: ContentType;
  rows: readonly ContentRow[];
  onTogglePublished: (row: ContentRow) => void;
  onDelete: (row: ContentRow) => void;
  /** The whole list's new order (ids, first to last); only for types ordered by position. */
  onReorder: (ids: number[], moved: ContentRow) => void;
  busyId: number | null;
}

const rowTitle = (row: ContentRow) => row.title || t.content.untitled;
const move = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
};

/**
 * The rows of a content type in the site's order. Types ordered by position are reordered by
 * dragging a row's handle or, from the keyboard, with each row's Up and Down buttons.
 */
export function ContentRows({
  type,
  rows,
  onTogglePublished,
  onDelete,
  onReorder,
  busyId,
}: ContentRowsProps) {
  const sortable = type.ordering === 'position';
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  const reorder = (from: number, to: number) => {
    if (to < 0 || to >= rows.length || from === to) return;
    const moved = rows[from];
    if (moved)
      onReorder(
        move(rows, from, to).map((r) => r.id),
        moved,
      );
  };
  const drop = (event: DragEvent, to: number) => {
    event.preventDefault();
    const from = rows.findIndex((r) => r.id === dragged);
    setDragged(null);
    setOver(null);
    if (from >= 0) reorder(from, to);
  };

  if (rows.length === 0) return <p className="text-ink-muted">{t.content.empty}</p>;
  return (
    <ol aria-label={t.content.table(type.plural)} className="flex flex-col gap-2">
      {rows.map((row, index) => {
        const title = rowTitle(row);
        const href = row.published || !type.publishable ? siteHref(type.type, row.publicId) : null;
        return (
          <li
            key={row.id}
            onDragOver={
              sortable && dragged !== null
                ? (event) => {
                    event.preventDefault();
                    setOver(index);
                  }
                : undefined
            }
            onDrop={sortable ? (event) => drop(event, index) : undefined}
            className={`flex flex-wrap items-center gap-3 rounded-card border bg-surface p-3 ${over === index && dragged !== row.id ? 'border-express-600 border-2' : 'border-line'} ${dragged === row.id ? 'opacity-50' : ''}`}
          >
            {sortable && (
              <span
                draggable
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', String(row.id));
                  setDragged(row.id);
                }}
                onDragEnd={() => {
                  setDragged(null);
                  setOver(null);
                }}
                title={contentEn.sortable.dragHandle(title)}
                // The mouse's way; keyboards and screen readers use Up and Down below.
                aria-hidden="true"
                className="cursor-grab px-1 text-xl leading-none text-ink-muted select-none"
              >
                ⠿
              </span>
            )}
            {row.imageUrl ? (
              <img
                src={row.imageUrl}
                alt=""
                className="h-12 w-16 shrink-0 rounded border border-line object-cover"
              />
            ) : null}
            <div className="flex min-w-0 flex-1 basis-48 flex-col gap-1">
              <Link
                to={`/content/${type.type}/${row.id}`}
                className="font-semibold break-words text-navy-800 underline-offset-2 hover:underline"
                aria-label={t.content.editOf(title)}
              >
                {title}
              </Link>
              <span className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
                {type.publishable && <PublishState published={row.published} />}
                {row.date && <time dateTime={row.date}>{row.date}</time>}
              </span>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              {sortable && (
                <>
                  <Button
                    variant="ghost"
                    aria-label={contentEn.sortable.moveUp(title)}
                    isDisabled={index === 0 || busyId !== null}
                    onPress={() => reorder(index, index - 1)}
                  >
                    {contentEn.sortable.up}
                  </Button>
                  <Button
                    variant="ghost"
                    aria-label={contentEn.sortable.moveDown(title)}
                    isDisabled={index === rows.length - 1 || busyId !== null}
                    onPress={() => reorder(index, index + 1)}
                  >
                    {contentEn.sortable.down}
                  </Button>
                </>
              )}
              {type.publishable && (
                <Button
                  variant="outline"
                  isBusy={busyId === row.id}
                  aria-label={
                    row.published ? t.content.unpublishOf(title) : t.content.publishOf(title)
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
                  className="text-sm text-navy-700 underline"
                  aria-label={t.content.viewOnSiteOf(title)}
                >
                  {t.content.viewOnSite}
                </a>
              )}
              {type.creatable && (
                <Button
                  variant="ghost"
                  aria-label={t.content.deleteOf(title)}
                  onPress={() => onDelete(row)}
                >
                  {t.content.delete}
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
