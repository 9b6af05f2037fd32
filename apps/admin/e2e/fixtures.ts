import type { Language } from '@courier/domain/language';
import { test as base } from '@playwright/test';
import { wordsIn, type AdminE2eWords } from './words';

/**
 * The journeys' test: Playwright's, with `language` the project's (playwright.config.ts: `en`
 * and `ar` run the same journeys) and `w` its words (words.ts). The browser speaks the
 * language too, so the login screen opens in it before the account's own choice applies.
 */
export const test = base.extend<{ w: AdminE2eWords; failureLog: void }, { language: Language }>({
  language: ['en', { option: true, scope: 'worker' }],
  locale: async ({ language }, use) => {
    await use(language === 'ar' ? 'ar-KW' : 'en-GB');
  },
  w: async ({ language }, use) => {
    await use(wordsIn(language));
  },
  // CI keeps only its log: a failed journey prints where it was and what the page showed.
  failureLog: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
      const snapshot = await page
        .locator('body')
        .ariaSnapshot({ timeout: 5_000 })
        .catch((error: unknown) => `(no snapshot: ${String(error)})`);
      console.log(`page at failure: ${page.url()}\n${snapshot.slice(0, 6_000)}`);
    },
    { auto: true },
  ],
});
export { expect } from '@playwright/test';
