import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { baseUrl, login } from './staff';

const ARABIC = /[\u0600-\u06FF]/;

// The switch itself, from English: the Arabic run logs every staff member in Arabic already, and
// audits every screen in Arabic (journeys.spec.ts, 'every admin screen').
test.skip(({ language }) => language === 'ar', 'the Arabic run starts in Arabic');

/**
 * The staff member's saved language back to English, from the page (same origin, so the API's
 * origin check lets it through): the other journeys log the same staff in and read English.
 */
async function backToEnglish(page: Page): Promise<void> {
  await page.evaluate(() =>
    fetch('/api/admin/language', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ language: 'en' }),
    }),
  );
}

test.afterEach(async ({ page }) => {
  if (page.url().startsWith(baseUrl())) await backToEnglish(page).catch(() => undefined);
});

test('a staff member switches the back office to Arabic; the account remembers it', async ({
  page,
  browser,
}) => {
  await login(page, 'admin');
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('navigation', { name: 'لوحة الإدارة' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'الشحنات' })).toBeVisible();

  // Another browser with nothing stored: the login screen is English, the console after login
  // opens in the language the account saved.
  const other = await browser.newContext({ locale: 'en-GB' });
  const second = await other.newPage();
  await login(second, 'admin');
  await expect(second.getByRole('navigation', { name: 'لوحة الإدارة' })).toBeVisible();
  await expect(second.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(second.getByRole('heading', { level: 1 })).toHaveText(ARABIC);

  // Switching back turns the screen at once and is saved too.
  await second.getByRole('button', { name: 'English' }).click();
  await expect(second.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(second.getByRole('navigation', { name: 'Back office' })).toBeVisible();
  await other.close();
});
