import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { connectBrowser, E2E_ENV, repoRoot } from '../harness.ts';

export const baseUrl = (): string => {
  const url = process.env[E2E_ENV.baseUrl];
  if (!url) throw new Error('E2E_BASE_URL is not set: run the journeys with `pnpm test:e2e`');
  return url;
};

/** out/ at the repo root is git-ignored; CI keeps it as an artifact. */
export const screenshotDir = process.env.E2E_SCREENSHOT_DIR ?? resolve(repoRoot, 'out/screenshots');

/** The run's shared Chromium (see harness.ts). */
export const launchBrowser = connectBrowser;

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** Pages whose test ended before closing them: a failure, kept as a screenshot for CI. */
const leftovers = new Set<Page>();

/** End of a journey file: screenshots of pages a failed test left open, then the browser goes. */
export async function finish(browser: Browser): Promise<void> {
  for (const page of leftovers) {
    const name = `failure-${new URL(page.url()).pathname.replace(/\W+/g, '-') || 'blank'}-${Date.now()}`;
    await page.screenshot({ path: resolve(screenshotDir, '..', 'e2e-failures', `${name}.png`), fullPage: true }).catch(() => undefined);
    console.log(`A failed journey left ${page.url()} open: out/e2e-failures/${name}.png`);
  }
  await browser.close();
}

/**
 * A fresh context (own cookies and storage). Page errors and console errors are collected so a
 * journey can assert the page ran clean; requests to other hosts (map tiles) are cut off.
 */
export async function openPage(browser: Browser, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport, acceptDownloads: true });
  const base = new URL(baseUrl());
  await context.route(
    (url) => url.host !== base.host,
    (route) => route.abort(),
  );
  const page = await context.newPage();
  leftovers.add(page);
  context.on('close', () => leftovers.delete(page));
  page.setDefaultTimeout(15_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return { context, page, errors };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: resolve(screenshotDir, `${name}-${width}.png`), fullPage: true });
}
