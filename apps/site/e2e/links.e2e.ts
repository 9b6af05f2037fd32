/**
 * Every link on every route leads somewhere (no same-site link opens the
 * not-found page, external links stay absolute and open a new tab with rel="noopener"), and a
 * visitor who starts on the home page reaches all 28 routes of spec 2 through visible navigation.
 */
import type { Page } from '@playwright/test';
import { SPEC_ROUTES as ROUTES } from '../src/app/specRoutes.testData.ts';
import { languageOfPath, routePathOf } from '../src/i18n/pageLanguage.ts';
import { DEMO_DELIVERED_AWB, DEMO_IN_TRANSIT_AWB, seededIds } from './support/apiData.ts';
import { baseUrl, expect, openPage, test } from './support/browser.ts';

/** A demo shipment the API seeds (README): the home tracking boxes lead to the tracking routes. */
const DEMO_AWB = DEMO_DELIVERED_AWB;

let ids: Awaited<ReturnType<typeof seededIds>>;
test.beforeAll(async () => {
  ids = await seededIds();
});

interface FoundLink {
  href: string;
  target: string | null;
  rel: string | null;
  /** The language switch names the other language's page (hreflang). */
  hreflang: string | null;
  visible: boolean;
}

/**
 * Every <a href> of the page as written (not resolved), and whether a visitor can see it once
 * the page has settled. Cards enter with an animation from opacity 0 (entrance.ts): read the
 * moment the page arrives, a card's link counts as hidden whenever the machine is slow enough
 * that no frame has moved the animation on yet (the careers page's only card was missed so in a
 * CI run). So the finite animations are let finish first; the walk's pages prefer reduced motion,
 * which makes them 1 ms long.
 */
function linksOf(page: Page): Promise<FoundLink[]> {
  return page.evaluate(async () => {
    const ending = document
      .getAnimations()
      .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime))
      .map((a) => a.finished.catch(() => undefined));
    await Promise.race([Promise.all(ending), new Promise((r) => setTimeout(r, 5000))]);
    return [...document.querySelectorAll('a[href]')].map((a) => ({
      href: a.getAttribute('href') ?? '',
      target: a.getAttribute('target'),
      rel: a.getAttribute('rel'),
      hreflang: a.getAttribute('hreflang'),
      visible: (a as HTMLElement).checkVisibility({
        visibilityProperty: true,
        opacityProperty: true,
      }),
    }));
  });
}

/**
 * A page is ready when its heading is there and its data calls have settled (the links of lists
 * and sidebars arrive with them).
 */
