/**
 * Journey (a): a rate from the home card through check-rate, a chosen delivery option and the cost
 * table; then rate-enquiry through Proceed to book-shipment.
 */
import assert from 'node:assert/strict';
import { STORAGE_KEYS } from '@courier/domain/constants';
import type { Page } from '@playwright/test';
import { apiPost } from './support/apiData.ts';
import { expect, test } from './support/browser.ts';
import { chooseComboBox, pickComboOption } from './support/ui.ts';
import { wordsOn } from './support/words.ts';

const KUWAIT = { id: '117', name: 'Kuwait' };
const INDIA = { id: '101', name: 'India' };

interface Quote {
  totalPrice: number;
  vatPercentage: number | string;
  vatAmount: number;
  netPrice: number;
  service_id: number;
  serviceList: { service_id: number; service_name: string }[];
}

/** The cost table as shown: Shipping Rate, VAT (n%) and Total, label -> amount text. */
async function costTable(page: Page): Promise<Map<string, string>> {
  const rows = page.getByTestId('cost-table').getByRole('row');
  await expect(rows.first()).toBeVisible();
  const shown = new Map<string, string>();
  for (const row of await rows.all()) {
    shown.set(
      ((await row.getByRole('rowheader').textContent()) ?? '').trim(),
      ((await row.getByRole('cell').textContent()) ?? '').trim(),
    );
  }
  return shown;
}

/** The id a combo box of the rate form holds for the wire, once it holds one. */
async function wireValue(page: Page, name: string): Promise<string> {
  const input = page
    .getByRole('form', { name: wordsOn(page).site.aria.rateForm })
    .locator(`input[type="hidden"][name="${name}"]`);
  await expect(input, `${name} holds an id`).toHaveValue(/^\d+$/);
  return input.inputValue();
}

/** Fills the check-rate form's cities and presses Check Rate; answers the city ids chosen. */
async function checkRate(page: Page): Promise<{ originCity: string; destinationCity: string }> {
  const w = wordsOn(page);
  const form = page.getByRole('form', { name: w.site.aria.rateForm });
  await pickComboOption(form, w.site.form.fromCity, { index: 0 });
  await pickComboOption(form, w.site.form.toCity, { index: 0 });
  // The boxes show city names; the ids go on the wire (the combo boxes' form values).
  const originCity = await wireValue(page, 'origin_city_id');
  const destinationCity = await wireValue(page, 'destination_city_id');
  await form.getByRole('button', { name: w.site.buttons.checkRate }).click();
  return { originCity, destinationCity };
}

