/**
 * The portal's Webhooks page: a private address is refused on the form; an endpoint
 * is added with its events, its signing secret shown once, listed with its status and (empty)
 * deliveries, then deleted. The test server allows loopback endpoints
 * (WEBHOOKS_ALLOW_LOOPBACK, playwright.config.ts); nothing is delivered here (apps/api's
 * webhooks.test.ts covers deliveries).
 */
import { webhookMessages } from '@courier/domain/schemas/webhooks';
import { createAccount } from './support/accounts.ts';
import { axeViolations } from './support/axe.ts';
import { expect, screenshot, test } from './support/browser.ts';
import { logIn } from './support/portal.ts';
import { tick, toast } from './support/ui.ts';

test('adds an endpoint, shows its secret once, lists it and deletes it', async ({
  page,
  errors,
  w,
}) => {
  const words = w.site.webhooks;
  const account = await createAccount('hooks');
  await logIn(page, account.userId, account.password);
  await page.waitForURL((url) => w.isAt(url, '/create-shipment'));
  await page.goto(w.path('/webhooks'));
  await expect(page.getByRole('heading', { name: words.title, level: 1 })).toBeVisible();
  await expect(page.getByText(words.none)).toBeVisible();

  const form = page.getByRole('form', { name: words.addTitle });
  const url = form.getByRole('textbox', { name: words.url });
  await url.fill('https://10.0.0.1/hooks');
  await form.getByRole('button', { name: words.add }).click();
  await expect(form.getByText(w.msg(() => webhookMessages.privateAddress))).toBeVisible();

  const address = 'http://127.0.0.1:4551/courier-hooks';
  await url.fill(address);
  await tick(form.getByRole('checkbox', { name: new RegExp(words.eventTypes.shipmentDelivered) }));
  await form.getByRole('button', { name: words.add }).click();
  const secret = page.getByRole('region', { name: words.secretTitle });
  await expect(secret).toContainText(/whsec_[0-9a-f]{48}/);
  await expect(toast(page, words.created)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'portal/webhooks-secret');
  await secret.getByRole('button', { name: words.secretDone }).click();
  await expect(page.getByText(/whsec_/)).toHaveCount(0);

  const list = page.getByRole('region', { name: words.listTitle });
  const item = list.getByRole('listitem').filter({ hasText: address });
  await expect(item).toContainText(words.enabled);
  await expect(item).toContainText(words.eventTypes.shipmentDelivered);
  await expect(item).toContainText(words.eventTypes.shipmentStatusChanged);
  await item.getByRole('button', { name: words.showDeliveries }).click();
  await expect(item.getByText(words.noDeliveries)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'portal/webhooks');

  await item.getByRole('button', { name: words.delete, exact: true }).click();
  await item.getByRole('button', { name: words.deleteYes }).click();
  await expect(toast(page, words.deleted)).toBeVisible();
  await expect(list.getByText(words.none)).toBeVisible();
  expect(errors).toEqual([]);
});
