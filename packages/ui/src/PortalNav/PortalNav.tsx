import { useMemo } from 'react';
import { Link } from 'react-aria-components';
import type { NavLinkItem } from '../Header/siteNav';
import { portalEn } from '../i18n/portalEn';
import { usePortalWords, type PortalWords } from '../i18n/portalWords';
import { focusRing } from '../utils/focusRing';

/** The portal's pages at the site's paths in the words given. */
const portalNavOf = (nav: PortalWords['nav']): readonly NavLinkItem[] => [
  { label: nav.dashboard, href: '/my-account' },
  { label: nav.shipments, href: '/my-shipments' },
  { label: nav.createShipment, href: '/create-shipment' },
  { label: nav.bulkUpload, href: '/bulk-upload' },
  { label: nav.addressBook, href: '/address-book' },
  { label: nav.collections, href: '/my-collections' },
  { label: nav.profile, href: '/my-profile' },
  { label: nav.cod, href: '/cash-on-delivery' },
  { label: nav.statements, href: '/statements' },
  { label: nav.webhooks, href: '/webhooks' },
  { label: nav.apiKeys, href: '/api-keys' },
  { label: nav.users, href: '/account-users' },
];

/** The portal's pages in English (stories and tests). */
export const PORTAL_NAV = portalNavOf(portalEn.nav);

/** The portal's pages in the page's language; the header's account menu lists the same ones. */
export function usePortalNav(): readonly NavLinkItem[] {
  const portal = usePortalWords();
  return useMemo(() => portalNavOf(portal.nav), [portal]);
}

export interface PortalNavProps {
  /** Path of the page on screen; a detail page passes the list it belongs to. */
  currentPath?: string;
  items?: readonly NavLinkItem[];
}

/**
 * The portal's own navigation beside (desktop) or above (phone) its pages. On a phone the items
 * wrap (a row scrolling sideways hid the current page off screen).
 */
export function PortalNav({ currentPath, items }: PortalNavProps) {
  const portal = usePortalWords();
  const own = usePortalNav();
  const shown = items ?? own;
  return (
    <nav aria-label={portal.nav.label}>
      <ul className="flex flex-wrap gap-1 lg:flex-col">
        {shown.map((item) => {
          const current = currentPath === item.href;
          return (
            <li key={item.href} className="shrink-0">
              <Link
                href={item.href}
                aria-current={current ? 'page' : undefined}
                className={(rp) =>
                  focusRing({
                    ...rp,
                    className: `block rounded-field px-3 py-2 text-sm font-semibold whitespace-nowrap ${
                      current
                        ? 'bg-navy-800 text-white forced-colors:border forced-colors:border-[Highlight]'
                        : 'text-navy-800 hover:bg-navy-50'
                    }`,
                  })
                }
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