test.describe('rates', () => {
  test('home card -> check-rate -> delivery option -> cost table in KWD', async ({
    page,
    errors,
    w,
  }) => {
    await page.goto(w.path('/'));
    const card = page.getByRole('region', { name: w.ui.rate.title });
    await expect(card).toBeVisible();
    await chooseComboBox(page, w.ui.rate.fromCountry, KUWAIT.name);
    await chooseComboBox(page, w.ui.rate.toCountry, INDIA.name);
    await card.getByLabel(w.ui.rate.weight).fill('2.5');
    await card.getByRole('button', { name: w.ui.rate.checkRates }).click();

    await page.waitForURL((url) => w.isAt(url, '/check-rate'));
    const stored = await page.evaluate(
      (keys) => keys.map((k) => localStorage.getItem(k)),
      [
        STORAGE_KEYS.interFromCountry,
        STORAGE_KEYS.interToCountry,
        STORAGE_KEYS.interWeight,
        STORAGE_KEYS.interUnit,
      ],
    );
    assert.deepEqual(stored, [KUWAIT.id, INDIA.id, '2.5', 'KG']);

    // check-rate starts from the card's values.
    const form = page.getByRole('form', { name: w.site.aria.rateForm });
    await expect(
      form.getByRole('combobox', { name: w.site.form.fromCountry, exact: true }),
    ).toHaveValue(w.ref(KUWAIT.name));
    await expect(
      form.getByRole('combobox', { name: w.site.form.toCountry, exact: true }),
    ).toHaveValue(w.ref(INDIA.name));
    expect(await wireValue(page, 'origin_country_id')).toBe(KUWAIT.id);
    expect(await wireValue(page, 'destination_country_id')).toBe(INDIA.id);
    await expect(form.getByLabel(w.site.form.weight, { exact: true })).toHaveValue('2.5');
    const cities = await checkRate(page);

    const result = page.getByRole('region', { name: w.site.aria.rateResult });
    await expect(result.getByTestId('origin-name')).toHaveText(w.ref(KUWAIT.name));
    await expect(result.getByTestId('destination-name')).toHaveText(w.ref(INDIA.name));
    const options = result
      .getByRole('group', { name: w.site.rates.deliveryOption })
      .getByRole('radio');
    await expect(options.first(), 'at least one delivery option').toBeVisible();
    const count = await options.count();
    // Choose the last option: it recalculates with that service_id.
    const chosen = options.nth(count - 1);
    const serviceId = await chosen.getAttribute('value');
    await chosen.check();
    await expect(chosen).toBeChecked();

    const request = {
      origin_country_id: KUWAIT.id,
      destination_country_id: INDIA.id,
      origin_city_id: cities.originCity,
      destination_city_id: cities.destinationCity,
      weight: '2.5',
      unit: 'KG',
      service_id: serviceId,
    };
    const expected = (await apiPost('price_calculation', request)) as unknown as Quote;
    assert.equal(String(expected.service_id), serviceId, 'the API priced the chosen service');
    const kwd = (n: number) =>
      w.kwd(n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
    const vatLabel = w.ui.cost.vat({ percentage: String(expected.vatPercentage) });
    const [shippingRate, total] = [w.ui.cost.shippingRate, w.ui.cost.total];
    await expect(page.getByTestId('cost-table')).toContainText(kwd(expected.netPrice));
    const table = await costTable(page);
    assert.deepEqual([...table.keys()], [shippingRate, vatLabel, total]);
    for (const amount of table.values()) assert.match(amount, w.kwdPattern);
    assert.equal(table.get(shippingRate), kwd(expected.totalPrice));
    assert.equal(table.get(vatLabel), kwd(expected.vatAmount));
    assert.equal(table.get(total), kwd(expected.netPrice));
    assert.equal(
      w.hundredths(table.get(total)!),
      w.hundredths(table.get(shippingRate)!) + w.hundredths(table.get(vatLabel)!),
    );
    assert.ok(w.hundredths(table.get(total)!) > 0, 'a real price');
    await expect(page.getByRole('note').filter({ hasText: w.site.rates.dutiesNote })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('rate-enquiry -> Check Rate -> Proceed -> book-shipment with the quote', async ({
    page,
    errors,
    w,
  }) => {
    await page.goto(w.path('/rate-enquiry'));
    const form = page.getByRole('form', { name: w.site.aria.rateForm });
    await pickComboOption(form, w.site.form.fromCountry, KUWAIT.name);
    await pickComboOption(form, w.site.form.toCountry, INDIA.name);
    await form.getByLabel(w.site.form.weight, { exact: true }).fill('1');
    await checkRate(page);
    const result = page.getByRole('region', { name: w.site.aria.rateResult });
    await expect(result.getByTestId('origin-name')).toHaveText(w.ref(KUWAIT.name));
    const table = await costTable(page);
    assert.match(table.get(w.ui.cost.total) ?? '', w.kwdPattern);
    assert.ok(w.hundredths(table.get(w.ui.cost.total)!) > 0, 'a real price before Proceed');

    await result.getByRole('button', { name: w.site.buttons.proceed }).click();
    await page.waitForURL((url) => w.isAt(url, '/book-shipment'));
    const stored = await page.evaluate(
      (keys) => keys.map((k) => localStorage.getItem(k)),
      [
        STORAGE_KEYS.originCountryId,
        STORAGE_KEYS.destinationCountryId,
        STORAGE_KEYS.totalWeight,
        STORAGE_KEYS.weightUnit,
      ],
    );
    assert.deepEqual(stored, [KUWAIT.id, INDIA.id, '1', 'KG']);
    // The wizard's first step starts from the quote's countries.
    const step1 = page.getByRole('form', { name: w.ui.wizard.senderReceiverForm });
    await expect(
      step1.getByRole('combobox', { name: w.ui.wizard.sender_country, exact: true }),
    ).toHaveValue(w.ref(KUWAIT.name));
    await expect(
      step1.getByRole('combobox', { name: w.ui.wizard.receiver_country, exact: true }),
    ).toHaveValue(w.ref(INDIA.name));
    expect(errors).toEqual([]);
  });

  test('check-rate and book-shipment opened directly (server-rendered) start from the stored values after hydration', async ({
    page,
    errors,
    w,
  }) => {
    await page.goto(w.path('/faq'));
    const stored: [string, string][] = [
      [STORAGE_KEYS.interFromCountry, KUWAIT.id],
      [STORAGE_KEYS.interToCountry, INDIA.id],
      [STORAGE_KEYS.interWeight, '2.5'],
      [STORAGE_KEYS.interUnit, 'KG'],
      [STORAGE_KEYS.originCountryId, KUWAIT.id],
      [STORAGE_KEYS.destinationCountryId, INDIA.id],
      [STORAGE_KEYS.totalWeight, '3'],
      [STORAGE_KEYS.weightUnit, 'KG'],
    ];
    await page.evaluate((items) => {
      for (const [key, value] of items) localStorage.setItem(key, value);
    }, stored);
    await page.goto(w.path('/check-rate'));
    const form = page.getByRole('form', { name: w.site.aria.rateForm });
    await expect(
      form.getByRole('combobox', { name: w.site.form.fromCountry, exact: true }),
    ).toHaveValue(w.ref(KUWAIT.name));
    await expect(
      form.getByRole('combobox', { name: w.site.form.toCountry, exact: true }),
    ).toHaveValue(w.ref(INDIA.name));
    await expect(form.getByLabel(w.site.form.weight, { exact: true })).toHaveValue('2.5');

    await page.goto(w.path('/book-shipment'));
    const step1 = page.getByRole('form', { name: w.ui.wizard.senderReceiverForm });
    await expect(
      step1.getByRole('combobox', { name: w.ui.wizard.sender_country, exact: true }),
    ).toHaveValue(w.ref(KUWAIT.name));
    await expect(
      step1.getByRole('combobox', { name: w.ui.wizard.receiver_country, exact: true }),
    ).toHaveValue(w.ref(INDIA.name));
    expect(errors).toEqual([]);
  });
});
