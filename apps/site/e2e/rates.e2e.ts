/**
 * Journey (a): a rate from the home card through check-rate, a chosen delivery option and the cost
 * table; then rate-enquiry through Proceed to book-shipment.
 */
import assert from 'node:assert/strict';
import { STORAGE_KEYS } from '@courier/domain/constants';
import type { Page } from '@playwright/test';
import { apiPost } from './support/apiData.ts';
import { expect, test } from './support/browser.ts';
import { chooseComboBox, KWD_AMOUNT, kwdHundredths, pickComboOption } from './support/ui.ts';

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
    .getByRole('form', { name: 'Rate form' })
    .locator(`input[type="hidden"][name="${name}"]`);
  await expect(input, `${name} holds an id`).toHaveValue(/^\d+$/);
  return input.inputValue();
}

/** Fills the check-rate form's cities and presses Check Rate; answers the city ids chosen. */
async function checkRate(page: Page): Promise<{ originCity: string; destinationCity: string }> {
  const form = page.getByRole('form', { name: 'Rate form' });
  await pickComboOption(form, 'From State/City', { index: 0 });
  await pickComboOption(form, 'To State/City', { index: 0 });
  // The boxes show city names; the ids go on the wire (the combo boxes' form values).
  const originCity = await wireValue(page, 'origin_city_id');
  const destinationCity = await wireValue(page, 'destination_city_id');
  await form.getByRole('button', { name: 'Check Rate' }).click();
  return { originCity, destinationCity };
}

test.describe('rates', () => {
  test('home card -> check-rate -> delivery option -> cost table in KWD', async ({
    page,
    errors,
  }) => {
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Rate Inquiry' });
    await expect(card).toBeVisible();
    await chooseComboBox(page, 'From Country', KUWAIT.name);
    await chooseComboBox(page, 'To Country', INDIA.name);
    await card.getByLabel('Weight').fill('2.5');
    await card.getByRole('button', { name: 'CHECK RATES' }).click();

    await page.waitForURL((url) => url.pathname === '/check-rate');
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
    const form = page.getByRole('form', { name: 'Rate form' });
    await expect(form.getByRole('combobox', { name: 'From Country', exact: true })).toHaveValue(
      KUWAIT.name,
    );
    await expect(form.getByRole('combobox', { name: 'To Country', exact: true })).toHaveValue(
      INDIA.name,
    );
    expect(await wireValue(page, 'origin_country_id')).toBe(KUWAIT.id);
    expect(await wireValue(page, 'destination_country_id')).toBe(INDIA.id);
    await expect(form.getByLabel('Weight', { exact: true })).toHaveValue('2.5');
    const cities = await checkRate(page);

    const result = page.getByRole('region', { name: 'Rate result' });
    await expect(result.getByTestId('origin-name')).toHaveText(KUWAIT.name);
    await expect(result.getByTestId('destination-name')).toHaveText(INDIA.name);
    const options = result
      .getByRole('group', { name: 'Select Delivery Option' })
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
      `KWD ${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    const vatLabel = `VAT (${expected.vatPercentage}%)`;
    await expect(page.getByTestId('cost-table')).toContainText(kwd(expected.netPrice));
    const table = await costTable(page);
    assert.deepEqual([...table.keys()], ['Shipping Rate', vatLabel, 'Total']);
    for (const amount of table.values()) assert.match(amount, KWD_AMOUNT);
    assert.equal(table.get('Shipping Rate'), kwd(expected.totalPrice));
    assert.equal(table.get(vatLabel), kwd(expected.vatAmount));
    assert.equal(table.get('Total'), kwd(expected.netPrice));
    assert.equal(
      kwdHundredths(table.get('Total')!),
      kwdHundredths(table.get('Shipping Rate')!) + kwdHundredths(table.get(vatLabel)!),
    );
    assert.ok(kwdHundredths(table.get('Total')!) > 0, 'a real price');
    await expect(
      page.getByRole('note').filter({ hasText: /customs duties and taxes/i }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('rate-enquiry -> Check Rate -> Proceed -> book-shipment with the quote', async ({
    page,
    errors,
  }) => {
    await page.goto('/rate-enquiry');
    const form = page.getByRole('form', { name: 'Rate form' });
    await pickComboOption(form, 'From Country', KUWAIT.name);
    await pickComboOption(form, 'To Country', INDIA.name);
    await form.getByLabel('Weight', { exact: true }).fill('1');
    await checkRate(page);
    const result = page.getByRole('region', { name: 'Rate result' });
    await expect(result.getByTestId('origin-name')).toHaveText(KUWAIT.name);
    const table = await costTable(page);
    assert.match(table.get('Total') ?? '', KWD_AMOUNT);
    assert.ok(kwdHundredths(table.get('Total')!) > 0, 'a real price before Proceed');

    await result.getByRole('button', { name: 'Proceed' }).click();
    await page.waitForURL((url) => url.pathname === '/book-shipment');
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
    const step1 = page.getByRole('form', { name: 'Sender and Receiver details' });
    await expect(step1.getByRole('combobox', { name: 'Country', exact: true })).toHaveValue(
      KUWAIT.name,
    );
    await expect(
      step1.getByRole('combobox', { name: 'Receiver Country', exact: true }),
    ).toHaveValue(INDIA.name);
    expect(errors).toEqual([]);
  });

  test('check-rate and book-shipment opened directly (server-rendered) start from the stored values after hydration', async ({
    page,
    errors,
  }) => {
    await page.goto('/faq');
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
    await page.goto('/check-rate');
    const form = page.getByRole('form', { name: 'Rate form' });
    await expect(form.getByRole('combobox', { name: 'From Country', exact: true })).toHaveValue(
      KUWAIT.name,
    );
    await expect(form.getByRole('combobox', { name: 'To Country', exact: true })).toHaveValue(
      INDIA.name,
    );
    await expect(form.getByLabel('Weight', { exact: true })).toHaveValue('2.5');

    await page.goto('/book-shipment');
    const step1 = page.getByRole('form', { name: 'Sender and Receiver details' });
    await expect(step1.getByRole('combobox', { name: 'Country', exact: true })).toHaveValue(
      KUWAIT.name,
    );
    await expect(
      step1.getByRole('combobox', { name: 'Receiver Country', exact: true }),
    ).toHaveValue(INDIA.name);
    expect(errors).toEqual([]);
  });
});
