import type { Language } from '@courier/domain/language';
import { test as base } from '@playwright/test';
import { wordsIn, type CourierE2eWords } from './words';

/**
 * The journeys' test: `language` is the project's, `w` its words; the phone speaks the language
 * (the app opens in it before anyone logs in).
 */
export const test = base.extend<{ w: CourierE2eWords; failureLog: void }, { language: Language }>({
  language: ['en', { option: true, scope: 'worker' }],
  locale: async ({ language }, use) => {
    await use(language === 'ar' ? 'ar-KW' : 'en-GB');
  },
  w: async ({ language }, use) => {
    await use(wordsIn(language));
  },
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
