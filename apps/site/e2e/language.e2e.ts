/**
 * The language switch: the Arabic site lives under /ar/ (right to left), its header links
 * to the same page in English, and the choice is remembered for the home page (the `lang` cookie).
 */
import { expect, PHONE, test } from './support/browser.ts';

test('opens the Arabic home page right to left and switches back to English by keyboard', async ({
  page,
  errors,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/ar/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  // The site's own links stay in Arabic.
  await expect(page.locator('footer a[href="/ar/faq"]').first()).toBeAttached();
  const english = page.getByRole('link', { name: 'English', exact: true });
  await expect(english).toHaveAttribute('lang', 'en');
  await expect(english).toHaveAttribute('href', '/');
  await english.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('en');

  // Choosing Arabic keeps the page and its query, and / then opens in Arabic.
  await page.goto('/services?x=1');
  await page.getByRole('link', { name: 'العربية', exact: true }).click();
  await expect(page).toHaveURL(/\/ar\/services\?x=1$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/');
  await expect(page).toHaveURL(/\/ar\/$/);
  expect(errors).toEqual([]);
});
