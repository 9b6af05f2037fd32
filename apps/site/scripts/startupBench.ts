/**
 * `pnpm bench:startup --base=<dir> [--routes=/,/check-rate] [--runs=6]`: how much the main thread
 * is blocked while pages start, this build (apps/site/dist, or SITE_DIR) against another build of
 * the site (`--base`, a `dist-<name>` folder in apps/site), both measured in the same run (one
 * machine load for both).
 *
 * Why beside Lighthouse: `pnpm test:perf` reads Lighthouse's simulated total blocking time, which
 * on this shared machine moves by a factor of three from one hour to the next for the same build
 * (docs/performance.md), so a change cannot be judged from it. Here both builds are served at once, each by
 * its own product process on a fresh database, and loaded in turn, the same number of times,
 * in a mobile viewport with devtools' 4x CPU throttling: a slow moment hits both alike. Each load
 * sums what every long task after the first contentful paint lasts over 50 ms (the browser's own
 * long-task timings, through the page's load and 5 s after it); the table shows the median per
 * build, every load, and this build's median as a share of the base's.
 */
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { recordLongTasks } from './longTasks.ts';
import { startProduct, type RunningProduct } from './productServer.ts';
import { printTextTable } from './textTable.ts';

const args = process.argv.slice(2);
const option = (name: string) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(`--${name}=`.length);

const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const QUIET_AFTER_LOAD_MS = 5000;

type Browser = Awaited<ReturnType<typeof chromium.launch>>;

/** One load in a fresh context (no cache): blocking time after the first contentful paint, ms. */
async function blockingTime(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordLongTasks);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(QUIET_AFTER_LOAD_MS);
    return await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const tasks = (window as unknown as { longTasks: [number, number][] }).longTasks;
      return Math.round(
        tasks
          .filter(([start]) => start >= fcp)
          .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
      );
    });
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[(values.length - 1) >> 1]!;

async function main(): Promise<number> {
  const baseDir = option('base');
  if (!baseDir) {
    console.error('usage: pnpm bench:startup --base=<site build> [--routes=/,/blog] [--runs=6]');
    return 2;
  }
  const routes = (option('routes') ?? '/,/check-rate,/book-shipment,/contact-us').split(',');
  const runs = Math.max(1, Number(option('runs') ?? 6) || 1);
  const servers: Record<'this build' | 'base', RunningProduct | undefined> = {
    'this build': undefined,
    base: undefined,
  };
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    servers['this build'] = await startProduct();
    // Relative to where the command was typed (pnpm runs the script in apps/site).
    servers.base = await startProduct({
      siteDir: resolve(process.env.INIT_CWD ?? process.cwd(), baseDir),
    });
    const rows: string[][] = [];
    for (const route of routes) {
      const measured = { 'this build': [] as number[], base: [] as number[] };
      // Rendered once by each server first: measured as most visitors get a page, from the cache.
      for (const server of Object.values(servers)) await fetch(`${server!.base}${route}`);
      for (let run = 0; run < runs; run++) {
        // In turn, the first one alternating, so neither build always loads right after the other.
        const order =
          run % 2 === 0 ? (['this build', 'base'] as const) : (['base', 'this build'] as const);
        for (const name of order)
          measured[name].push(await blockingTime(browser, `${servers[name]!.base}${route}`));
      }
      const ours = median(measured['this build']);
      const theirs = median(measured.base);
      rows.push([
        route,
        String(ours),
        String(theirs),
        theirs > 0 ? `${Math.round((100 * ours) / theirs)} %` : '-',
        measured['this build'].join('/'),
        measured.base.join('/'),
      ]);
      console.log(`bench:startup: ${route} done`);
    }
    const header = ['route', 'this build ms', 'base ms', 'share', 'this build runs', 'base runs'];
    printTextTable(header, rows);
    console.log(
      `blocking time after the first contentful paint, median of ${runs} loads per build; ` +
        `share = this build / base (below 100 % is less blocking)`,
    );
    return 0;
  } finally {
    await browser.close();
    for (const server of Object.values(servers)) server?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
