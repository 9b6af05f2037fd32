import { Link } from 'react-aria-components';
import type { NavLinkItem } from '../Header/siteNav';
import { portalEn } from '../i18n/portalEn';
import { focusRing } from '../utils/focusRing';

const t = portalEn.nav;

/** The portal's pages at the site's paths; the header's account menu lists the same ones. */
export const PORTAL_NAV: readonly NavLinkItem[] = [
  { label: t.dashboard, href: '/my-account' },
  { label: t.shipments, href: '/my-shipments' },
  { label: t.createShipment, href: '/create-shipment' },
  { label: t.addressBook, href: '/address-book' },
  { label: t.collections, href: '/my-collections' },
  { label: t.profile, href: '/my-profile' },
];

export interface PortalNavProps {
  /** Path of the page on screen; a detail page passes the list it belongs to. */
  currentPath?: string;
  items?: readonly NavLinkItem[];
}

/**
 * The portal's own navigation beside (desktop) or above (phone) its pages. On a phone the items
 * wrap (a row scrolling sideways hid the current page off screen).
 */
export function PortalNav({ currentPath, items = PORTAL_NAV }: PortalNavProps) {
  return (
    <nav aria-label={t.label}>
      <ul className="flex flex-wrap gap-1 lg:flex-col">
        {items.map((item) => {
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
