import { Link } from 'react-aria-components';
import { useUiWords } from '../i18n/uiWords';
import { focusRing } from '../utils/focusRing';

export interface Crumb {
  label: string;
  /** Omitted for the current page, which is always the last crumb. */
  href?: string;
  /**
   * The direction of a label from the back office (a post's or a service's title), which may be
   * English on an Arabic page: Bidi contentDir of the label.
   */
  dir?: 'ltr' | 'rtl';
}

/**
 * The trail above a page's title: a list of links in a labelled navigation landmark, the current
 * page last and marked `aria-current="page"` (WAI-ARIA's breadcrumb pattern). Plain HTML, not
 * react-aria's Breadcrumbs collection, which rendered the trail twice and replaced the server's
 * items at hydration on every page; the links stay react-aria's, so they route inside
 * the app and show the focus ring.
 */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  const w = useUiWords();
  return (
    <nav aria-label={w.common.breadcrumb}>
      <ol className="flex flex-wrap items-center gap-2 text-sm">
        {items.map((item, index) => {
          const label = item.dir ? <span dir={item.dir}>{item.label}</span> : item.label;
          const current = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className="flex items-center gap-2 text-ink-muted">
              {current || item.href === undefined ? (
                <span
                  aria-current={current ? 'page' : undefined}
                  className="font-semibold text-navy-800"
                >
                  {label}
                </span>
              ) : (
                <Link
                  href={item.href}
                  className={(rp) =>
                    focusRing({
                      ...rp,
                      className: 'text-navy-700 underline-offset-2 hover:underline',
                    })
                  }
                >
                  {label}
                </Link>
              )}
              {!current && (
                <span aria-hidden="true" className="inline-block rtl:rotate-180">
                  ›
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
