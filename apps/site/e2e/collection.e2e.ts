/**
 * Journey (c): book a collection, see Booking No and Reference No, press Cancel and get the form
 * back, empty.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { finish, launchBrowser, openPage } from './support/browser.ts';
import { apiAnswer, selectOption, toast } from './support/ui.ts';
import { collectionDate } from './support/wizard.ts';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => finish(browser));

describe('book-collection', () => {
  it('books, shows Booking No and Reference No, and Cancel returns to the form', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto('/book-collection');
    const form = page.getByRole('form', { name: 'Book Collection' });
    await form.waitFor();
    const values: Record<string, string> = {
      'Contact Person': 'Yousef Al-Mutairi',
      'Company Name': 'Mutairi Spare Parts',
      'Street Name/Number': 'Shuwaikh Industrial, Street 25',
      City: 'Kuwait City',
      Zipcode: '13001',
      'Telephone/Mobile': '+96599887766',
      Email: 'yousef@example.com',
      'Collection Date': collectionDate(),
      'Reference Number': 'PO-7781',
      'All shipment: Total Pieces': '3',
      'All shipment: Total Weight': '12.5',
      'Special Instruction': 'Loading bay 2.',
    };
    for (const [label, value] of Object.entries(values)) {
      await form.getByLabel(label, { exact: true }).fill(value);
    }
    await selectOption(form, 'Country', 'Kuwait');
    await selectOption(form, 'Shipment Type', { index: 0 });
    await selectOption(form, 'Collection Ready Time', '10:00');
    await selectOption(form, 'Collection Closing Time', '13:00');
    await selectOption(form, 'Vehicle Type', { index: 0 });
    // The server's date check must not have refused the date.
    assert.equal(await form.getByLabel('Collection Date', { exact: true }).inputValue(), collectionDate());

    const answer = apiAnswer(page, 'create_shipment_collection');
    await form.getByRole('button', { name: 'Submit' }).click();
    const { status, Message, body } = await answer;
    assert.equal(status, 200, Message);
    const result = page.getByRole('region', { name: 'Collection booked' });
    await result.waitFor();
    const bookingNo = ((await result.getByTestId('booking-no').textContent()) ?? '').trim();
    const referenceNo = ((await result.getByTestId('reference-no').textContent()) ?? '').trim();
    assert.ok(bookingNo, 'a Booking No');
    assert.ok(referenceNo, 'a Reference No');
    assert.equal(bookingNo, body.booking_no);
    assert.equal(referenceNo, body.ref_no);
    assert.match(await result.textContent() ?? '', /Booking No[\s\S]*Reference No/);
    // Spec 8: collection success shows the server Message as a success toast.
    await toast(page, Message).first().waitFor();

    await result.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor();
    // A successful submit cleared the form.
    assert.equal(await form.getByLabel('Contact Person', { exact: true }).inputValue(), '');
    assert.equal(await form.getByLabel('Collection Date', { exact: true }).inputValue(), '');
    assert.equal(await page.getByTestId('booking-no').count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
