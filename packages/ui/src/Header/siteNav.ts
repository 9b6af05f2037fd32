import { en } from '../i18n/en';
import { useUiWords } from '../i18n/uiWords';

export interface NavLinkItem {
  label: string;
  href: string;
}

export interface NavGroup {
  label: string;
  items: readonly NavLinkItem[];
}

/**
 * The site's navigation groups (header menus, the mobile menu and the footer site map): every
 * route of spec 2 that a visitor opens without a parameter. Tracking has no page of its own
 * without a number, so Track leads to the home page's tracking box.
 */
const siteNavOf = (nav: ReturnType<typeof useUiWords>['nav']): readonly NavGroup[] => [
  { label: nav.services, items: [{ label: nav.ourServices, href: '/services' }] },
  {
    label: nav.ship,
    items: [
      { label: nav.rates, href: '/check-rate' },
      { label: nav.rateEnquiry, href: '/rate-enquiry' },
      { label: nav.bookShipment, href: '/book-shipment' },
      { label: nav.bookCollection, href: '/book-collection' },
      { label: nav.createShipment, href: '/create-shipment' },
    ],
  },
  { label: nav.track, items: [{ label: nav.trackShipment, href: '/#track' }] },
  {
    label: nav.company,
    items: [
      { label: nav.about, href: '/about-us' },
      { label: nav.team, href: '/team' },
      { label: nav.people, href: '/peoples' },
      { label: nav.careers, href: '/career' },
      { label: nav.blog, href: '/blog' },
      { label: nav.faq, href: '/faq' },
    ],
  },
  {
    label: nav.contact,
    items: [
      { label: nav.contactUs, href: '/contact-us' },
      { label: nav.franchise, href: '/franchise' },
      { label: nav.findLocation, href: '/find-location' },
    ],
  },
];

/**
 * The spec's top-level items that sit inside a group here, also shown as direct links beside
 * Home: a visitor reaches the rates and the contact page in one click, while the groups keep
 * the other thirty-odd routes findable without a bar too wide for a laptop.
 */
const topLinksOf = (nav: ReturnType<typeof useUiWords>['nav']): readonly NavLinkItem[] => [
  { label: nav.rates, href: '/check-rate' },
  { label: nav.contactUs, href: '/contact-us' },
];

/** The site's navigation in English (stories and tests). */
export const SITE_NAV: readonly NavGroup[] = siteNavOf(en.nav);

/** The site's navigation in the page's language. */
export function useSiteNav(): readonly NavGroup[] {
  return siteNavOf(useUiWords().nav);
}

/** The direct top-level links in the page's language. */
export function useTopLinks(): readonly NavLinkItem[] {
  return topLinksOf(useUiWords().nav);
}

/** A group is current when the page on screen is one of its items. */
export const isCurrentGroup = (group: NavGroup, path: string | undefined) =>
  path !== undefined && group.items.some((item) => item.href === path);
