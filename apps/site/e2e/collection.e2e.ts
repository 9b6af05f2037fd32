/**
 * Journey (c): book a collection, see Booking No and Reference No, press Cancel and get the form
 * back, empty.
 */
import assert from 'node:assert/strict';
import { expect, test } from './support/browser.ts';
import {
  apiAnswer,
  fillDatePicker,
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
    w,
  }) => {
    const c = w.site.collection;
    await page.goto(w.path('/book-collection'));
    const form = page.getByRole('form', { name: w.site.pages.bookCollection });
    await expect(form).toBeVisible();
    const values: Record<string, string> = {
      [c.contactPerson]: 'Yousef Al-Mutairi',
      [c.companyName]: 'Mutairi Spare Parts',
      [c.street]: 'Shuwaikh Industrial, Street 25',
      [c.city]: 'Kuwait City',
      [c.zipcode]: '13001',
      [c.phone]: '+96599887766',
      [c.email]: 'yousef@example.com',
      [c.reference]: 'PO-7781',
      [c.totalPieces]: '3',
      [c.totalWeight]: '12.5',
      [c.instructions]: 'Loading bay 2.',
    };
    for (const [label, value] of Object.entries(values)) {
      await form.getByLabel(label, { exact: true }).fill(value);
    }
    await fillDatePicker(form, c.date, collectionDate(), 'collection_date');
    // The country as the page lists it: 'Kuwait', or 'الكويت' on an Arabic page.
    const country = await pickComboOption(form, c.country, 'Kuwait');
    await pickSelectOption(form, c.shipmentType, { index: 0 });
    await pickSelectOption(form, c.readyTime, '10:00');
    await pickSelectOption(form, c.closingTime, '13:00');
    await pickSelectOption(form, c.vehicleType, w.ui.wizard.vehicleLabels.van!);
    // The server's date check must not have refused the date.
    await expect(form.locator('input[type="hidden"][name="collection_date"]')).toHaveValue(
      collectionDate(),
    );

    const answer = apiAnswer(page, 'create_shipment_collection');
    const request = page.waitForRequest(
      (r) => new URL(r.url()).pathname === '/api/website/create_shipment_collection',
    );
    await form.getByRole('button', { name: w.site.buttons.submit }).click();
    // The wire carries the country by name and the vehicle by its code (people read 'Van').
    const sent = (await request).postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({
      country,
      vehicle_type: 'van',
      collection_ready_time: '10:00',
      collection_closing_time: '13:00',
    });
    const { status, Message, body } = await answer;
    assert.equal(status, 200, Message);
    const result = page.getByRole('region', { name: w.ui.result.collectionBooked });
    expect(body.booking_no, 'a Booking No').toBeTruthy();
    expect(body.ref_no, 'a Reference No').toBeTruthy();
    await expect(result.getByTestId('booking-no')).toHaveText(String(body.booking_no));
    await expect(result.getByTestId('reference-no')).toHaveText(String(body.ref_no));
    await expect(result).toContainText(
      new RegExp(`${w.ui.result.bookingNo}[\\s\\S]*${w.ui.result.referenceNo}`),
    );
    // Spec 8: collection success shows the server Message as a success toast.
    await toast(page, Message).first().waitFor();

    await result.getByRole('button', { name: w.ui.common.cancel }).click();
    // A successful submit cleared the form.
    await expect(form.getByLabel(c.contactPerson, { exact: true })).toHaveValue('');
    await expect(form.locator('input[type="hidden"][name="collection_date"]')).toHaveValue('');
    await expect(form.getByRole('combobox', { name: c.country, exact: true })).toHaveValue('');
    // The trigger reads its placeholder, then the label: 'Select Vehicle Type Vehicle Type'.
    await expect(selectTrigger(form, c.vehicleType)).toHaveAccessibleName(
      `${c.selectVehicleType} ${c.vehicleType}`,
    );
    await expect(page.getByTestId('booking-no')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
