/**
 * What customers see on a phone (390 px), in English and Arabic: My Shipments as cards with the
 * status in sight, an empty account told how to start, a duplicate address refused on its form,
 * a long e-mail wrapped on the booking's result page, the customer booking's toast clear of its
 * confirmation dialog, and public tracking led by status and place with no empty fields.
 * Screenshots at 390 and 1280 px go to out/screenshots/customer-views/.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { makeAwb } from '@courier/domain/awb';
import type { Page } from '@playwright/test';
import { createAccount } from './support/accounts.ts';
import { DESKTOP, PHONE, expect, screenshot, screenshotDir, test } from './support/browser.ts';
import { DEMO, logIn } from './support/portal.ts';
import { pickComboOption } from './support/ui.ts';
import {
  fillCollectionStep,
  fillCustomerStep1,
  fillPublicStep1,
  fillShippingStep,
} from './support/wizard.ts';

/** The demo customer's shipment delivered in Riyadh, signed for in Arabic (@courier/demo-data). */
const RIYADH_DELIVERED = makeAwb(7_002_600_000 + 12);

/** The page is no wider than the screen: nothing pushes it sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

/** customer-views/<name>-<width>.png (Arabic under ar/). */
async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(resolve(screenshotDir, 'customer-views'), { recursive: true });
  await screenshot(page, `customer-views/${name}`);
}

