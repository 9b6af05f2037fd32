import type { Language } from '@courier/domain/language';
import { defineConfig } from '@playwright/test';

/**
 * The phone app's journeys in Debian's Chromium at a phone's width (390 px) against a real API
 * on a fresh PGlite (globalSetup: the staff, a merchant with an API key, then the server). Needs
 * `pnpm build` first (apps/courier/dist). Run: pnpm --filter @courier/courier test:e2e (e2e/run.ts:
 * the `en` and the `ar` project side by side, each on its own API).
 */
const split = process.env.E2E_LANGUAGES === 'split';
/** The scanner's journey: in English when each journey runs in one language (CI). */
const CAMERA = /camera/;

export default defineConfig<{ language: Language }>({
  testDir: '.',
  testMatch: '*.e2e.ts',
  globalSetup: './globalSetup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  reporter: [['list']],
  outputDir: process.env.E2E_OUTPUT_DIR || '../../../out/playwright-courier',
  // Every journey in both languages; E2E_LANGUAGES=split (what `pnpm test`, and so CI, sets) runs
  // the offline run in Arabic and the scanner in English: each journey once.
  projects: [
    { name: 'en', use: { language: 'en' }, ...(split && { grep: CAMERA }) },
    { name: 'ar', use: { language: 'ar' }, ...(split && { grepInvert: CAMERA }) },
  ],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        // The scanner's journey: the camera is a file (globalSetup draws a label's barcode).
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${process.env.COURIER_E2E_CAMERA_FILE ?? ''}`,
      ],
    },
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    trace: (process.env.E2E_TRACE ?? (process.env.CI ? 'off' : 'retain-on-failure')) as
      'off' | 'on' | 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
