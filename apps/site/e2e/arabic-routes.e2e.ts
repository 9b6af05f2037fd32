/**
 * Issue 15, the Arabic route audit: every route of spec section 2 (support/routes.ts, the list the
 * English pages journey walks) and every customer portal screen, loaded under /ar/ at 1280 and
 * 390 px. Each opens as `<html lang="ar" dir="rtl">` with its level-one heading, has no axe
 * violations at either width and does not scroll sideways on a phone; screenshots go to
 * out/screenshots/ar/<route>-<width>.png (portal screens to ar/portal/), to be looked at beside the
 * English ones for what is clipped, overlapping or not mirrored.
 *
 * The file sets the language itself (the /ar/ prefix), so it runs in one Playwright project only.
 */
import { MARKETING_FIGURES } from '@courier/domain/constants';
import { ar as uiAr } from '@courier/ui/i18n/ar';
import { portalAr } from '@courier/ui/i18n/portalAr';
import type { Page } from '@playwright/test';
import { pathIn } from '../src/i18n/pageLanguage.ts';
import { seededIds } from './support/apiData.ts';
import { axeViolations } from './support/axe.ts';
import { DESKTOP, expect, test } from './support/browser.ts';
import { bookShipment, DEMO, logIn } from './support/portal.ts';
import { ROUTES, type SeededIds, shootBothWidths } from './support/routes.ts';

let ids: SeededIds;
test.beforeAll(async () => {
  ids = await seededIds();
});

const arabic = (path: string) => pathIn('ar', path);

/** What every Arabic page must be at each width: right to left, in Arabic, and clean for axe. */
async function arabicAndAccessible(page: Page, name: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The server's markup is inert until it has hydrated, and axe skips inert content.
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  // Lists and details load after the first paint: axe judges the page as it ends up.
  await expect(page.getByRole('status').filter({ hasText: uiAr.common.loading })).toHaveCount(0);
  const width = page.viewportSize()?.width;
  // Soft: the other width is still checked and shot.
  expect.soft(await axeViolations(page), `${name} at ${width} px: axe`).toEqual([]);
}

test.describe('every route in Arabic at 1280 and 390 px', () => {
  for (const route of ROUTES) {
    test(route.name, async ({ page, errors }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(arabic(route.path(ids)));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await shootBothWidths(page, `ar/${route.name}`, (p) => arabicAndAccessible(p, route.name));
      expect(errors).toEqual([]);
    });
  }
});

/** Whether an element's text is drawn from left to right: its first character left of its last. */
const drawnLeftToRight = (element: Element): boolean => {
  const text = element.firstChild;
  if (!(text instanceof Text) || text.data.length < 2) return false;
  const range = document.createRange();
  range.setStart(text, 0);
  range.setEnd(text, 1);
  const first = range.getBoundingClientRect();
  range.setStart(text, text.data.length - 1);
  range.setEnd(text, text.data.length);
  return first.left < range.getBoundingClientRect().right;
};

test('home figures read as written: 1850+, not +1850', async ({ page }) => {
  await page.goto(arabic('/'));
  const figure = page.getByText(MARKETING_FIGURES.clients, { exact: true });
  await expect(figure).toBeVisible();
  expect(await figure.evaluate(drawnLeftToRight)).toBe(true);
});

test.describe('every customer portal screen in Arabic at 1280 and 390 px', () => {
  // Screens of the logged-in demo customer, with what shows once each is ready (Arabic words of
  // the portal catalogue).
  const screens: [name: string, path: string, ready: (page: Page) => Promise<void>][] = [
    [
      'create-shipment',
      '/create-shipment',
      (p) => expect(p.getByRole('form').first()).toBeVisible(),
    ],
    [
      'dashboard',
      '/my-account',
      (p) => expect(p.getByText(portalAr.dashboard.recent)).toBeVisible(),
    ],
    [
      'shipments',
      '/my-shipments',
      (p) => expect(p.getByRole('table', { name: portalAr.shipments.label })).toBeVisible(),
    ],
    [
      'address-book',
      '/address-book',
      (p) => expect(p.getByRole('heading', { name: portalAr.addresses.title })).toBeVisible(),
    ],
    [
      'collections',
      '/my-collections',
      (p) => expect(p.getByRole('heading', { name: portalAr.collections.title })).toBeVisible(),
    ],
    [
      'profile',
      '/my-profile',
      (p) => expect(p.getByRole('form', { name: portalAr.profile.passwordTitle })).toBeVisible(),
    ],
  ];

  test('portal screens', async ({ page, errors }) => {
    await logIn(page, DEMO.userId, DEMO.password);
    await page.waitForURL((url) => url.pathname.endsWith('/create-shipment'));
    for (const [name, path, ready] of screens) {
      await page.setViewportSize(DESKTOP);
      await page.goto(arabic(path));
      await ready(page);
      await shootBothWidths(page, `ar/portal/${name}`, (p) => arabicAndAccessible(p, name));
    }
    expect(errors).toEqual([]);
  });

  test('a shipment, and the collection and address forms opened', async ({ page, errors }) => {
    await logIn(page, DEMO.userId, DEMO.password);
    await page.waitForURL((url) => url.pathname.endsWith('/create-shipment'));
    // A shipment of the demo customer's (the portal journey's, or one booked now when run alone).
    await page.goto(arabic('/my-shipments'));
    const shipments = page.getByRole('table', { name: portalAr.shipments.label }).getByRole('link');
    await expect(page.getByRole('region', { name: portalAr.shipments.label })).toHaveAttribute(
      'aria-busy',
      'false',
    );
    if ((await shipments.count()) === 0) {
      await bookShipment(page, `AR-${Date.now().toString(36).toUpperCase()}`);
      await page.goto(arabic('/my-shipments'));
    }
    await shipments.first().click();
    await page.waitForURL((url) => url.pathname === arabic('/shipment-details'));
    await expect(page.getByRole('heading', { name: portalAr.detail.tracking })).toBeVisible();
    await shootBothWidths(page, 'ar/portal/shipment-details', (p) =>
      arabicAndAccessible(p, 'shipment-details'),
    );

    await page.setViewportSize(DESKTOP);
    await page.goto(arabic('/my-collections'));
    await page.getByRole('button', { name: portalAr.collections.book }).click();
    await expect(page.getByRole('heading', { name: portalAr.collections.bookTitle })).toBeVisible();
    await shootBothWidths(page, 'ar/portal/book-collection', (p) =>
      arabicAndAccessible(p, 'book collection'),
    );

    await page.setViewportSize(DESKTOP);
    await page.goto(arabic('/address-book'));
    await page.getByRole('button', { name: portalAr.addresses.add }).click();
    await expect(page.getByRole('form', { name: portalAr.addresses.formAdd })).toBeVisible();
    await shootBothWidths(page, 'ar/portal/address-form', (p) =>
      arabicAndAccessible(p, 'address form'),
    );
    expect(errors).toEqual([]);
  });
});
