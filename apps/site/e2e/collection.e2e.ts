/**
 * Journey (c): book a collection, see Booking No and Reference No, press Cancel and get the form
 * back, empty.
 */
import assert from 'node:assert/strict';
import { expect, test } from './support/browser.ts';
import {
  apiAnswer,
  pickComboOption,
  pickSelectOption,
  selectTrigger,
  toast,
} from './support/ui.ts';
import { collectionDate } from './support/wizard.ts';

test.describe('book-collection', () => {
  test('books, shows Booking No and Reference No, and Cancel returns to the form', async ({
    page,
    errors,
  }) => {
    await page.goto('/book-collection');
    const form = page.getByRole('form', { name: 'Book Collection' });
    await expect(form).toBeVisible();
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
    await pickComboOption(form, 'Country', 'Kuwait');
    await pickSelectOption(form, 'Shipment Type', { index: 0 });
    await pickSelectOption(form, 'Collection Ready Time', '10:00');
    await pickSelectOption(form, 'Collection Closing Time', '13:00');
    await pickSelectOption(form, 'Vehicle Type', 'Van');
    // The server's date check must not have refused the date.
    await expect(form.getByLabel('Collection Date', { exact: true })).toHaveValue(collectionDate());

    const answer = apiAnswer(page, 'create_shipment_collection');
    const request = page.waitForRequest(
      (r) => new URL(r.url()).pathname === '/api/website/create_shipment_collection',
    );
    await form.getByRole('button', { name: 'Submit' }).click();
    // The wire carries the country by name and the vehicle by its code (people read 'Van').
    const sent = (await request).postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({
      country: 'Kuwait',
      vehicle_type: 'van',
      collection_ready_time: '10:00',
      collection_closing_time: '13:00',
    });
    const { status, Message, body } = await answer;
    assert.equal(status, 200, Message);
    const result = page.getByRole('region', { name: 'Collection booked' });
    expect(body.booking_no, 'a Booking No').toBeTruthy();
    expect(body.ref_no, 'a Reference No').toBeTruthy();
    await expect(result.getByTestId('booking-no')).toHaveText(String(body.booking_no));
    await expect(result.getByTestId('reference-no')).toHaveText(String(body.ref_no));
    await expect(result).toContainText(/Booking No[\s\S]*Reference No/);
    // Spec 8: collection success shows the server Message as a success toast.
    await toast(page, Message).first().waitFor();

    await result.getByRole('button', { name: 'Cancel' }).click();
    // A successful submit cleared the form.
    await expect(form.getByLabel('Contact Person', { exact: true })).toHaveValue('');
    await expect(form.getByLabel('Collection Date', { exact: true })).toHaveValue('');
    await expect(form.getByRole('combobox', { name: 'Country', exact: true })).toHaveValue('');
    await expect(selectTrigger(form, 'Vehicle Type')).toHaveAccessibleName(
      'Select Vehicle Type Vehicle Type',
    );
    await expect(page.getByTestId('booking-no')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
