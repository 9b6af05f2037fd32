/**
 * Merchant API keys: the demo customer (the account's owner) creates a test key in the portal,
 * sees it once, revokes it after confirming, and the next API call with it answers 401.
 */
import { expect, test } from './support/browser.ts';
import { DEMO, logIn } from './support/portal.ts';
import { toast } from './support/ui.ts';

test('an owner creates a test key, sees it once, revokes it; the next call answers 401', async ({
  page,
  errors,
  w,
}) => {
  const words = w.site.apiKeys;
  const name = `Journey ${Date.now().toString(36)}`;
  await logIn(page, DEMO.userId, DEMO.password);
  await page.waitForURL((url) => w.isAt(url, '/create-shipment'));
  await page.goto(w.path('/api-keys'));
  await expect(page.getByRole('heading', { name: words.title, level: 1 })).toBeVisible();

  await page.getByRole('textbox', { name: words.name }).fill(name);
  // Test is the mode offered first.
  await page.getByRole('button', { name: words.create }).click();
  const shown = page.getByTestId('new-api-key');
  await expect(shown).toHaveText(/^ck_test_[A-Za-z0-9_-]{43}$/);
  const key = (await shown.textContent())!.trim();
  await expect(page.getByText(words.newKeyWarning)).toBeVisible();

  // The key works.
  const auth = { authorization: `Bearer ${key}` };
  expect((await page.request.get('/api/v1/shipments', { headers: auth })).status()).toBe(200);

  // Once put away it is never shown again: the list holds its prefix only.
  await page.getByRole('button', { name: words.done }).click();
  await expect(shown).toHaveCount(0);
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(key.slice(0, 12));
  await expect(page.getByText(key)).toHaveCount(0);

  await row.getByRole('button', { name: words.revokeLabel({ name }) }).click();
  const dialog = page.getByRole('alertdialog', { name: words.confirmTitle });
  await expect(dialog).toContainText(words.confirmText({ name }));
  await dialog.getByRole('button', { name: words.revoke, exact: true }).click();
  await expect(toast(page, words.revokedToast({ name }))).toBeVisible();
  await expect(row).toContainText(words.revoked);

  const after = await page.request.get('/api/v1/shipments', { headers: auth });
  expect(after.status()).toBe(401);
  expect((await after.json()).error.type).toBe('authentication_error');
  expect(errors).toEqual([]);
});
