/**
 * Returns (docs/returns.md), in the journey's language: a shop's delivered shipment gets its
 * return from the shipment's page in the portal; for a second one the shop makes a link, its
 * customer opens it on a phone with no login, makes the return once and downloads its label, and
 * the shop's page shows that return. Screenshots at 390 and 1280 px go to out/screenshots/returns/.
 */
import type { Page } from '@playwright/test';
import { createAccount } from './support/accounts.ts';
import { axeViolations } from './support/axe.ts';
import { DESKTOP, PHONE, expect, openPage, screenshot, test } from './support/browser.ts';
import { bookShipment, logIn } from './support/portal.ts';
import { markDelivered } from './support/staff.ts';

/** The portal's page of the shipment with this airway bill (found through My Shipments' call). */
async function openShipmentPage(page: Page, awb: string, path: (p: string) => string) {
  const listed = await page.request.get(`/api/website/portal_shipments?q=${awb}`);
  const { shipments } = (await listed.json()) as {
    shipments: { awb: string; shipmentId: string }[];
  };
  const row = shipments.find((s) => s.awb === awb)!;
  await page.goto(path(`/shipment-details?shipment_id=${encodeURIComponent(row.shipmentId)}`));
}

test('a shop makes a return in the portal and gives its customer a return link', async ({
  page,
  browser,
  errors,
  w,
}) => {
  test.slow();
  const account = await createAccount('ret', { address1: 'Block 4, Street 12, Building 7' });
  await logIn(page, account.userId, account.password);
  await page.waitForURL((url) => w.isAt(url, '/create-shipment'));
  const first = await bookShipment(page, 'RET-PORTAL');
  const second = await bookShipment(page, 'RET-LINK');
  await markDelivered('ret', [first, second]);

  // The shop makes the first return itself.
  await openShipmentPage(page, first, w.path);
  const section = page.getByRole('region', { name: w.portal.returns.title });
  await expect(section).toContainText(w.portal.returns.createHint);
  expect(await axeViolations(page), 'the shipment page with its Return section').toEqual([]);
  await screenshot(page, 'returns/portal-delivered');
  await section.getByRole('button', { name: w.portal.returns.create }).click();
  const made = section.getByRole('link').first();
  await expect(section).toContainText(w.portal.returns.returnShipment);
  await expect(section.getByRole('button', { name: w.portal.returns.create })).toHaveCount(0);
  const returnNo = (await made.textContent())!.trim();
  await made.click();
  await page.waitForURL((url) => w.isAt(url, '/shipment-details'));
  await expect(page.getByRole('region', { name: w.portal.returns.title })).toContainText(
    w.portal.returns.returnOf,
  );
  await expect(page.getByText(returnNo).first()).toBeVisible();

  // For the second, a link for the shop's customer.
  await openShipmentPage(page, second, w.path);
  const linkSection = page.getByRole('region', { name: w.portal.returns.title });
  await linkSection.getByRole('button', { name: w.portal.returns.makeLink }).click();
  const linkField = linkSection.getByRole('textbox', { name: w.portal.returns.link });
  await expect(linkField).toHaveValue(/\/return#/);
  const url = await linkField.inputValue();
  await page.setViewportSize(DESKTOP);
  await screenshot(page, 'returns/portal-link');

  // The customer, on a phone, no login.
  const customer = await openPage(browser, PHONE);
  // The link names the site's public address; the journey's server answers on its own.
  const { pathname, hash } = new URL(url);
  await customer.page.goto(`${pathname}${hash}`);
  await expect(customer.page.getByRole('heading', { level: 1 })).toHaveText(
    w.site.returnPage.title,
  );
  await expect(customer.page.getByText(second)).toBeVisible();
  expect(await axeViolations(customer.page), 'the return page').toEqual([]);
  await screenshot(customer.page, 'returns/customer-link');
  await customer.page.getByRole('button', { name: w.site.returnPage.create }).click();
  const done = customer.page.getByRole('status');
  await expect(done).toHaveText(/\S/);
  const label = customer.page.getByRole('link', { name: w.site.returnPage.label });
  const pdf = await customer.page.request.get(await label.getAttribute('href').then(String));
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await screenshot(customer.page, 'returns/customer-made');
  // Opened again (a second tap, a reload): the same return, none made twice.
  await customer.page.reload();
  await expect(customer.page.getByRole('button', { name: w.site.returnPage.create })).toHaveCount(
    0,
  );
  await expect(customer.page.getByRole('status')).toBeVisible();
  await customer.page.setViewportSize(DESKTOP);
  await screenshot(customer.page, 'returns/customer-made');
  expect(customer.errors).toEqual([]);
  await customer.context.close();

  // The shop's page shows the return its customer made.
  await page.reload();
  await expect(page.getByRole('region', { name: w.portal.returns.title })).toContainText(
    w.portal.returns.returnShipment,
  );
  await page.setViewportSize(PHONE);
  await screenshot(page, 'returns/portal-has-return');
  expect(errors).toEqual([]);
});
