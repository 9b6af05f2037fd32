import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

// Every story is a test: rendered in headless Chromium (Debian's), play functions run, and
// accessibility violations fail (parameters.a11y.test = 'error' in .storybook/preview.tsx).
const uiDir = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  // Stories resolve their own dependencies (swiper, leaflet, ...) from packages/ui; Storybook's
  // packages are devDependencies of the root package.json, found by walking up.
  root: uiDir,
  plugins: [
    storybookTest({ configDir: fileURLToPath(new URL('../../.storybook', import.meta.url)) }),
  ],
  test: {
    name: 'storybook',
    // One story file at a time: browser mode runs parallel files in one browser, where keyboard
    // focus moves between them (a keyboard-only story failed with two workers, vitest.config.ts).
    fileParallelism: false,
    // Generous: CI machines are small and shared; stories with timers (counters, sidebars) wait.
    testTimeout: 30_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        // Entrance animations start transparent; reduced motion makes them end at once.
        contextOptions: { reducedMotion: 'reduce' },
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
