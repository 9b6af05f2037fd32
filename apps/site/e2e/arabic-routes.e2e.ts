/**
 * The Arabic route audit: every route of spec section 2 (support/routes.ts, the list the
 * English pages journey walks) and every customer portal screen, loaded under /ar/ at 1280 and
 * 390 px. Each opens as `<html lang="ar" dir="rtl">` with its level-one heading, has no axe
 * violations at either width and does not scroll sideways on a phone; screenshots go to
 * out/screenshots/ar/<route>-<width>.png (portal screens to ar/portal/), to be looked at beside the
 * English ones for what is clipped, overlapping or not mirrored.
 *
 * The file sets the language itself (the /ar/ prefix), so it runs in one Playwright project only.
 */
import { HOME_COUNTER_ROWS } from '@courier/demo-data/content/company';
import { DEMO_CUSTOMER } from '@courier/demo-data/customers';
import { MARKETING_FIGURES } from '@courier/domain/constants';
import { formatNumber } from '@courier/domain/formats';
import { ar as uiAr } from '@courier/ui/i18n/ar';
import { portalAr } from '@courier/ui/i18n/portalAr';
import { ar as siteAr } from '../src/i18n/ar.ts';
import { bulkAr } from '../src/i18n/bulkAr.ts';
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
  expect.soft(await rawData(page), `${name} at ${width} px: raw data`).toEqual([]);
}

/**
 * What a reader of an Arabic page must not find: a field whose value is a bare '-', a demo
 * number ('DEMO-SHP-0001'), or Kuwait's places by their English reference names ('Kuwait City,
 * 13001, Kuwait'). Names people typed, brands and e-mail addresses stay as written.
 */
async function rawData(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const dd of document.querySelectorAll('dd'))
      if (dd.textContent?.trim() === '-')
        found.push(`'-' for ${dd.previousElementSibling?.textContent?.trim() ?? '?'}`);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (/\bDEMO-/.test(text)) found.push(text);
      if (/(^|,\s*)(Kuwait|Kuwait City|Capital|Salmiya|Sharq)$/.test(text)) found.push(text);
    }
    return found;
  });
}

