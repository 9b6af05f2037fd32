import { Breadcrumb as AriaBreadcrumb, Breadcrumbs, Link } from 'react-aria-components';
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

export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  const w = useUiWords();
  return (
    <nav aria-label={w.common.breadcrumb}>
      <Breadcrumbs className="flex flex-wrap items-center gap-2 text-sm">
        {items.map((item, index) => (
          <AriaBreadcrumb
            key={`${index}-${item.label}`}
            className="flex items-center gap-2 text-ink-muted"
          >
            <Link
              href={item.href}
              className={(rp) =>
                focusRing({
                  ...rp,
                  className: rp.isCurrent
                    ? 'font-semibold text-navy-800'
                    : 'text-navy-700 underline-offset-2 hover:underline',
                })
              }
            >
              {item.dir ? <span dir={item.dir}>{item.label}</span> : item.label}
            </Link>
            {index < items.length - 1 && (
              <span aria-hidden="true" className="inline-block rtl:rotate-180">
                ›
              </span>
            )}
          </AriaBreadcrumb>
        ))}
      </Breadcrumbs>
    </nav>
  );
}