async function loaded(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/**
 * A page as the server sends it, read with scripts off (`html`); or loaded and started in `page`
 * when the server's page is not complete: no heading (the booking forms that read the visitor's
 * session render in the browser only) or something still busy (a call that failed on the server,
 * such as an unknown id, which the browser asks again and then shows as not found). Answers the
 * page that shows it.
 *
 * The server renders every other page with its data (entry-server.tsx fetches the lists and
 * sidebars first) and the browser's first render must produce the same markup (a hydration
 * mismatch is a page error, which the journeys fail on), so these are the links a visitor gets.
 * Read this way a page costs no start-up and no wait for the network to fall idle: walking the
 * ~85 pages in the browser took 2-4 minutes per language, the e2e run's longest file.
 */
async function read(pages: { html: Page; page: Page }, path: string): Promise<Page> {
  await pages.html.goto(path, { waitUntil: 'domcontentloaded' });
  const complete =
    (await pages.html.getByRole('heading', { level: 1 }).count()) > 0 &&
    (await pages.html.locator('[aria-busy="true"]').count()) === 0;
  if (complete) return pages.html;
  await loaded(pages.page, path);
  return pages.page;
}

/**
 * The walks' two pages: `html` reads pages as the server sends them (scripts off, its own
 * context, closed after the test whatever its end), `page` starts those that need the browser.
 */
const walk = test.extend<{ pages: { html: Page; page: Page } }>({
  pages: async ({ browser, page }, use) => {
    const html = await openPage(browser, undefined, { javaScriptEnabled: false });
    await html.page.emulateMedia({ reducedMotion: 'reduce' });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await use({ html: html.page, page });
    await html.context.close();
  },
});

/** The route of a same-site URL in either language: /ar/faq and /faq are 'faq'. */
const routeOf = (url: URL) => routePathOf(url.pathname).replace(/^\/+|\/+$/g, '');

/**
 * The language switch links to the same page in the other language; language.e2e.ts follows it
 * and the other language's journeys walk those pages, so the walkers here stay in one language.
 */
const otherLanguage = (link: FoundLink, page: Page) =>
  link.hreflang !== null && link.hreflang !== languageOfPath(new URL(page.url()).pathname);

/** Same-site link target, or undefined for another site, mail, phone or a pure #anchor. */
function sameSite(href: string, from: string): URL | undefined {
  if (/^(mailto|tel):/i.test(href) || href.startsWith('#')) return undefined;
  const url = new URL(href, new URL(from, baseUrl()));
  return url.origin === new URL(baseUrl()).origin ? url : undefined;
}

const startPaths = () => [
  '/',
  ...ROUTES.filter((r) => r !== '' && r !== 'create-shipment').map((r) => `/${r}`),
  `/service-single?service_id=${ids.serviceId}`,
  `/blog-single?blog_id=${ids.blogId}`,
  `/blog-by-category?blog_cat_id=${ids.blogCategoryId}`,
  `/blog-by-tag?blog_tag_id=${ids.blogTagId}`,
  '/blog-search?search_key_word=shipping',
  `/member-details?member_id=${ids.memberId}`,
  '/static-page?menu_id=NA==',
  `/news-details?news_id=${ids.newsId}`,
  `/career-details?career_id=${ids.careerId}`,
  `/order-tracking?tracking_number=${DEMO_AWB}`,
  `/multi-tracking?tracking_number=${DEMO_AWB}`,
];

test.describe('links', () => {
  walk(
    'no link on any route leads to the not-found page; external links are absolute, new tab, noopener',
    async ({ pages, errors, request, w }) => {
      const targets = new Map<string, string>(); // same-site target -> first page that links it
      const problems: string[] = [];
      for (const path of startPaths().map(w.path)) {
        const shown = await read(pages, path);
        for (const link of await linksOf(shown)) {
          if (otherLanguage(link, shown)) continue;
          if (/^\/*https?:/i.test(link.href) && !/^https?:\/\//i.test(link.href))
            problems.push(`${path}: external link made a site path: ${link.href}`);
          const url = sameSite(link.href, path);
          if (!url) {
            if (/^https?:\/\//i.test(link.href)) {
              if (link.target !== '_blank')
                problems.push(`${path}: ${link.href} does not open a new tab`);
              if (!(link.rel ?? '').split(/\s+/).includes('noopener'))
                problems.push(`${path}: ${link.href} has no rel="noopener"`);
            }
            continue;
          }
          // The site's own pages link to pages of their language (files have one address).
          const file = /\.[a-z0-9]+$/i.test(url.pathname);
          if (!file && languageOfPath(url.pathname) !== w.language)
            problems.push(`${path}: ${link.href} leaves the page's language`);
          const key = `${url.pathname}${url.search}`;
          if (!targets.has(key)) targets.set(key, path);
        }
      }
      // Every same-site target: a file must answer 200, a route must not show the not-found page.
      for (const [target, from] of targets) {
        const route = routeOf(new URL(target, baseUrl()));
        if (/\.[a-z0-9]+$/i.test(route)) {
          const response = await request.get(target);
          if (response.status() !== 200)
            problems.push(`${from}: ${target} answers ${response.status()}`);
          continue;
        }
        if (!(ROUTES as readonly string[]).includes(route)) {
          problems.push(`${from}: ${target} is no route of the site (not-found page)`);
          continue;
        }
        // A route without parameters always renders; one with an id must find what it names.
        if (!target.includes('?')) continue;
        const shown = await read(pages, target);
        const notFound = shown.getByRole('heading', { level: 1, name: w.site.notFound.title });
        if ((await notFound.count()) > 0) {
          problems.push(`${from}: ${target} shows the not-found page`);
        }
      }
      expect(problems).toEqual([]);
      expect(targets.size, 'same-site links walked').toBeGreaterThan(40);
      expect(errors).toEqual([]);
    },
  );

  walk(
    'a visitor reaches all 28 routes from home through visible navigation',
    async ({ pages, page, w }) => {
      const reached = new Set<string>(['']);
      const visitedRoutes = new Set<string>();
      const queue = [w.path('/')];
      while (queue.length > 0) {
        const path = queue.shift()!;
        const route = routeOf(new URL(path, baseUrl()));
        if (visitedRoutes.has(route)) continue;
        visitedRoutes.add(route);
        const shown = await read(pages, path);
        // A page that redirected (create-shipment -> customer-login) counts where it landed.
        reached.add(routeOf(new URL(shown.url())));
        for (const link of await linksOf(shown)) {
          if (!link.visible || otherLanguage(link, shown)) continue;
          const url = sameSite(link.href, path);
          if (!url) continue;
          const next = routeOf(url);
          if (!(ROUTES as readonly string[]).includes(next)) continue;
          reached.add(next);
          if (!visitedRoutes.has(next)) queue.push(`${url.pathname}${url.search}`);
        }
      }
      // The tracking routes are reached the way a visitor does: the home page's tracking boxes.
      const { tracking } = w.ui;
      await loaded(page, w.path('/'));
      const single = page.getByRole('search', { name: tracking.label, exact: true });
      await single.getByRole('textbox').fill(DEMO_AWB);
      await single.getByRole('button', { name: tracking.track, exact: true }).click();
      await expect(page).toHaveURL((url) => w.isAt(url, '/order-tracking'));
      reached.add('order-tracking');
      await loaded(page, w.path('/'));
      const multiple = page
        .getByRole('search', { name: tracking.multipleLabel, exact: true })
        .getByRole('textbox');
      await multiple.fill(`${DEMO_AWB}, ${DEMO_IN_TRANSIT_AWB}`);
      await multiple.press('Enter');
      await expect(page).toHaveURL((url) => w.isAt(url, '/multi-tracking'));
      reached.add('multi-tracking');
      // Blog search is a form on a post, as spec 2 describes.
      await loaded(page, w.path(`/blog-single?blog_id=${ids.blogId}`));
      const search = w.site.buttons.search;
      await page.getByRole('searchbox', { name: search }).fill('shipping');
      await page.getByRole('search').getByRole('button', { name: search }).click();
      await expect(page).toHaveURL((url) => w.isAt(url, '/blog-search'));
      reached.add('blog-search');

      const missing = ROUTES.filter((r) => !reached.has(r));
      expect(missing, `reached ${reached.size} of ${ROUTES.length} routes`).toEqual([]);
    },
  );
});