test.describe('every route in Arabic at 1280 and 390 px', () => {
  for (const route of ROUTES) {
    test(route.name, async ({ page, errors }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(arabic(route.path(ids)));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // The counters count up once seen: the shot shows them counted, as a visitor reads them.
      if (route.name === 'home') await countersCounted(page);
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

/** The home's counters scrolled into view and counted up to the seeded figures, in Arabic. */
async function countersCounted(page: Page): Promise<void> {
  const network = page.getByRole('region', { name: uiAr.counters.title, exact: true });
  await network.evaluate((section) => section.scrollIntoView({ block: 'center' }));
  await expect(network.locator('[data-testid^="counter-"]')).toHaveText(
    HOME_COUNTER_ROWS.map((c) => formatNumber(Number(c.value), 'ar')),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
}

test('the home counters count up to their figures under Arabic labels; the hero art is mirrored', async ({
  page,
}) => {
  await page.goto(arabic('/'));
  await countersCounted(page);
  const network = page.getByRole('region', { name: uiAr.counters.title, exact: true });
  for (const row of HOME_COUNTER_ROWS)
    await expect(network.getByText(row.labelAr, { exact: true })).toBeVisible();
  // The drawn slide's subject sits on the end side, away from the heading and the tracking box.
  const slide = page.locator('[aria-roledescription="carousel"] img').first();
  // Tailwind's -scale-x-100 sets the scale property, not transform.
  expect(await slide.evaluate((img) => getComputedStyle(img).scale)).toBe('-1 1');
});

test('the public booking starts its sender in Kuwait, named as the Arabic list names it', async ({
  page,
}) => {
  await page.goto(arabic('/book-shipment'));
  const form = page.getByRole('form', { name: uiAr.wizard.senderReceiverForm });
  await expect(
    form.getByRole('combobox', { name: uiAr.wizard.sender_country, exact: true }),
  ).toHaveValue('الكويت');
});

test('home figures read as written: 1850+, not +1850', async ({ page }) => {
  await page.goto(arabic('/'));
  const figure = page.getByText(MARKETING_FIGURES.clients, { exact: true });
  await expect(figure).toBeVisible();
  expect(await figure.evaluate(drawnLeftToRight)).toBe(true);
});

test('the home estimate reads its working days in Arabic words', async ({ page }) => {
  await page.goto(arabic('/'));
  // '6 to 7' is typed in the back office; inside the Arabic sentence it reads '6 إلى 7'.
  await expect(page.getByText(/خلال 6\sإلى\s7 أيام عمل/)).toBeVisible();
  await expect(page.getByText(/6 to 7/)).toHaveCount(0);
});

test('the portal names places in Arabic and offers its export with no dates chosen', async ({
  page,
  errors,
}) => {
  await logIn(page, DEMO.userId, DEMO.password);
  await page.waitForURL((url) => url.pathname.endsWith('/create-shipment'));
  await page.goto(arabic('/my-shipments'));
  const table = page.getByRole('table', { name: portalAr.shipments.label });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  // The demo customer ships to India, the Emirates, Saudi Arabia...: their Arabic names.
  await expect(table.getByText(/الهند/).first()).toBeVisible();
  await expect(table.getByText(/\bIndia\b/)).toHaveCount(0);
  const exportLink = page.getByRole('link', { name: portalAr.shipments.exportCsv });
  await expect(exportLink).toHaveAttribute('href', /export\?from=\d{4}-\d\d-\d\d&to=/);
  // The last year is a range the export takes: it answers the spreadsheet.
  const csv = await page.request.get((await exportLink.getAttribute('href')) ?? '');
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain('70026000');
  await expect(page.getByText(portalAr.shipments.exportLastYear)).toBeVisible();
  // A shipment's history: statuses, remarks and Kuwaiti places in Arabic.
  const delivered = table.getByRole('row').filter({ hasText: portalAr.status.delivered });
  await delivered.first().getByRole('link').first().click();
  await page.waitForURL((url) => url.pathname === arabic('/shipment-details'));
  const history = page.getByRole('table', { name: uiAr.history.caption });
  await expect(history).toContainText('الكويت');
  await expect(history).not.toContainText('Shipment booked');
  await expect(history).not.toContainText('Kuwait');
  // The service by its Arabic name (the carrier's list names it in English).
  const service = page
    .locator('dt')
    .filter({ hasText: new RegExp(`^${portalAr.detail.service}$`) })
    .locator('+ dd');
  await expect(service).toHaveText(/\p{Script=Arabic}/u);
  // Its booking's cities and countries too ('Kuwait City, 13001, Kuwait' was English).
  await expect(page.getByText(/الكويت/).first()).toBeVisible();

  // The profile's city and area: Kuwait's names in Arabic, saved back as they were stored.
  await page.goto(arabic('/my-profile'));
  const city = page.getByRole('textbox', { name: portalAr.profile.CITY });
  await expect(city).toHaveValue('مدينة الكويت');
  await expect(page.getByRole('textbox', { name: portalAr.profile.Location_Area })).toHaveValue(
    'العاصمة',
  );
  await page.getByRole('button', { name: portalAr.profile.save }).click();
  await expect(page.getByText(siteAr.portal.profileSaved)).toBeVisible();
  const profile = await page.request.get('/api/website/portal_profile');
  expect((await profile.json()).profile).toMatchObject({
    CITY: DEMO_CUSTOMER.profile.CITY,
    Location_Area: DEMO_CUSTOMER.profile.Location_Area,
  });
  expect(errors).toEqual([]);
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
    [
      'api-keys',
      '/api-keys',
      (p) => expect(p.getByRole('heading', { level: 1, name: portalAr.nav.apiKeys })).toBeVisible(),
    ],
    [
      'webhooks',
      '/webhooks',
      (p) =>
        expect(p.getByRole('heading', { level: 1, name: portalAr.nav.webhooks })).toBeVisible(),
    ],
    [
      'account-users',
      '/account-users',
      (p) => expect(p.getByRole('table', { name: siteAr.accountUsers.usersHeading })).toBeVisible(),
    ],
    [
      'bulk-upload',
      '/bulk-upload',
      (p) => expect(p.getByRole('heading', { level: 2, name: bulkAr.fileTitle })).toBeVisible(),
    ],
  ];

  test('portal screens', async ({ page, errors }) => {
    // Every portal screen at two widths with axe: past the default time on a busy machine.
    test.slow();
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
