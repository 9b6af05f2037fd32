import type { Language } from '@courier/domain/language';
import { defineConfig } from '@playwright/test';

/**
 * The back office's journeys in Debian's Chromium against a real API on a fresh PGlite
 * (globalSetup creates one staff member per role with the staff:create CLI, then starts the
 * server). Needs `pnpm build` first (apps/admin/dist). Run: pnpm --filter @courier/admin test:e2e
 * (e2e/run.ts: the `en` and the `ar` project side by side, each run on its own API).
 */
const split = process.env.E2E_LANGUAGES === 'split';
const ARABIC_SHARE = /(^|\/)journeys\.spec\.ts$/;

export default defineConfig<{ language: Language }>({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './globalSetup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A staff login may wait up to one 30-second TOTP step: each code is accepted once.
  timeout: 120_000,
  reporter: [['list']],
  outputDir: process.env.E2E_OUTPUT_DIR || '../../../out/playwright-admin',
  // Every journey in both languages: the same steps, each language's words (fixtures.ts).
  // E2E_LANGUAGES=split (what `pnpm test`, and so CI, sets) runs each file in one language:
  // operations' journeys and the audit of their screens in Arabic, the content screens and the
  // switch to Arabic in English; every journey once, in half the time.
  projects: [
    { name: 'en', use: { language: 'en' }, testIgnore: split ? ARABIC_SHARE : [] },
    { name: 'ar', use: { language: 'ar' }, testMatch: split ? ARABIC_SHARE : '*.spec.ts' },
  ],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
    viewport: { width: 1280, height: 900 },
    // Recording a trace of every journey (kept only when it fails) cost about a fifth of the
    // run's CPU (measured on the site's journeys). CI, whose files nobody opens, records
    // none: its log has the error, the page's accessibility snapshot and a screenshot.
    // E2E_TRACE=retain-on-failure (or on) records them there too.
    trace: (process.env.E2E_TRACE ?? (process.env.CI ? 'off' : 'retain-on-failure')) as
      'off' | 'on' | 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
