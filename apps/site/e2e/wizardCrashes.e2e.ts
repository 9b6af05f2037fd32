/**
 * Journeys that once replaced a booking wizard with the error page. Both came from swr as patched
 * for hydration (patches/swr@2.5.1.patch), which threw "Cannot access before initialization" when
 * a hook's key came back to one already in its cache: step 2 of the public wizard when the
 * documents' fixed figures brought the chargeable weight back to one priced before, and the
 * portal's wizard when India (its sender country, whose cities were loaded) became the receiver
 * country. Every country of the demo tariff is chosen as receiver in both wizards.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './support/browser.ts';
import { DEMO_COUNTRIES } from '@courier/demo-data/countries';
import { DEMO, logIn } from './support/portal.ts';
import { pickComboOption, pickSelectOption, tick } from './support/ui.ts';
import { fillPublicStep1 } from './support/wizard.ts';
import { wordsOn } from './support/words.ts';

/** Waits until the step shows a price for what it holds now (not the '-' or 0 of no price). */
async function priced(form: Locator): Promise<void> {
  await expect(form.getByTestId('total-amount')).toHaveText(/[1-9]/);
}

test('public wizard: two goods lines, then Docs keeps the form and its lines', async ({
  page,
  errors,
  w,
}) => {
  const early: string[] = [];
  page.on('console', (message) => {
    if (/before initialization/.test(message.text())) early.push(message.text());
  });
  await page.goto(w.path('/book-shipment'));
  await fillPublicStep1(page, 'docs-switch@example.com');
  const ww = wordsOn(page).ui.wizard;
  const form = page.getByRole('form', { name: ww.shipping });
  await expect(form).toBeVisible();
  // Express Parcel carries up to 70 kg (the first service, documents, only 2).
  await pickSelectOption(form, ww.service, 'Express Parcel');
  await pickSelectOption(form, ww.currency, { index: 0 });
  await tick(form.getByRole('radio', { name: ww.nonDocs, exact: true }));
  const line1 = form.getByTestId('line-1');
  // 3 kg is priced first; the documents' figures below come back to 3 kg.
  await line1.getByLabel(ww.weight, { exact: true }).fill('3');
  await expect(form.getByTestId('total-chargeable-weight')).toHaveText(/^\s*3(\.00)?\s*$/);
  await priced(form);
  for (const [label, value] of Object.entries({
    [ww.length]: '50',
    [ww.width]: '50',
    [ww.height]: '50',
    [ww.qty]: '1',
    [ww.item_value]: '10',
    [ww.description]: 'Printed books',
  }))
    await line1.getByLabel(label, { exact: true }).fill(value);
  await form.getByRole('button', { name: ww.addLine }).click();
  const line2 = form.getByTestId('line-2');
  for (const [label, value] of Object.entries({
    [ww.weight]: '1',
    [ww.qty]: '1',
    [ww.item_value]: '5',
    [ww.description]: 'Maps',
  }))
    await line2.getByLabel(label, { exact: true }).fill(value);
  await line1.getByLabel(ww.weight, { exact: true }).fill('2');
  await expect(form.getByTestId('total-chargeable-weight')).toHaveText(/^\s*25(\.00)?\s*$/);
  await priced(form);

  await tick(form.getByRole('radio', { name: ww.docs, exact: true }));
  await expect(form.getByTestId('total-chargeable-weight')).toHaveText(/^\s*3(\.00)?\s*$/);
  await priced(form);
  await expect(form.getByLabel(ww.value, { exact: true })).toHaveValue('2');
  await expect(line2.getByLabel(ww.weight, { exact: true })).toHaveValue('1');
  await expect(line1.getByLabel(ww.length, { exact: true })).toHaveValue('1');
  expect(early).toEqual([]);
  expect(errors).toEqual([]);
});

for (const wizard of ['public', 'portal'] as const) {
  test(`${wizard} wizard: every country of the demo tariff as receiver`, async ({
    page,
    errors,
    w,
  }) => {
    test.setTimeout(300_000);
    if (wizard === 'portal') {
      await logIn(page, DEMO.userId, DEMO.password);
      await page.waitForURL((url) => w.isAt(url, '/create-shipment'));
    } else {
      await page.goto(w.path('/book-shipment'));
    }
    const ww = wordsOn(page).ui.wizard;
    const form = page.getByRole('form', { name: ww.senderReceiverForm });
    await form.waitFor();
    // The public sender's country and cities first, as a visitor fills the form; the portal's
    // sender is the account's (India, its cities already loaded).
    if (wizard === 'public') await pickComboOption(form, ww.sender_country, 'Kuwait');
    await pickComboOption(form, ww.sender_city, { index: 0 });
    const mobile = form.getByLabel(ww.receiver_mobile, { exact: true });
    for (const [, name, , mobileCode, , cities] of DEMO_COUNTRIES) {
      await pickComboOption(form, ww.receiver_country, name);
      await expect(mobile, name).toHaveValue(mobileCode);
      if (cities.length > 0) await pickComboOption(form, ww.receiver_city, { index: 0 });
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      expect(errors, name).toEqual([]);
    }
    await expect(form).toBeVisible();
  });
}
