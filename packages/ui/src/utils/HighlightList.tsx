import { Link } from 'react-aria-components';
import { contentDir } from '../Bidi/Bidi';
import { useDelayedHighlight } from './useDelayedHighlight';
import { focusRing } from './focusRing';

export interface HighlightItem {
  id: string;
  title: string;
  href: string;
}

/** A sidebar list of links in which one item is highlighted (ServiceSidebar, NewsSidebar). */
export function HighlightList({
  title,
  items,
  onSelect,
  currentId,
}: {
  title: string;
  items: readonly HighlightItem[];
  onSelect?: (id: string) => void;
  /** The item whose page is on screen: only it is announced as the current page. */
  currentId?: string;
}) {
  const [highlighted, setHighlighted] = useDelayedHighlight(items[0]?.id);
  return (
    <nav aria-label={title} className="rounded-card border border-line bg-surface p-4">
      <h2 className="mb-3 text-lg font-bold text-navy-800">{title}</h2>
      <ul className="flex flex-col gap-1">
        {items.map((item) => {
          const isHighlighted = item.id === highlighted;
          return (
            <li key={item.id}>
              <Link
                href={item.href}
                // The spec's delayed highlight is visual; the current page is the item shown.
                aria-current={item.id === currentId ? 'page' : undefined}
                data-highlighted={isHighlighted || undefined}
                onPress={() => {
                  setHighlighted(item.id);
                  onSelect?.(item.id);
                }}
                className={(rp) =>
                  focusRing({
                    ...rp,
                    className: `block rounded-field border-s-4 px-3 py-2 text-sm ${
                      isHighlighted
                        ? 'border-express-600 bg-navy-800 font-semibold text-white'
                        : 'border-transparent text-ink hover:bg-navy-50'
                    }`,
                  })
                }
              >
                {/* The link's border stays at the page's start: only the title takes its own direction. */}
                <span dir={contentDir(item.title)}>{item.title}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
