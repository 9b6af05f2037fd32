import type { Page } from '@playwright/test';
import { animationsFinished } from './animationsFinished.ts';
import { DEMO_DELIVERED_AWB, DEMO_UNKNOWN_AWB, type seededIds } from './apiData.ts';
import { DESKTOP, expect, PHONE, screenshot } from './browser.ts';

export type SeededIds = Awaited<ReturnType<typeof seededIds>>;

/**
 * Every route of spec section 2, with the query parameters its page needs, and its English
 * heading where the spec gives one. Test names are fixed when a file is collected; the seeded ids
 * are read when a test runs. Shared by the English (pages.e2e.ts) and Arabic (arabic-routes.e2e.ts)
 * journeys, so a new route is checked in both languages.
 */
export const ROUTES: { name: string; path: (ids: SeededIds) => string; heading?: string }[] = [
  { name: 'home', path: () => '/' },
  { name: 'services', path: () => '/services', heading: 'Our Services' },
  { name: 'service-single', path: (i) => `/service-single?service_id=${i.serviceId}` },
  { name: 'blog', path: () => '/blog', heading: 'Blog Grid' },
  { name: 'blog-single', path: (i) => `/blog-single?blog_id=${i.blogId}` },
  { name: 'blog-by-category', path: (i) => `/blog-by-category?blog_cat_id=${i.blogCategoryId}` },
  { name: 'blog-by-tag', path: (i) => `/blog-by-tag?blog_tag_id=${i.blogTagId}` },
  { name: 'blog-search', path: () => '/blog-search?search_key_word=shipping' },
  { name: 'team', path: () => '/team', heading: 'Our Team' },
  { name: 'member-details', path: (i) => `/member-details?member_id=${i.memberId}` },
  { name: 'contact-us', path: () => '/contact-us', heading: 'Contact Us' },
  { name: 'find-location', path: () => '/find-location', heading: 'Find Location' },
  { name: 'check-rate', path: () => '/check-rate', heading: 'Check Rate' },
  { name: 'rate-enquiry', path: () => '/rate-enquiry', heading: 'Rate Enquiry' },
  { name: 'franchise', path: () => '/franchise', heading: 'Franchise' },
  { name: 'book-collection', path: () => '/book-collection', heading: 'Book Collection' },
  { name: 'book-shipment', path: () => '/book-shipment', heading: 'Book Shipment' },
  { name: 'static-page', path: () => '/static-page?menu_id=NA==' },
  { name: 'news-details', path: (i) => `/news-details?news_id=${i.newsId}` },
  { name: 'career', path: () => '/career', heading: 'Career' },
  { name: 'career-details', path: (i) => `/career-details?career_id=${i.careerId}` },
  { name: 'about-us', path: () => '/about-us', heading: 'About Us' },
  { name: 'faq', path: () => '/faq', heading: 'FAQ' },
  { name: 'peoples', path: () => '/peoples', heading: 'Our People' },
  { name: 'order-tracking', path: () => '/order-tracking', heading: 'Order Tracking' },
  {
    name: 'order-tracking-awb',
    path: () => `/order-tracking?tracking_number=${DEMO_DELIVERED_AWB}`,
    heading: 'Order Tracking',
  },
  { name: 'multi-tracking', path: () => '/multi-tracking', heading: 'Multi Tracking' },
  {
    name: 'multi-tracking-awbs',
    path: () => `/multi-tracking?tracking_number=${DEMO_DELIVERED_AWB},${DEMO_UNKNOWN_AWB}`,
    heading: 'Multi Tracking',
  },
  { name: 'customer-login', path: () => '/customer-login', heading: 'Customer Login' },
  { name: 'not-found', path: () => '/no-such-page', heading: 'Page not found' },
];

/** Elements wider than the viewport (a page that scrolls sideways on a phone is broken). */
export function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth <= width) return [];
    // Right to left, content that spills does so past the left edge.
    const rtl = getComputedStyle(root).direction === 'rtl';
    return [...document.querySelectorAll('body *')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        const outside = rtl ? box.left < -1 : box.right > width + 1;
        return outside && getComputedStyle(el).position !== 'fixed';
      })
      .filter((el) => !el.closest('.leaflet-container, [aria-roledescription="carousel"], .swiper'))
      .slice(0, 3)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join('.')} left=${Math.round(el.getBoundingClientRect().left)} right=${Math.round(el.getBoundingClientRect().right)}`,
      );
  });
}

/**
 * Images decoded, web fonts ready and entrance animations (100 ms x index) finished: what a
 * screenshot needs. Polled on a timer, not on animation frames (see animationsFinished).
 */
export async function settled(page: Page): Promise<void> {
  // A full-page shot shows every picture, also those the page loads lazily (below the fold, the
  // sliders' other slides), which would otherwise load only when scrolled near.
  await page.evaluate(() => {
    for (const img of document.images) if (img.loading === 'lazy') img.loading = 'eager';
  });
  // Sliders are islands: until one hydrates, the server's markup shows each card a whole row wide.
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      [...document.images].every((img) => img.complete) &&
      [...document.querySelectorAll('.swiper')].every((el) =>
        el.classList.contains('swiper-initialized'),
      ),
    undefined,
    { polling: 100 },
  );
  await animationsFinished(page);
}

/**
 * Desktop first, then the same page narrowed to a phone: one load per route, two screenshots.
 * `check` runs at each width once the page has settled and been shot (axe, for one), so a page
 * that fails it still leaves its picture.
 */
export async function shootBothWidths(
  page: Page,
  name: string,
  check?: (page: Page) => Promise<void>,
): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await settled(page);
  await screenshot(page, name);
  await check?.(page);
  await page.setViewportSize(PHONE);
  // Resize listeners (slider items per view) have re-rendered once the phone layout shows.
  await page.waitForFunction((width) => window.innerWidth === width, PHONE.width, {
    polling: 100,
  });
  await settled(page);
  await screenshot(page, name);
  await check?.(page);
  expect(await horizontalOverflow(page), `${name} does not scroll sideways on a phone`).toEqual([]);
}
