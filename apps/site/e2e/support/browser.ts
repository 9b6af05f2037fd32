import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Language } from '@courier/domain/language';
import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { languageNow, wordsIn, type PageWords } from './words.ts';

import { repoRoot, screenshotDir } from './screenshotDir.ts';

export { repoRoot, screenshotDir };

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** The base URL of the run's API (playwright.config.ts `use.baseURL`). */
export const baseUrl = (): string => {
  const url = base.info().project.use.baseURL;
  if (!url) throw new Error('No baseURL: run the journeys with `pnpm test:e2e`');
  return url;
};

/** Requests to other hosts (map tiles, the embedded map) are cut off: no network is needed. */
async function sameSiteOnly(context: BrowserContext, baseURL: string): Promise<void> {
  const host = new URL(baseURL).host;
  await context.route(
    (url) => url.host !== host,
    (route) => route.abort(),
  );
}

/** Collects uncaught page errors, so a journey can check that the page ran clean. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** The address and the accessibility tree of the page, cut to what a log can hold. */
async function pageAtFailure(page: Page): Promise<string> {
  const snapshot = await page
    .locator('body')
    .ariaSnapshot({ timeout: 5_000 })
    .catch((error: unknown) => `(no snapshot: ${String(error)})`);
  return `page at failure: ${page.url()}\n${snapshot.slice(0, 6_000)}`;
}

/**
 * The journeys' test: Playwright's, with the page's uncaught errors in `errors` and requests to
 * other hosts cut off; `language` is the project's (playwright.config.ts: `en` and `ar` run the
 * same journeys) and `w` its words and paths (support/words.ts).
 */
export const test = base.extend<{ errors: string[]; w: PageWords }, { language: Language }>({
  language: ['en', { option: true, scope: 'worker' }],
  w: async ({ language }, use) => {
    await use(wordsIn(language));
  },
  context: async ({ context, baseURL }, use) => {
    await sameSiteOnly(context, baseURL!);
    await use(context);
  },
  errors: async ({ page }, use, testInfo) => {
    await use(collectErrors(page));
    // CI keeps only its log: a failed journey prints where it was and what the page showed.
    if (testInfo.status !== testInfo.expectedStatus && !page.isClosed())
      console.log(await pageAtFailure(page));
  },
});
export { expect } from '@playwright/test';

/**
 * A second context of its own (another viewport, another visitor) with the same rules;
 * `javaScriptEnabled: false` reads pages as the server sends them.
 */
export async function openPage(
  browser: Browser,
  viewport = DESKTOP,
  { javaScriptEnabled = true }: { javaScriptEnabled?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport,
    acceptDownloads: true,
    javaScriptEnabled,
  });
  await sameSiteOnly(context, baseUrl());
  const page = await context.newPage();
  return { context, page, errors: collectErrors(page) };
}

/**
 * A full-page screenshot `<name>-<width>.png`; an Arabic journey's go under `ar/`, unless
 * `bothLanguages` (the name then says its language, and both languages share one folder).
 */
export async function screenshot(
  page: Page,
  name: string,
  { bothLanguages = false }: { bothLanguages?: boolean } = {},
): Promise<void> {
  // CI reads only the log: its run skips the pictures (full-page PNGs of long pages at two widths
  // are minutes of CPU on two cores) and keeps every check made around them.
  if (process.env.E2E_SCREENSHOTS === 'off') return;
  const width = page.viewportSize()?.width ?? 0;
  const folder = languageNow() === 'ar' && !bothLanguages && !name.startsWith('ar/') ? 'ar/' : '';
  const path = resolve(screenshotDir, `${folder}${name}-${width}.png`);
  mkdirSync(dirname(path), { recursive: true });
  // A screenshot waits for the compositor's next frame. On a loaded CI machine headless Chromium
  // has stalled there (seen once in ~300 shots, with two suites running at once): the page is
  // brought to the front, which makes Chromium draw it again, and the shot is taken once more.
  // What the page shows was already asserted; only the picture is retried.
  const shoot = () =>
    page.screenshot({ path, fullPage: true, animations: 'disabled', timeout: 20_000 });
  try {
    await shoot();
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'TimeoutError') throw error;
    await page.bringToFront();
    await shoot();
  }
}