test.describe('what customers see on a phone', () => {
  test.use({ viewport: PHONE });

  test('My Shipments: cards with the status in sight; an empty account is shown the way to a first shipment', async ({
    page,
    errors,
    w,
  }) => {
    const account = await createAccount('empty');
    await logIn(page, account.userId, account.password);
    await page.waitForURL((url) => w.isAt(url, '/create-shipment'));
    await page.goto(w.path('/my-shipments'));
    const region = page.getByRole('region', { name: w.portal.shipments.label });
    await expect(region).toHaveAttribute('aria-busy', 'false');
    await expect(region).toContainText(w.portal.shipments.none);
    await expect(region).not.toContainText(w.portal.shipments.empty);
    await region.getByRole('link', { name: w.portal.shipments.createFirst }).click();
    await page.waitForURL((url) => w.isAt(url, '/create-shipment'));
    // A search that finds nothing still says so.
    await page.goto(w.path('/my-shipments?q=nothing-like-this'));
    await expect(region).toContainText(w.portal.shipments.empty);
    await page.context().clearCookies();

    await logIn(page, DEMO.userId, DEMO.password);
    await page.waitForURL((url) => w.isAt(url, '/create-shipment'));
    await page.goto(w.path('/my-shipments'));
    await expect(region).toHaveAttribute('aria-busy', 'false');
    const table = page.getByRole('table', { name: w.portal.shipments.label });
    const first = table.getByRole('row').nth(1);
    await expect(first).toBeVisible();
    // Every value of the first card, the status last, lies inside the screen.
    const cells = first.getByRole('cell');
    const count = await cells.count();
    expect(count).toBeGreaterThanOrEqual(6);
    for (let i = 0; i < count; i++) {
      const box = await cells.nth(i).boundingBox();
      expect(box, `cell ${i}`).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    }
    await expectNoSidewaysScroll(page);
    await shoot(page, 'my-shipments');
    await page.setViewportSize(DESKTOP);
    await shoot(page, 'my-shipments');
    expect(errors).toEqual([]);
  });

  test('the address book refuses a duplicate with a message on its form', async ({
    page,
    errors,
    w,
  }) => {
    const account = await createAccount('dupe');
    const { addresses } = w.portal;
    const f = w.ui.wizard;
    await logIn(page, account.userId, account.password);
    await page.waitForURL((url) => w.isAt(url, '/create-shipment'));
    await page.goto(w.path('/address-book'));
    const add = async () => {
      await page.getByRole('button', { name: addresses.add }).click();
      const form = page.getByRole('form', { name: addresses.formAdd });
      await form.getByLabel(f.receiver_company_name, { exact: true }).fill('Ahmadi Tools');
      await form.getByLabel(f.receiver_attention, { exact: true }).fill('Salem Al-Ajmi');
      await form.getByLabel(f.sender_street_name_number, { exact: true }).fill('Block 4');
      await pickComboOption(form, addresses.country, 'Kuwait');
      await pickComboOption(form, addresses.city, { index: 0 });
      await form.getByLabel(f.sender_zip_code, { exact: true }).fill('61001');
      await form.getByLabel(f.sender_telephone, { exact: true }).fill('+96523910000');
      await form.getByLabel(addresses.mobile, { exact: true }).fill('+96599001122');
      await form.getByRole('button', { name: addresses.save }).click();
      return form;
    };
    const firstForm = await add();
    await expect(firstForm).toHaveCount(0);
    const second = await add();
    await expect(second.getByRole('alert')).toHaveText(w.msg((m) => m.portal.addressDuplicate));
    // Nothing was saved twice: back on the list, the address shows once.
    await second.getByRole('button', { name: w.ui.common.cancel }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'Ahmadi Tools' })).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('a booking: the result page wraps a long e-mail; the confirmation dialog is not under the toast', async ({
    page,
    errors,
    w,
  }) => {
    const email = `accounts.payable.department.${Date.now()}@very-long-company-domain-name.example.com`;
    await page.goto(w.path('/book-shipment'));
    await fillPublicStep1(page, email);
    await fillShippingStep(page);
    await fillCollectionStep(page, 'cash');
    await page
      .getByRole('form', { name: w.ui.wizard.collectionForm })
      .getByRole('button', { name: w.ui.common.submit, exact: true })
      .click();
    const result = page.getByRole('region', { name: w.ui.result.shipmentDetails, exact: true });
    await expect(result.getByTestId('shipment-no')).toHaveText(/\d{11}/, { timeout: 60_000 });
    await expect(result).toContainText(email);
    await expectNoSidewaysScroll(page);
    await shoot(page, 'result');

    await logIn(page, DEMO.userId, DEMO.password);
    await page.waitForURL((url) => w.isAt(url, '/create-shipment'));
    await fillCustomerStep1(page);
    await fillShippingStep(page);
    await fillCollectionStep(page, null);
    await page
      .getByRole('form', { name: w.ui.wizard.collectionForm })
      .getByRole('button', { name: w.ui.common.submit, exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: w.ui.result.confirmationTitle });
    const title = dialog.getByRole('heading', { name: w.ui.result.confirmationTitle });
    await expect(title).toBeVisible({ timeout: 60_000 });
    const toastBox = await page.getByRole('status').filter({ hasText: /./ }).first().boundingBox();
    const titleBox = await title.boundingBox();
    expect(titleBox).not.toBeNull();
    if (toastBox) {
      const apart =
        toastBox.y + toastBox.height <= titleBox!.y || titleBox!.y + titleBox!.height <= toastBox.y;
      expect(apart, 'the toast and the dialog title do not overlap').toBe(true);
    }
    await shoot(page, 'confirmation');
    expect(errors).toEqual([]);
  });

  test('tracking leads with status and place, hides empty fields and wraps mixed scripts', async ({
    page,
    errors,
    w,
  }) => {
    await page.goto(w.path(`/order-tracking?tracking_number=${RIYADH_DELIVERED}`));
    await expect(page.getByTestId('tracking-status')).not.toHaveText(/^\s*-?\s*$/);
    await expect(page.getByTestId('tracking-where')).toContainText('Olaya, Riyadh');
    // The receiver signed in Arabic: isolated, on a line of its own order.
    await expect(page.getByTestId('tracking-consignee-name').locator('bdi')).toHaveText(
      'خالد العتيبي',
    );
    // No field answers with a dash, and our own airway bill is no outside forwarder's link.
    for (const value of await page.locator('[data-testid^="tracking-"]').allTextContents())
      expect(value.trim()).not.toBe('-');
    await expect(page.getByTestId('tracking-forwarder-no')).toHaveCount(0);
    await expect(page.locator('a[target="_blank"]', { hasText: RIYADH_DELIVERED })).toHaveCount(0);
    // The history's places and remarks are isolated, whatever their script.
    const history = page.getByRole('list', { name: w.ui.trackingResult.history, exact: true });
    await expect(
      history.getByTestId('tracking-event').first().locator('bdi').first(),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shoot(page, 'tracking');
    await page.setViewportSize(DESKTOP);
    await shoot(page, 'tracking');
    expect(errors).toEqual([]);
  });
});
