/**
 * Journey (b): the public booking wizard. Cash through three steps to the result view, then that
 * shipment on order-tracking and on multi-tracking beside an unknown number; online payment with
 * the sandbox card; a declined card keeps the form with the error toast.
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from '@playwright/test';
import { TRACKING_NOT_FOUND_STATUS } from '@courier/domain/tracking';
import { PAYMENT_MESSAGES } from '../../api/src/payments/paymentMessages.ts';
import { expect, test } from './support/browser.ts';
import { apiAnswer, pickSelectOption, toast } from './support/ui.ts';
import {
  fillCollectionStep,
  fillPublicStep1,
  fillShippingStep,
  type LineCustoms,
} from './support/wizard.ts';
import { wordsNow, wordsOn } from './support/words.ts';

const SANDBOX_APPROVED = '4111111111111111';
const SANDBOX_DECLINED = '4000000000000002';
const UNKNOWN_NUMBER = '99999999990';

async function throughStep3(
  page: Page,
  payment: 'cash' | 'online',
  email: string,
  customs?: LineCustoms,
): Promise<void> {
  await page.goto(wordsNow().path('/book-shipment'));
  await fillPublicStep1(page, email);
  await fillShippingStep(page, customs);
  await fillCollectionStep(page, payment);
}

/** The result view after a booking: answers the shipment number it shows. */
async function resultShipmentNo(page: Page): Promise<string> {
  const w = wordsOn(page).ui;
  const result = page.getByRole('region', { name: w.result.shipmentDetails, exact: true });
  await expect(result.getByTestId('shipment-no'), 'an 11-digit airway bill number').toHaveText(
    /^\s*\d{11}\s*$/,
    { timeout: 60_000 }, // the booking call, on a loaded machine
  );
  const shipmentNo = ((await result.getByTestId('shipment-no').textContent()) ?? '').trim();
  // The wizard is gone: the result replaces the form.
  await expect(page.getByRole('form', { name: w.wizard.collectionForm })).toHaveCount(0);
  await expect(
    result.getByRole('rowheader', { name: 'Printed books' }),
    'the item line is listed',
  ).toHaveCount(1);
  await expect(result.getByTestId('label-link'), 'a label link').toHaveAttribute('href', /.+/);
  // Issue 16: labels per piece as A4, 4x6 and ZPL beside the label link, each a signed link.
  // (Each link's name ends with '(opens in a new tab)'.)
  for (const name of [w.documents.labelsA4, w.documents.labels4x6, w.documents.labelsZpl])
    await expect(result.getByRole('link', { name })).toHaveAttribute(
      'href',
      /\/api\/website\/label\//,
    );
  const zpl = await result.getByRole('link', { name: w.documents.labelsZpl }).getAttribute('href');
  const answer = await page.request.get(zpl!);
  expect(answer.status()).toBe(200);
  expect(await answer.text()).toMatch(/^\^XA/);
  return shipmentNo;
}

/** A value of the result view's label/value pairs. */
function resultField(page: Page, label: string): Locator {
  return page
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .first();
}

async function fillCard(page: Page, number: string): Promise<void> {
  const w = wordsOn(page).ui.wizard;
  const form = page.getByRole('form', { name: w.cardForm });
  await expect(form).toBeVisible();
  await form.getByLabel(w.name_of_card, { exact: true }).fill('Fatima Al-Sabah');
  await form.getByLabel(w.card_number, { exact: true }).fill(number);
  await pickSelectOption(form, w.card_type, 'Visa');
  await form.getByLabel(w.card_expiry_month, { exact: true }).fill('12');
  await form
    .getByLabel(w.card_expiry_year, { exact: true })
    .fill(String(new Date().getFullYear() + 2));
  await form.getByLabel(w.card_cvv_number, { exact: true }).fill('123');
}

