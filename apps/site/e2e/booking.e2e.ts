/**
 * Journey (b): the public booking wizard. Cash through three steps to the result view, then that
 * shipment on order-tracking and on multi-tracking beside an unknown number. Online payment on
 * the gateway's hosted page is payment.e2e.ts.
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from '@playwright/test';
import { TRACKING_ANSWER_MESSAGES } from '@courier/domain/tracking';
import { expect, test } from './support/browser.ts';
import { apiAnswer, toast } from './support/ui.ts';
import {
  fillCollectionStep,
  fillPublicStep1,
  fillShippingStep,
  type LineCustoms,
} from './support/wizard.ts';
import { wordsNow, wordsOn } from './support/words.ts';

const UNKNOWN_NUMBER = '99999999990';

async function throughStep3(
  page: Page,
  payment: 'cash',
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
  // Labels per piece as A4, 4x6 and ZPL beside the label link, each a signed link.
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

test.describe('public booking', () => {
  // The tracking journey looks up the shipment the cash journey booked.
  test.describe.configure({ mode: 'serial' });
  let cashShipment = '';

  test('cash: four public steps end in the result view', async ({ page, errors, w }) => {
    // The goods line carries the commercial invoice's HS code and origin.
    await throughStep3(page, 'cash', 'cash.sender@example.com', {
      hsCode: '4901.99',
      origin: 'India',
    });
    const form = page.getByRole('form', { name: w.ui.wizard.collectionForm });
    // Spec 4: the button reads Submit for cash.
    const answer = apiAnswer(page, 'create_shipment');
    await form.getByRole('button', { name: w.ui.common.submit, exact: true }).click();
    // Spec 8: the server's Message as a success toast, looked for as soon as the answer is in
    // (a toast lasts seconds; on a slow machine the result view can take longer than that).
    const { Message, body } = await answer;
    assert.ok(Message, 'create_shipment answered a Message');
    await toast(
      page,
      w.msg(() => Message),
    )
      .first()
      .waitFor();
    cashShipment = await resultShipmentNo(page);
    // The picker's ISO code travels, beside the HS code, and the record keeps both.
    expect(
      (body.shipmentDetails as { shipment_items: Record<string, unknown>[] }).shipment_items[0],
    ).toMatchObject({ hs_code: '4901.99', country_of_origin: 'IN' });
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
    // The destination's country in the page's language (the reference data's Arabic name).
    await expect(page.getByTestId('tracking-destination')).toHaveText(
      w.language === 'ar' ? /الهند/ : /India/i,
    );
    // The history's timeline: its first scan (Booked) with its day and time, status and place.
    const history = page.getByRole('list', { name: w.ui.trackingResult.history, exact: true });
    const booked = history.getByTestId('tracking-event').last();
    await expect(booked).toContainText(w.portal.status.booked);
    await expect(booked.locator('time')).toHaveAttribute(
      'datetime',
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/,
    );
    await expect(booked.locator('bdi').last()).not.toHaveText('');

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
    const notFound = w.msg(() => TRACKING_ANSWER_MESSAGES.notFoundStatus);
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
});
