import { HOME_COUNTER_ROWS } from '@courier/demo-data/content/company';
import { MESSAGES } from '@courier/domain/messages';
import { routeMetaOf } from '../src/seo/routeMeta.ts';
import type { Page } from '@playwright/test';
import { seededIds } from './support/apiData.ts';
import { DESKTOP, expect, PHONE, test } from './support/browser.ts';
import { DEMO, logIn } from './support/portal.ts';
import { ROUTES, shootBothWidths } from './support/routes.ts';

let ids: Awaited<ReturnType<typeof seededIds>>;
test.beforeAll(async () => {
  ids = await seededIds();
});

/**
 * Spec 4: the home counters count up from zero once fully in view, to the seeded counters (content
 * management: figures of kind 'counter' in the back office; the demo seed starts from the spec's numbers).
 */
async function countersCountUp(page: Page): Promise<void> {
  const counters = page.locator('[data-testid^="counter-"]');
  await expect(counters, 'counters wait below the fold').toHaveText(
    HOME_COUNTER_ROWS.map(() => '0'),
  );
  await page
    .getByRole('region', { name: 'Our Network', exact: true })
    .evaluate((section) => section.scrollIntoView({ block: 'center' }));
  await expect(counters).toHaveText(
    HOME_COUNTER_ROWS.map((c) => Number(c.value).toLocaleString('en-US')),
  );
  await expect(
    page
      .getByRole('region', { name: 'Our Network', exact: true })
      .getByText(HOME_COUNTER_ROWS[0]!.label, { exact: true }),
  ).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
}

test.describe(`every page at ${DESKTOP.width} and ${PHONE.width} px`, () => {
  // arabic-routes.e2e.ts loads every route and the logged-in create-shipment under /ar/ (heading,
  // right to left, axe, no sideways scrolling, screenshots in ar/): the same walk again here would
  // only repeat it.
  test.skip(({ language }) => language === 'ar', 'arabic-routes.e2e.ts walks the Arabic routes');

  // One test per route, each loaded once (a deep link, so the production server renders it) and
  // shot at both widths.
  for (const route of ROUTES) {
    test(route.name, async ({ page, errors }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(route.path(ids));
      const heading = page.getByRole('heading', { level: 1 }).first();
      await expect(heading).toBeVisible();
      if (route.heading) await expect(heading, `${route.name} heading`).toHaveText(route.heading);
      if (route.name === 'home') await countersCountUp(page);
      await shootBothWidths(page, route.name);
      expect(errors).toEqual([]);
    });
  }

  // create-shipment is for a logged-in customer: log in as the demo customer first.
  test('create-shipment', async ({ page, errors, w }) => {
    await page.setViewportSize(DESKTOP);
    await logIn(page, DEMO.userId, DEMO.password);
    await page.waitForURL((url) => w.isAt(url, '/create-shipment'));
    await expect(page.getByRole('form', { name: w.ui.wizard.senderReceiverForm })).toBeVisible();
    await shootBothWidths(page, 'create-shipment');
    expect(errors).toEqual([]);
  });
});

test.describe('sidebars', () => {
  test('highlight the first item after 500 ms, then the clicked one (service-single, news-details)', async ({
    page,
    errors,
    w,
  }) => {
    for (const [path, name] of [
      [`/service-single?service_id=${ids.serviceId}`, w.ui.sidebar.services],
      [`/news-details?news_id=${ids.newsId}`, w.ui.sidebar.news],
    ] as const) {
      await page.goto(w.path(path));
      const sidebar = page.getByRole('navigation', { name, exact: true });
      const links = sidebar.getByRole('link');
      // The spec's delayed highlight is visual (data-highlighted); aria-current marks only the
      // item whose page is shown.
      await expect(links.first()).toHaveAttribute('data-highlighted');
      const third = links.nth(2);
      const title = ((await third.textContent()) ?? '').trim();
      await third.click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(sidebar.getByRole('link', { name: title })).toHaveAttribute('data-highlighted');
      await expect(
        sidebar.locator('[data-highlighted]'),
        `${name}: one item highlighted`,
      ).toHaveCount(1);
      await expect(sidebar.getByRole('link', { name: title })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(
        sidebar.locator('[aria-current="page"]'),
        `${name}: one current page`,
      ).toHaveCount(1);
    }
    expect(errors).toEqual([]);
  });
});

test.describe('titles and meta', () => {
  test('sets the home title, description and keywords about an international courier service in Kuwait', async ({
    page,
    w,
  }) => {
    // The site catalogue's route meta (English: 'International Courier Service in Kuwait | ...').
    const home = routeMetaOf(w.site.meta, '');
    await page.goto(w.path('/'));
    await expect(page).toHaveTitle(home.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      home.description,
    );
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', home.keywords!);
    await page.goto(w.path('/faq'));
    await expect(page.getByRole('heading', { level: 1, name: w.site.pages.faq })).toBeVisible();
    await expect(page).toHaveTitle(routeMetaOf(w.site.meta, 'faq').title);
    await expect(page.locator('meta[name="keywords"]')).toHaveCount(0);
    // The production build ships no mock service worker: the path is not a script.
    const worker = await page.request.get('/mockServiceWorker.js');
    expect(worker.headers()['content-type'] ?? '').not.toMatch(/javascript/);
    expect(await worker.text()).not.toContain('INTEGRITY_CHECKSUM');
  });
});

test.describe('missing parameters', () => {
  const cases = [
    ['/service-single', '/blog'],
    ['/service-single?service_id=', '/blog'],
    ['/member-details', '/team'],
    ['/blog-by-category', '/blog'],
    ['/blog-by-tag', '/blog'],
    ['/blog-search', '/blog'],
    ['/blog-single?blog_id=', '/blog'],
    ['/static-page', '/'],
    ['/news-details', '/'],
    ['/career-details', '/career'],
    ['/create-shipment', '/customer-login'],
  ] as const;
  test('redirect as spec section 2 says', async ({ page, w }) => {
    for (const [from, to] of cases) {
      await page.goto(w.path(from));
      await page.waitForURL((url) => w.isAt(url, to), { timeout: 10_000 });
    }
  });

  test('order-tracking without a number says Something went wrong.; multi-tracking toasts Somthing went wrong.', async ({
    page,
    w,
  }) => {
    await page.goto(w.path('/order-tracking'));
    await expect(
      page.getByText(
        w.msg(() => MESSAGES.orderTrackingMissingNumber),
        { exact: true },
      ),
    ).toBeVisible();
    await page.goto(w.path('/multi-tracking'));
    await expect(
      page.getByText(
        w.msg(() => MESSAGES.multiTrackingMissingNumber),
        { exact: true },
      ),
    ).toBeVisible();
  });
});