test.describe('public booking', () => {
  // The tracking journey looks up the shipment the cash journey booked.
  test.describe.configure({ mode: 'serial' });
  let cashShipment = '';

  test('cash: four public steps end in the result view', async ({ page, errors, w }) => {
    // Issue 16: the goods line carries the commercial invoice's HS code and origin.
    await throughStep3(page, 'cash', 'cash.sender@example.com', {
      hsCode: '4901.99',
      origin: 'India',
    });
    const form = page.getByRole('form', { name: w.ui.wizard.collectionForm });
    // Spec 4: the button reads Submit for cash.
    const answer = apiAnswer(page, 'create_shipment');
    await form.getByRole('button', { name: w.ui.common.submit, exact: true }).click();
    cashShipment = await resultShipmentNo(page);
    // Spec 8: the server's Message as a success toast.
    const { Message, body } = await answer;
    assert.ok(Message, 'create_shipment answered a Message');
    // The picker's ISO code travels, beside the HS code, and the record keeps both.
    expect(
      (body.shipmentDetails as { shipment_items: Record<string, unknown>[] }).shipment_items[0],
    ).toMatchObject({ hs_code: '4901.99', country_of_origin: 'IN' });
    await toast(page, Message).first().waitFor();
    await expect(resultField(page, w.ui.wizard.payment)).toHaveText(w.ui.wizard.cash);
    await expect(resultField(page, w.ui.wizard.vehicle_type)).toHaveText(
      w.ui.wizard.vehicleLabels.van!,
    );
    await expect(resultField(page, w.ui.wizard.total_amount)).toHaveText(w.kwdPattern);
    // Close resets everything and goes home.
    await page.getByRole('button', { name: w.ui.common.close }).click();
    await page.waitForURL((url) => w.isAt(url, '/'));
    expect(errors).toEqual([]);
  });

  test('finds the booked shipment on order-tracking and on multi-tracking beside an unknown number', async ({
    page,
    errors,
    w,
  }) => {
    expect(cashShipment, 'the cash booking gave a number').not.toBe('');
    await page.goto(w.path('/order-tracking'));
    const search = page.getByRole('search', { name: w.ui.tracking.label });
    await search.getByLabel(w.ui.tracking.label).fill(cashShipment);
    await search.getByRole('button', { name: w.ui.tracking.track }).click();
    await page.waitForURL((url) => url.searchParams.get('tracking_number') === cashShipment);
    await page.getByTestId('tracking-no').filter({ hasText: cashShipment }).waitFor();
    await expect(page.getByTestId('tracking-airway-bill-no')).toHaveText(cashShipment);
    await expect(page.getByTestId('tracking-status'), 'a status').not.toHaveText(/^\s*-?\s*$/);
    await expect(page.getByTestId('tracking-destination')).toHaveText(/India/i);
    // react-aria tables are grids.
    const history = page.getByRole('table', { name: w.ui.history.caption });
    const h = w.ui.history;
    for (const header of [h.activityDate, h.activityTime, h.location, h.shipmentHistory]) {
      await expect(
        history.getByRole('columnheader', { name: header, exact: true }),
        header,
      ).toHaveCount(1);
    }
    // A header row and at least one history event.
    await expect(history.getByRole('row').nth(1)).toBeVisible();

    // The home hero's multiple input leads to multi-tracking; Enter tracks too (spec 2).
    await page.goto(w.path('/'));
    const box = page.getByRole('search', { name: w.ui.tracking.multipleLabel });
    await box.getByLabel(w.ui.tracking.multipleLabel).fill(`${cashShipment}, ${UNKNOWN_NUMBER}`);
    await box.getByLabel(w.ui.tracking.multipleLabel).press('Enter');
    await page.waitForURL(
      (url) =>
        w.isAt(url, '/multi-tracking') &&
        (url.searchParams.get('tracking_number') ?? '').includes(UNKNOWN_NUMBER),
    );
    const table = page.getByRole('table', { name: w.ui.multiTracking.caption });
    const known = table.getByRole('row').filter({ hasText: cashShipment });
    const unknown = table.getByRole('row').filter({ hasText: UNKNOWN_NUMBER });
    // The API's own 'Not found' in the page's language (the domain's message words).
    const notFound = w.msg(TRACKING_NOT_FOUND_STATUS);
    await expect(unknown).toContainText(notFound);
    await expect(known).toBeVisible();
    await expect(known).not.toContainText(notFound);
    // A shipment number leads to order-tracking with that number.
    await known.getByRole('link', { name: cashShipment }).click();
    await page.waitForURL(
      (url) =>
        w.isAt(url, '/order-tracking') && url.searchParams.get('tracking_number') === cashShipment,
    );
    expect(errors).toEqual([]);
  });

  test('online: a declined card keeps the card form with the error toast; the sandbox card then pays and books', async ({
    page,
    errors,
    w,
  }) => {
    await throughStep3(page, 'online', 'online.sender@example.com');
    // Spec 4: the button reads Next for online payment.
    const step3 = page.getByRole('form', { name: w.ui.wizard.collectionForm });
    const submit = { name: w.ui.common.submit, exact: true };
    await expect(step3.getByRole('button', submit)).toHaveCount(0);
    await step3.getByRole('button', { name: w.ui.common.next, exact: true }).click();
    await expect(page.getByTestId('pay-amount')).toHaveText(w.kwdPattern);
    await expect(page.getByTestId('pay-amount'), 'the booking was priced').not.toHaveText(
      w.kwd('0.00'),
    );

    await fillCard(page, SANDBOX_DECLINED);
    const cardForm = page.getByRole('form', { name: w.ui.wizard.cardForm });
    let payment = apiAnswer(page, 'make_online_payment');
    await cardForm.getByRole('button', submit).click();
    // Spec 8: payment not successful -> its Message as an error toast; the form stays.
    const declined = await payment;
    assert.notEqual(declined.status, 200);
    // The sandbox's words for its declined test card, in the page's language (Accept-Language).
    assert.equal(declined.Message, w.msg(PAYMENT_MESSAGES.declined));
    await toast(page, declined.Message).first().waitFor();
    const cardNumber = cardForm.getByLabel(w.ui.wizard.card_number, { exact: true });
    await expect(cardNumber).toHaveValue(SANDBOX_DECLINED);
    await expect(page.getByTestId('shipment-no')).toHaveCount(0);
    await expect(cardForm.getByRole('button', submit)).toBeEnabled();

    await cardNumber.fill(SANDBOX_APPROVED);
    payment = apiAnswer(page, 'make_online_payment');
    await cardForm.getByRole('button', submit).click();
    const onlineShipment = await resultShipmentNo(page);
    assert.notEqual(onlineShipment, cashShipment);
    assert.equal((await payment).status, 200);
    await expect(resultField(page, w.ui.wizard.payment)).toHaveText(w.ui.wizard.online);
    expect(errors).toEqual([]);
  });
});
