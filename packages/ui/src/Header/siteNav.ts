import { en } from '../i18n/en';

export interface NavLinkItem {
  label: string;
  href: string;
}

export interface NavGroup {
  label: string;
  items: readonly NavLinkItem[];
}

const n = en.nav;

/**
 * The site's navigation groups (header menus, the mobile menu and the footer site map): every
 * route of spec 2 that a visitor opens without a parameter. Tracking has no page of its own
 * without a number, so Track leads to the home page's tracking box.
 */
export const SITE_NAV: readonly NavGroup[] = [
  { label: n.services, items: [{ label: n.ourServices, href: '/services' }] },
  {
    label: n.ship,
    items: [
      { label: n.rates, href: '/check-rate' },
      { label: n.rateEnquiry, href: '/rate-enquiry' },
      { label: n.bookShipment, href: '/book-shipment' },
      { label: n.bookCollection, href: '/book-collection' },
      { label: n.createShipment, href: '/create-shipment' },
    ],
  },
  { label: n.track, items: [{ label: n.trackShipment, href: '/#track' }] },
  {
    label: n.company,
    items: [
      { label: n.about, href: '/about-us' },
      { label: n.team, href: '/team' },
      { label: n.people, href: '/peoples' },
      { label: n.careers, href: '/career' },
      { label: n.blog, href: '/blog' },
      { label: n.faq, href: '/faq' },
    ],
  },
  {
    label: n.contact,
    items: [
      { label: n.contactUs, href: '/contact-us' },
      { label: n.franchise, href: '/franchise' },
      { label: n.findLocation, href: '/find-location' },
    ],
  },
];

/** A group is current when the page on screen is one of its items. */
export const isCurrentGroup = (group: NavGroup, path: string | undefined) =>
  path !== undefined && group.items.some((item) => item.href === path);
