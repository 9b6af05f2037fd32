import assert from 'node:assert/strict';
import { nextCollectionDay } from '@courier/domain/collectionDate';
import { todayInKuwait } from '@courier/domain/kuwaitClock';
import type { Page } from 'playwright-core';
import { pickComboOption, selectOption } from './ui.ts';

/** A tiny but real PDF (the API judges documents by their first bytes). */
export const PDF_FILE = {
  name: 'document.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
};

/** The second collection day from today in Kuwait: never today's passed slots, never a Friday. */
export function collectionDate(now = new Date()): string {
  return nextCollectionDay(nextCollectionDay(todayInKuwait(now)));
}

async function fill(page: Page, form: string, values: Record<string, string>): Promise<void> {
  const scope = page.getByRole('form', { name: form });
  for (const [label, value] of Object.entries(values)) {
    await scope.getByLabel(label, { exact: true }).fill(value);
  }
}

export interface Parties {
  senderCountry: string;
  receiverCountry: string;
}

/** Step 1 (public wizard): a Kuwaiti sender and an Indian receiver, then Next. */
export async function fillPublicStep1(page: Page, email: string): Promise<Parties> {
  const form = page.getByRole('form', { name: 'Sender and Receiver details' });
  await form.waitFor();
  await fill(page, 'Sender and Receiver details', {
    Consignor: 'Gulf Books Trading',
    'Contact Person': 'Fatima Al-Sabah',
    'Street Name/Number': 'Block 3, Street 12, Salmiya',
    'Zip Code': '22001',
    Telephone: '+96522001122',
    Email: email,
    'Company Name': 'Delhi Readers Pvt Ltd',
    Attention: 'Arjun Mehta',
    'Receiver Street Name/Number': '14 Connaught Place',
    'Receiver Zip Code': '110001',
    'Receiver Telephone': '+911123456789',
  });
  await pickComboOption(form, 'Country', 'Kuwait');
  await pickComboOption(form, 'City', { index: 0 });
  await pickComboOption(form, 'Receiver Country', 'India');
  // The receiver country fills the mobile field with its calling code.
  const mobile = form.getByLabel('Receiver Mobile', { exact: true });
  await page.waitForFunction((el) => (el as HTMLInputElement).value === '+91', await mobile.elementHandle());
  await mobile.fill('+919812345678');
  await pickComboOption(form, 'Receiver City', { index: 0 });
  await form.getByRole('button', { name: 'Next' }).click();
  return { senderCountry: 'Kuwait', receiverCountry: 'India' };
}

/** Step 2: one non-document line 30 x 20 x 10 cm of 2 kg; checks the live totals, then Next. */
export async function fillShippingStep(page: Page, { nonDocs }: { nonDocs: string }): Promise<void> {
  const form = page.getByRole('form', { name: 'Shipping Details' });
  await form.waitFor();
  await selectOption(form, 'Service', { index: 0 });
  await selectOption(form, 'Currency', { index: 0 });
  await form.getByRole('radio', { name: nonDocs, exact: true }).check();
  await fill(page, 'Shipping Details', {
    Contents: 'Printed books',
    'Weight (Kg) 1': '2',
    'Length (cm) 1': '30',
    'Width (cm) 1': '20',
    'Height (cm) 1': '10',
    'Quantity 1': '2',
    'Item Value 1': '7.5',
    'Description 1': 'Printed books',
  });
  // Spec 5: volumetric = 30 x 20 x 10 / 5000 = 1.2; chargeable = max(2, 1.2); item total = 2 x 7.5.
  assert.equal(Number(await form.getByLabel('Volume Weight 1', { exact: true }).inputValue()), 1.2);
  assert.equal(Number(await form.getByLabel('Item Total 1', { exact: true }).inputValue()), 15);
  assert.equal(Number(await form.getByLabel('Declared Value', { exact: true }).inputValue()), 15);
  assert.equal(Number(await form.getByTestId('total-total-weight').textContent()), 2);
  assert.equal(Number(await form.getByTestId('total-total-volumetric-weight').textContent()), 1.2);
  assert.equal(Number(await form.getByTestId('total-chargeable-weight').textContent()), 2);
  await form.getByRole('button', { name: 'Next' }).click();
}

/** Step 3: collection, a KYC document, an individual shipper and the payment method. */
export async function fillCollectionStep(page: Page, payment: 'Cash' | 'Pay Online' | null): Promise<void> {
  const name = 'Collection, Documents and Payment';
  const form = page.getByRole('form', { name });
  await form.waitFor();
  await fill(page, name, { 'Collection Date': collectionDate() });
  await selectOption(form, 'Collection Time', '10:00');
  await selectOption(form, 'Cutoff/Closing Time', '12:00');
  await selectOption(form, 'Vehicle Type', { index: 0 });
  await fill(page, name, { 'Special Instruction': 'Ring the bell at the side door.' });
  await selectOption(form, 'KYC Type', { index: 0 });
  await form.getByLabel('KYC Document', { exact: true }).setInputFiles(PDF_FILE);
  await form.getByRole('radio', { name: 'Individual', exact: true }).check();
  if (payment) await form.getByRole('radio', { name: payment, exact: true }).check();
  await form.getByRole('checkbox').check();
  // The server's date check must not have cleared the date.
  assert.equal(await form.getByLabel('Collection Date', { exact: true }).inputValue(), collectionDate());
}

/** Step 1 of the customer wizard: the sender comes from the account; an Indian sender city and a Kuwaiti receiver. */
export async function fillCustomerStep1(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'Sender and Receiver details' });
  await form.waitFor();
  // Spec 4: the contact country defaults to INDIA and its cities are loaded.
  const country = form.getByRole('combobox', { name: 'Country', exact: true });
  await page.waitForFunction((el) => /^india$/i.test((el as HTMLInputElement).value), await country.elementHandle());
  assert.match(await country.inputValue(), /^india$/i);
  assert.notEqual(await form.getByLabel('Consignor', { exact: true }).inputValue(), '', 'the sender comes from the account');
  await pickComboOption(form, 'City', { index: 0 });
  await form.getByLabel('Zip Code', { exact: true }).fill('110001');
  await form.getByLabel('Company Name', { exact: true }).fill('Salmiya Electronics');
  await form.getByLabel('Attention', { exact: true }).fill('Noura Al-Ali');
  await form.getByLabel('Receiver Street Name/Number', { exact: true }).fill('Salem Al Mubarak Street 5');
  await pickComboOption(form, 'Receiver Country', 'Kuwait');
  const mobile = form.getByLabel('Receiver Mobile', { exact: true });
  await page.waitForFunction((el) => (el as HTMLInputElement).value === '+965', await mobile.elementHandle());
  await mobile.fill('+96555443322');
  await pickComboOption(form, 'Receiver City', { index: 0 });
  await form.getByLabel('Receiver Zip Code', { exact: true }).fill('22001');
  await form.getByLabel('Receiver Telephone', { exact: true }).fill('+96522334455');
  await form.getByRole('button', { name: 'Next' }).click();
}
