import { nextCollectionDay } from '@courier/domain/collectionDate';
import { todayInKuwait } from '@courier/domain/kuwaitClock';
import { expect, type Locator, type Page } from '@playwright/test';
import { chooseFile, fillDatePicker, pickComboOption, pickSelectOption, tick } from './ui.ts';

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

/** A field or text that shows this number (however many decimals it prints). */
async function expectNumber(target: Locator, value: number): Promise<void> {
  await expect
    .poll(async () =>
      Number(
        (await target.evaluate((el) =>
          el instanceof HTMLInputElement ? el.value : el.textContent,
        )) ?? NaN,
      ),
    )
    .toBe(value);
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
  await expect(mobile).toHaveValue('+91');
  await mobile.fill('+919812345678');
  await pickComboOption(form, 'Receiver City', { index: 0 });
  await form.getByRole('button', { name: 'Next' }).click();
  return { senderCountry: 'Kuwait', receiverCountry: 'India' };
}

/** The commercial invoice's fields of a goods line: HS code and Country of Origin (a name). */
export interface LineCustoms {
  hsCode: string;
  origin: string;
}

/**
 * Step 2: one non-document line 30 x 20 x 10 cm of 2 kg, with its HS code and origin when given;
 * checks the live totals, then Next.
 */
export async function fillShippingStep(page: Page, customs?: LineCustoms): Promise<void> {
  const form = page.getByRole('form', { name: 'Shipping Details' });
  await expect(form).toBeVisible();
  await pickSelectOption(form, 'Service', { index: 0 });
  await pickSelectOption(form, 'Currency', { index: 0 });
  await tick(form.getByRole('radio', { name: 'Non Docs', exact: true }));
  await form.getByLabel('Contents', { exact: true }).fill('Printed books');
  const line = form.getByTestId('line-1');
  for (const [label, value] of Object.entries({
    'Weight (Kg)': '2',
    'Length (cm)': '30',
    'Width (cm)': '20',
    'Height (cm)': '10',
    Qty: '2',
    'Item Value': '7.5',
    Description: 'Printed books',
  })) {
    await line.getByLabel(label, { exact: true }).fill(value);
  }
  if (customs) {
    await line.getByLabel('HS Code', { exact: true }).fill(customs.hsCode);
    await pickComboOption(line, 'Country of Origin', customs.origin);
  }
  // Spec 5: volumetric = 30 x 20 x 10 / 5000 = 1.2; chargeable = max(2, 1.2); item total = 2 x 7.5.
  await expectNumber(line.getByLabel('Volumetric Weight', { exact: true }), 1.2);
  await expectNumber(line.getByLabel('Item Total', { exact: true }), 15);
  await expectNumber(form.getByLabel('Declared Value', { exact: true }), 15);
  await expectNumber(form.getByTestId('total-total-weight'), 2);
  await expectNumber(form.getByTestId('total-total-volumetric-weight'), 1.2);
  await expectNumber(form.getByTestId('total-chargeable-weight'), 2);
  // The in-wizard rate for the chosen service and weight has arrived.
  await expect(form.getByTestId('total-amount')).not.toHaveText(/^\D*0\.00$/);
  await form.getByRole('button', { name: 'Next' }).click();
}

/** Step 3: collection, a KYC document, an individual shipper, the payment method and the boxes. */
export async function fillCollectionStep(
  page: Page,
  payment: 'Cash' | 'Pay Online' | null,
): Promise<void> {
  const form = page.getByRole('form', { name: 'Collection, Documents and Payment' });
  await expect(form).toBeVisible();
  await fillDatePicker(form, 'Collection Date', collectionDate(), 'collection_date');
  await pickSelectOption(form, 'Collection Time', '10:00');
  await pickSelectOption(form, 'Cutoff/Closing Time', '12:00');
  await pickSelectOption(form, 'Vehicle Type', { index: 0 });
  await form
    .getByLabel('Special Instruction', { exact: true })
    .fill('Ring the bell at the side door.');
  await pickSelectOption(form, 'KYC Type', { index: 0 });
  await chooseFile(form, 'KYC Document', PDF_FILE);
  await tick(form.getByRole('radio', { name: 'Individual', exact: true }));
  if (payment) await tick(form.getByRole('radio', { name: payment, exact: true }));
  // The terms box, and in the customer wizard the privacy-policy box too.
  for (const box of await form.getByRole('checkbox').all()) await tick(box);
  // The server's date check must not have cleared the date.
  await expect(form.locator('input[type="hidden"][name="collection_date"]')).toHaveValue(
    collectionDate(),
  );
}

/** Step 1 of the customer wizard: the sender comes from the account; an Indian sender city and a Kuwaiti receiver. */
export async function fillCustomerStep1(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'Sender and Receiver details' });
  await form.waitFor();
  // Spec 4: the contact country defaults to INDIA and its cities are loaded.
  const country = form.getByRole('combobox', { name: 'Country', exact: true });
  await expect(country).toHaveValue(/^india$/i);
  // The sender comes from the account.
  await expect(form.getByLabel('Consignor', { exact: true })).not.toHaveValue('');
  await pickComboOption(form, 'City', { index: 0 });
  await form.getByLabel('Zip Code', { exact: true }).fill('110001');
  await form.getByLabel('Company Name', { exact: true }).fill('Salmiya Electronics');
  await form.getByLabel('Attention', { exact: true }).fill('Noura Al-Ali');
  await form
    .getByLabel('Receiver Street Name/Number', { exact: true })
    .fill('Salem Al Mubarak Street 5');
  await pickComboOption(form, 'Receiver Country', 'Kuwait');
  const mobile = form.getByLabel('Receiver Mobile', { exact: true });
  await expect(mobile).toHaveValue('+965');
  await mobile.fill('+96555443322');
  await pickComboOption(form, 'Receiver City', { index: 0 });
  await form.getByLabel('Receiver Zip Code', { exact: true }).fill('22001');
  await form.getByLabel('Receiver Telephone', { exact: true }).fill('+96522334455');
  await form.getByRole('button', { name: 'Next' }).click();
}
