import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Button as AriaButton,
  DropIndicator,
  GridList,
  GridListItem,
  composeRenderProps,
  useDragAndDrop,
} from 'react-aria-components';
import { tv } from 'tailwind-variants';
import { useContentWords } from '../i18n/contentWords';
import { focusRing } from '../utils/focusRing';
import { moveBy, reorderAround, type RowId } from './reorder';

export type { RowId } from './reorder';

export interface SortableListProps<T extends { id: RowId }> {
  /** Names the list (e.g. 'Careers'). */
  'aria-label': string;
  /** The rows in their current order. */
  items: readonly T[];
  /** A row's name in words: in the move buttons' names, the drag handle's and typeahead. */
  itemName: (item: T) => string;
  /** The row's content: a title, badges, links. */
  renderItem: (item: T) => ReactNode;
  /** The row's own actions (edit, publish, delete), after its content. */
  renderActions?: (item: T) => ReactNode;
  /** Called with every row's id in the new order, after a drag or a move button. */
  onReorder: (ids: T['id'][]) => void;
  /** No reordering (while the page saves the previous one, or without the permission). */
  isDisabled?: boolean;
}

const rowStyles = tv({
  extend: focusRing,
  base: 'flex items-center gap-2 border-b border-line bg-surface px-2 py-2 text-sm text-ink last:border-b-0 forced-colors:border-[CanvasText]',
  variants: {
    isDragging: { true: 'opacity-50' },
    isFocusVisibleWithin: { true: 'bg-navy-50' },
  },
});

const toolStyles = tv({
  extend: focusRing,
  base: 'inline-flex h-9 items-center gap-1 rounded-field px-2 text-sm font-medium text-navy-800 cursor-default hover:bg-navy-50 forced-colors:text-[ButtonText]',
  variants: {
    isDisabled: { true: 'opacity-40 hover:bg-transparent forced-colors:text-[GrayText]' },
  },
});

/**
 * A list whose rows staff put in order: drag a row by its handle (mouse, touch, or react-aria's
 * keyboard drag and drop: Enter on the handle, arrows, Enter), or press a row's Up and Down
 * buttons. The page saves the new order (onReorder) and passes the rows back in it.
 */
export function SortableList<T extends { id: RowId }>({
  'aria-label': ariaLabel,
  items,
  itemName,
  renderItem,
  renderActions,
  onReorder,
  isDisabled = false,
}: SortableListProps<T>) {
  const content = useContentWords();
  const listRef = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');
  // After a move button the row changes place: the same button keeps the focus, or the row's other
  // one when the row reached an end (the pressed one is then off).
  const [refocus, setRefocus] = useState<{
    id: RowId;
    index: number;
    button: 'up' | 'down';
  } | null>(null);
  const ids = items.map((item) => item.id);

  function nameOf(key: RowId): string {
    const item = items.find((candidate) => String(candidate.id) === String(key));
    return item ? itemName(item) : String(key);
  }

  function move(item: T, step: -1 | 1) {
    const next = moveBy(ids, item.id, step);
    const index = next.indexOf(item.id);
    const atEnd = step < 0 ? index === 0 : index === next.length - 1;
    setRefocus({ id: item.id, index, button: step < 0 !== atEnd ? 'up' : 'down' });
    setAnnouncement(
      content.sortable.moved({ name: itemName(item), position: index + 1, total: next.length }),
    );
    onReorder(next);
  }

  useEffect(() => {
    if (!refocus) return;
    // React-aria renders the reordered rows a little after the page's update: wait (a few frames at
    // most) until the row stands at its new place, then focus its button.
    let frame = 0;
    let request = 0;
    const tryFocus = () => {
      const rows = Array.from(listRef.current?.querySelectorAll('[data-row-id]') ?? []);
      const row = rows[refocus.index];
      const button = row?.querySelector<HTMLButtonElement>(`[data-move="${refocus.button}"]`);
      if (row?.getAttribute('data-row-id') === String(refocus.id) && button && !button.disabled) {
        button.focus();
        setRefocus(null);
      } else if ((frame += 1) < 30) {
        request = requestAnimationFrame(tryFocus);
      } else {
        setRefocus(null);
      }
    };
    tryFocus();
    return () => cancelAnimationFrame(request);
  }, [items, refocus]);

  const { dragAndDropHooks } = useDragAndDrop<T>({
    isDisabled,
    getItems: (keys) => Array.from(keys, (key) => ({ 'text/plain': nameOf(key) })),
    onReorder: (event) => {
      const { key, dropPosition } = event.target;
      if (dropPosition === 'on') return;
      onReorder(reorderAround(ids, event.keys, key, dropPosition));
    },
    renderDropIndicator: (target) => (
      <DropIndicator
        target={target}
        className={({ isDropTarget }) =>
          `h-0.5 ${isDropTarget ? 'bg-navy-700 forced-colors:bg-[Highlight]' : 'bg-transparent'}`
        }
      />
    ),
  });

  return (
    <>
      <GridList
        ref={listRef}
        aria-label={ariaLabel}
        items={items}
        dragAndDropHooks={dragAndDropHooks}
        // Rows are cached by react-aria: a new order (the move buttons' ends) or new closures from the
        // page re-render them.
        dependencies={[items, renderItem, renderActions, itemName, isDisabled]}
        renderEmptyState={() => (
          <p className="p-4 text-sm text-ink-muted">{content.sortable.empty}</p>
        )}
        className="overflow-hidden rounded-card border border-line bg-surface forced-colors:border-[CanvasText]"
      >
        {(item) => {
          const index = ids.indexOf(item.id);
          const name = itemName(item);
          return (
            <GridListItem
              id={item.id}
              data-row-id={String(item.id)}
              textValue={name}
              className={composeRenderProps('', (className, renderProps) =>
                rowStyles({ ...renderProps, className }),
              )}
            >
              <AriaButton
                slot="drag"
                className={composeRenderProps('', (className, renderProps) =>
                  toolStyles({ ...renderProps, className: `px-1 ${className ?? ''}` }),
                )}
              >
                <GripVertical aria-hidden size={18} />
              </AriaButton>
              <div className="min-w-0 flex-1">{renderItem(item)}</div>
              {renderActions && (
                <div className="flex flex-wrap items-center gap-1">{renderActions(item)}</div>
              )}
              <div className="flex items-center">
                <AriaButton
                  data-move="up"
                  aria-label={content.sortable.moveUp({ name })}
                  isDisabled={isDisabled || index === 0}
                  onPress={() => move(item, -1)}
                  className={composeRenderProps('', (className, renderProps) =>
                    toolStyles({ ...renderProps, className }),
                  )}
                >
                  <ArrowUp aria-hidden size={16} />
                  <span className="max-sm:sr-only">{content.sortable.up}</span>
                </AriaButton>
                <AriaButton
                  data-move="down"
                  aria-label={content.sortable.moveDown({ name })}
                  isDisabled={isDisabled || index === ids.length - 1}
                  onPress={() => move(item, 1)}
                  className={composeRenderProps('', (className, renderProps) =>
                    toolStyles({ ...renderProps, className }),
                  )}
                >
                  <ArrowDown aria-hidden size={16} />
                  <span className="max-sm:sr-only">{content.sortable.down}</span>
                </AriaButton>
              </div>
            </GridListItem>
          );
        }}
      </GridList>
      <div role="status" className="sr-only">
        {announcement}
      </div>
    </>
  );
}
