/**
 * Journey (b): the public booking wizard. Cash through three steps to the result view, then that
 * shipment on order-tracking and on multi-tracking beside an unknown number; online payment with
 * the sandbox card; a declined card keeps the form with the error toast.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { finish, launchBrowser, openPage } from './support/browser.ts';
import { apiAnswer, toast } from './support/ui.ts';
import { fillCollectionStep, fillPublicStep1, fillShippingStep } from './support/wizard.ts';

const SANDBOX_APPROVED = '4111111111111111';
const SANDBOX_DECLINED = '4000000000000002';
const UNKNOWN_NUMBER = '99999999990';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => finish(browser));

async function throughStep3(page: Page, payment: 'Cash' | 'Pay Online', email: string): Promise<void> {
  await page.goto('/book-shipment');
  await fillPublicStep1(page, email);
  await fillShippingStep(page, { nonDocs: 'Non-Docs' });
  await fillCollectionStep(page, payment);
}

/** The result view after a booking: answers the shipment number it shows. */
async function resultShipmentNo(page: Page): Promise<string> {
  const result = page.getByRole('region', { name: 'Shipment Details', exact: true });
  await result.waitFor({ timeout: 30_000 });
  const shipmentNo = ((await result.getByTestId('shipment-no').textContent()) ?? '').trim();
  assert.match(shipmentNo, /^\d{11}$/, 'an 11-digit airway bill number');
  // The wizard is gone: the result replaces the form.
  assert.equal(await page.getByRole('form', { name: 'Collection, Documents and Payment' }).count(), 0);
  assert.equal(await result.getByRole('cell', { name: 'Printed books' }).count(), 1, 'the item line is listed');
  assert.ok(await result.getByTestId('label-link').getAttribute('href'), 'a label link');
  return shipmentNo;
}

/** A value of the result view's label/value pairs. */
async function resultField(page: Page, label: string): Promise<string> {
  const dd = page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  return ((await dd.first().textContent()) ?? '').trim();
}

async function fillCard(page: Page, number: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Online card payment' });
  await form.waitFor();
  await form.getByLabel('Name on Card', { exact: true }).fill('Fatima Al-Sabah');
  await form.getByLabel('Card Number', { exact: true }).fill(number);
  await form.getByLabel('Card Type', { exact: true }).selectOption({ label: 'Visa' });
  await form.getByLabel('Expiry Month (MM)', { exact: true }).fill('12');
  await form.getByLabel('Expiry Year (YYYY)', { exact: true }).fill(String(new Date().getFullYear() + 2));
  await form.getByLabel('CVV', { exact: true }).fill('123');
}

