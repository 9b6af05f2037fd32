/**
 * Reference data in the page's language: country and city boxes list Arabic names on Arabic
 * pages, and a country is found by its name in either script on any page ('الكويت' finds Kuwait).
 */
import { expect, test, screenshot } from './support/browser.ts';
import { pickComboOption } from './support/ui.ts';

test.describe('reference names', () => {
  test('typing الكويت into a country box finds Kuwait; cities follow the language', async ({
    page,
    errors,
    w,
  }) => {
    const arabic = w.path('/').startsWith('/ar');
    await page.goto(w.path('/rate-enquiry'));
    const form = page.getByRole('form', { name: w.site.aria.rateForm });
    const from = form.getByRole('combobox', { name: w.site.form.fromCountry, exact: true });
    await expect(from).not.toHaveAttribute('aria-busy', 'true');
    await from.click();
    await from.fill('الكويت');
    const listbox = page.locator(`[id="${await from.getAttribute('aria-controls')}"]`);
    const kuwait = arabic ? 'الكويت' : 'Kuwait';
    await expect(listbox.getByRole('option')).toHaveText([kuwait]);
    await listbox.getByRole('option', { name: kuwait, exact: true }).click();
    await expect(from).toHaveValue(kuwait);

    // An Arabic page lists Kuwait's governorates by their Arabic names.
    const city = await pickComboOption(form, w.site.form.fromCity, { index: 0 });
    if (arabic) expect(city).toMatch(/\p{Script=Arabic}/u);
    else expect(city).toMatch(/Governorate$/);

    // A Latin city on an Arabic page reads from its first letter ('Andaman and Nicobar Islands').
    await pickComboOption(form, w.site.form.toCountry, 'India');
    const to = await pickComboOption(form, w.site.form.toCity, 'Andaman and Nicobar Islands');
    const toBox = form.getByRole('combobox', { name: w.site.form.toCity, exact: true });
    await expect(toBox).toHaveAttribute('dir', 'ltr');
    expect(to).toBe('Andaman and Nicobar Islands');
    expect(errors).toEqual([]);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, 'reference-names-rate-enquiry');
    }
  });

  test('tracking reads our scan remarks in the page language, places isolated', async ({
    page,
    errors,
    w,
  }) => {
    const arabic = w.path('/').startsWith('/ar');
    await page.goto(w.path('/order-tracking?tracking_number=70012345012'));
    const history = page.getByRole('list', { name: w.ui.trackingResult.history, exact: true });
    await expect(history).toContainText(
      arabic ? 'تم الاستلام من المرسل' : 'Collected from shipper',
    );
    // Places read by the Arabic names of the reference data on Arabic pages; a Latin name left
    // beside Arabic keeps its own order, and the place reads right to left from its first name.
    if (arabic) {
      await expect(
        history.locator('bdi', { hasText: 'مركز الشويخ، الكويت' }).first(),
      ).toBeVisible();
      await expect(history).not.toContainText('Shuwaikh Hub');
      await expect(history).not.toContainText('Collected from shipper');
      const mumbai = history.locator('bdi', { hasText: /Mumbai\u2069، الهند/ }).first();
      await expect(mumbai).toHaveAttribute('dir', 'rtl');
    } else {
      await expect(
        history.locator('bdi', { hasText: 'Shuwaikh Hub, Kuwait' }).first(),
      ).toBeVisible();
    }
    expect(errors).toEqual([]);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, 'reference-names-tracking');
    }
  });

  test('the booking wizard lists countries and cities in the page language', async ({
    page,
    errors,
    w,
  }) => {
    await page.goto(w.path('/book-shipment'));
    const form = page.getByRole('form', { name: w.ui.wizard.senderReceiverForm });
    await form.waitFor();
    const sender = await pickComboOption(form, w.ui.wizard.sender_country, 'الكويت');
    expect(sender).toBe(w.path('/').startsWith('/ar') ? 'الكويت' : 'Kuwait');
    await pickComboOption(form, w.ui.wizard.sender_city, { index: 0 });
    await pickComboOption(form, w.ui.wizard.receiver_country, 'India');
    await pickComboOption(form, w.ui.wizard.receiver_city, 'Andaman and Nicobar Islands');
    expect(errors).toEqual([]);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, 'reference-names-booking');
    }
  });
});
