/**
 * `pnpm test:e2e`: the journeys in e2e/*.e2e.ts against the production build (apps/site/dist,
 * `pnpm build` first) served by the real API on a fresh embedded database. See e2e/README.md.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Language } from '@courier/domain/language';
import { defineConfig } from '@playwright/test';
import { freePort, portRange } from './e2e/support/freePort.ts';

/** E2E_TRACE, else none under CI and a trace of each failed journey elsewhere. */
const traceMode = () =>
  (process.env.E2E_TRACE ?? (process.env.CI ? 'off' : 'retain-on-failure')) as
    'off' | 'on' | 'retain-on-failure';

const repoRoot = resolve(import.meta.dirname, '../..');
const siteDir = process.env.SITE_DIR || resolve(repoRoot, 'apps/site/dist');
if (!existsSync(resolve(siteDir, 'index.html'))) {
  throw new Error(`No built site at ${siteDir}: run \`pnpm build\` first.`);
}

// The config is evaluated again in every worker: the first evaluation chooses a free port and
// hands it on through the environment. A random start in the range keeps parallel runs of other
// worktrees (which scan from 3200) off it.
process.env.E2E_PORT ||= String(await freePort(...portRange(process.env.E2E_PORTS, [3300, 3399])));
const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;

/**
 * Files that run in one language only. language.e2e.ts starts in Arabic and switches to English
 * itself; arabic-routes.e2e.ts audits every route under /ar/ (axe, screenshots). Running them in
 * both projects would repeat the same steps.
 */
const ARABIC_ONLY = /(language|arabic-routes)\.e2e\.ts$/;

/**
 * E2E_LANGUAGES=split (what `pnpm test`, and so CI, sets): each journey file runs in one language,
 * not both. The files below run in Arabic, the rest in English, beside the Arabic-only audit
 * of every route; together they are every journey once, in about half the time of both
 * languages (which `pnpm test:e2e` alone still runs). The Arabic share is what an Arabic reader
 * does most (booking, paying, tracking, collections, accounts) and leans light, because the
 * route audit is the longest file of all.
 */
const ARABIC_SHARE = new RegExp(
  `(^|/)(${[
    'account-users',
    'booking',
    'booking-service-and-currency',
    'collection',
    'customer',
    'delivery',
    'payment',
    'reference-names',
    'tracking',
    'wizardCrashes',
  ].join('|')})\\.e2e\\.ts$`,
);
const split = process.env.E2E_LANGUAGES === 'split';

export default defineConfig<{ language: Language }>({
  testDir: 'e2e',
  testMatch: '*.e2e.ts',
  // Journeys share one server and one database; two cores are busy enough with one browser.
  workers: 1,
  fullyParallel: false,
  // Flakiness must show, not be retried away.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 120_000,
  expect: { timeout: 15_000 },
  outputDir: process.env.E2E_OUTPUT_DIR || resolve(repoRoot, 'out/e2e-results'),
  reporter: [
    ['list'],
    [
      'html',
      {
        outputFolder: process.env.E2E_REPORT_DIR || resolve(repoRoot, 'out/e2e-report'),
        open: 'never',
      },
    ],
  ],
  use: {
    baseURL,
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // Recording a trace of every journey (kept only when it fails) cost about a fifth of the
    // run's CPU (forms + rates: 92 -> 76 s with it off). CI, whose files nobody opens, records
    // none: its log has the error, the page's accessibility snapshot and a screenshot.
    // E2E_TRACE=retain-on-failure (or on) records them there too.
    trace: traceMode(),
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  // Every journey twice, the same steps with the words of its language (support/words.ts): `en`
  // asserts the spec's exact English, `ar` the Arabic catalogues' words under /ar/.
  // `pnpm test:e2e --project ar` runs one language.
  projects: [
    {
      name: 'en',
      use: { language: 'en' },
      testIgnore: split ? [ARABIC_ONLY, ARABIC_SHARE] : ARABIC_ONLY,
    },
    {
      name: 'ar',
      use: { language: 'ar' },
      testMatch: split ? [ARABIC_ONLY, ARABIC_SHARE] : '*.e2e.ts',
    },
  ],
  webServer: {
    // node runs the API itself (tsx as a loader), so the stop signal reaches the server; the
    // wrapper gives it a fresh temporary DATA_DIR and removes it afterwards.
    command: `${JSON.stringify(process.execPath)} --import tsx ../site/e2e/support/apiServer.ts`,
    cwd: resolve(repoRoot, 'apps/api'),
    url: `${baseURL}/healthz`,
    // A server already on the port would be tested instead of a fresh one: refuse.
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      SITE_DIR: siteDir,
      LOG_LEVEL: process.env.E2E_API_LOG_LEVEL || 'warn',
      // Every journey comes from 127.0.0.1, so the per-address limits (apps/api
      // src/http/rateLimits.ts) would count the whole suite as one visitor and answer 429 halfway
      // through (a run loads every route and lists, tracks and books many times; repeat runs
      // multiply it). Generous, not 0: the limiter still runs on every call as in production.
      RATE_LIMIT_BOOKINGS_PER_HOUR: '100000',
      RATE_LIMIT_PAYMENTS_PER_HOUR: '100000',
      RATE_LIMIT_ENQUIRIES_PER_HOUR: '100000',
      RATE_LIMIT_TRACKING_PER_MINUTE: '100000',
      RATE_LIMIT_OTHER_PER_MINUTE: '100000',
      UPLOAD_BYTES_PER_HOUR: String(10 * 1024 * 1024 * 1024),
      // The webhooks journey adds an endpoint on 127.0.0.1 (never set in production).
      WEBHOOKS_ALLOW_LOOPBACK: 'true',
    },
  },
});