describe('public booking', () => {
  let cashShipment = '';

  it('cash: four public steps end in the result view', async () => {
    const { context, page, errors } = await openPage(browser);
    await throughStep3(page, 'Cash', 'cash.sender@example.com');
    const form = page.getByRole('form', { name: 'Collection, Documents and Payment' });
    // Spec 4: the button reads Submit for cash.
    const answer = apiAnswer(page, 'create_shipment');
    await form.getByRole('button', { name: 'Submit', exact: true }).click();
    cashShipment = await resultShipmentNo(page);
    // Spec 8: the server's Message as a success toast.
    const { Message } = await answer;
    assert.ok(Message, 'create_shipment answered a Message');
    await toast(page, Message).first().waitFor();
    assert.equal(await resultField(page, 'Payment'), 'cash');
    // Close resets everything and goes home.
    await page.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('finds the booked shipment on order-tracking and on multi-tracking beside an unknown number', async () => {
    assert.ok(cashShipment, 'the cash booking gave a number');
    const { context, page, errors } = await openPage(browser);
    await page.goto('/order-tracking');
    await page.getByRole('search', { name: 'Tracking Number' }).getByLabel('Tracking Number').fill(cashShipment);
    await page.getByRole('search', { name: 'Tracking Number' }).getByRole('button', { name: 'TRACK' }).click();
    await page.waitForURL((url) => url.searchParams.get('tracking_number') === cashShipment);
    await page.getByTestId('tracking-no').filter({ hasText: cashShipment }).waitFor();
    assert.equal((await page.getByTestId('tracking-airway-bill-no').textContent())?.trim(), cashShipment);
    assert.notEqual((await page.getByTestId('tracking-status').textContent())?.trim(), '-', 'a status');
    assert.match((await page.getByTestId('tracking-destination').textContent()) ?? '', /India/i);
    // react-aria tables are grids.
    const history = page.getByRole('grid', { name: 'Shipment History' });
    for (const header of ['Activity Date', 'Activity Time', 'Location', 'Shipment History']) {
      assert.equal(await history.getByRole('columnheader', { name: header, exact: true }).count(), 1, header);
    }
    assert.ok((await history.getByRole('row').count()) >= 2, 'at least one history event');

    // The home hero's multiple input leads to multi-tracking; Enter tracks too (spec 2).
    await page.goto('/');
    const box = page.getByRole('search', { name: 'Tracking Numbers' });
    await box.getByLabel('Tracking Numbers').fill(`${cashShipment}, ${UNKNOWN_NUMBER}`);
    await box.getByLabel('Tracking Numbers').press('Enter');
    await page.waitForURL((url) => url.pathname === '/multi-tracking' && (url.searchParams.get('tracking_number') ?? '').includes(UNKNOWN_NUMBER));
    const table = page.getByRole('grid', { name: 'Shipments' });
    const known = table.getByRole('row').filter({ hasText: cashShipment });
    const unknown = table.getByRole('row').filter({ hasText: UNKNOWN_NUMBER });
    await known.waitFor();
    await unknown.waitFor();
    assert.match((await unknown.textContent()) ?? '', /Not found/);
    assert.doesNotMatch((await known.textContent()) ?? '', /Not found/);
    // A shipment number leads to order-tracking with that number.
    await known.getByRole('link', { name: cashShipment }).click();
    await page.waitForURL((url) => url.pathname === '/order-tracking' && url.searchParams.get('tracking_number') === cashShipment);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('online: a declined card keeps the card form with the error toast; the sandbox card then pays and books', async () => {
    const { context, page, errors } = await openPage(browser);
    await throughStep3(page, 'Pay Online', 'online.sender@example.com');
    // Spec 4: the button reads Next for online payment.
    const step3 = page.getByRole('form', { name: 'Collection, Documents and Payment' });
    assert.equal(await step3.getByRole('button', { name: 'Submit', exact: true }).count(), 0);
    await step3.getByRole('button', { name: 'Next', exact: true }).click();
    const amount = ((await page.getByTestId('pay-amount').textContent()) ?? '').trim();
    assert.match(amount, /^KWD \d[\d,]*\.\d{2}$/);
    assert.notEqual(amount, 'KWD 0.00', 'the booking was priced');

    await fillCard(page, SANDBOX_DECLINED);
    const cardForm = page.getByRole('form', { name: 'Online card payment' });
    let payment = apiAnswer(page, 'make_online_payment');
    await cardForm.getByRole('button', { name: 'Submit' }).click();
    // Spec 8: payment not successful -> its Message as an error toast; the form stays.
    const declined = await payment;
    assert.notEqual(declined.status, 200);
    assert.match(declined.Message, /declined/i);
    await toast(page, declined.Message).first().waitFor();
    assert.equal(await cardForm.getByLabel('Card Number', { exact: true }).inputValue(), SANDBOX_DECLINED);
    assert.equal(await page.getByTestId('shipment-no').count(), 0);
    await page.waitForFunction((el) => !(el as HTMLButtonElement).disabled, await cardForm.getByRole('button', { name: 'Submit' }).elementHandle());

    await cardForm.getByLabel('Card Number', { exact: true }).fill(SANDBOX_APPROVED);
    payment = apiAnswer(page, 'make_online_payment');
    await cardForm.getByRole('button', { name: 'Submit' }).click();
    const onlineShipment = await resultShipmentNo(page);
    assert.notEqual(onlineShipment, cashShipment);
    assert.equal((await payment).status, 200);
    assert.equal(await resultField(page, 'Payment'), 'online');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
