import { nextCollectionDay } from '@courier/domain/collectionDate';
import { todayInKuwait } from '@courier/domain/kuwaitClock';
import { expect, type Locator, type Page } from '@playwright/test';
import {
  chooseFile,
  fillDatePicker,
  optionName,
  pickComboOption,
  pickSelectOption,
  tick,
} from './ui.ts';
import { wordsOn } from './words.ts';

/** A tiny but real PDF (the API judges documents by their first bytes). */
export const PDF_FILE = {
  name: 'document.pdf',
  mimeType: 'application/pdf',
  // A real one-page PDF: the API parses uploads.
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n2 0 obj <</Type/Pages/Kids[3 0 R]/Count 1>> endobj\n3 0 obj <</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  ),
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
  const w = wordsOn(page).ui.wizard;
  const form = page.getByRole('form', { name: w.senderReceiverForm });
  await form.waitFor();
  await fill(page, w.senderReceiverForm, {
    [w.sender_consignor]: 'Gulf Books Trading',
    [w.sender_contact_person]: 'Fatima Al-Sabah',
    [w.sender_street_name_number]: 'Block 3, Street 12, Salmiya',
    [w.sender_zip_code]: '22001',
    [w.sender_telephone]: '+96522001122',
    [w.sender_email]: email,
    [w.receiver_company_name]: 'Delhi Readers Pvt Ltd',
    [w.receiver_attention]: 'Arjun Mehta',
    [w.receiver_street_name_number]: '14 Connaught Place',
    [w.receiver_zip_code]: '110001',
    [w.receiver_telephone]: '+911123456789',
  });
  // The sender starts in Kuwait (the courier's country) unless a quote named another.
  const senderField = form.getByRole('combobox', { name: w.sender_country, exact: true });
  const shown = await senderField.inputValue();
  const senderCountry = optionName('Kuwait').test(shown)
    ? shown
    : await pickComboOption(form, w.sender_country, 'Kuwait');
  await pickComboOption(form, w.sender_city, { index: 0 });
  const receiverCountry = await pickComboOption(form, w.receiver_country, 'India');
  // The receiver country fills the mobile field with its calling code.
  const mobile = form.getByLabel(w.receiver_mobile, { exact: true });
  await expect(mobile).toHaveValue('+91');
  await mobile.fill('+919812345678');
  await pickComboOption(form, w.receiver_city, { index: 0 });
  await form.getByRole('button', { name: wordsOn(page).ui.common.next }).click();
  return { senderCountry, receiverCountry };
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
  const w = wordsOn(page).ui.wizard;
  const form = page.getByRole('form', { name: w.shipping });
  await expect(form).toBeVisible();
  // The type first: the Service field offers what carries it (no documents-only service for goods).
  await tick(form.getByRole('radio', { name: w.nonDocs, exact: true }));
  await pickSelectOption(form, w.currency, { index: 0 });
  await form.getByLabel(w.content, { exact: true }).fill('Printed books');
  const line = form.getByTestId('line-1');
  for (const [label, value] of Object.entries({
    [w.weight]: '2',
    [w.length]: '30',
    [w.width]: '20',
    [w.height]: '10',
    [w.qty]: '2',
    [w.item_value]: '7.5',
    [w.description]: 'Printed books',
  })) {
    await line.getByLabel(label, { exact: true }).fill(value);
  }
  if (customs) {
    await line.getByLabel(w.hs_code, { exact: true }).fill(customs.hsCode);
    await pickComboOption(line, w.country_of_origin, customs.origin);
  }
  // Spec 5: volumetric = 30 x 20 x 10 / 5000 = 1.2; chargeable = max(2, 1.2); item total = 2 x 7.5.
  await expectNumber(line.getByLabel(w.volume_weight, { exact: true }), 1.2);
  await expectNumber(line.getByLabel(w.item_total_value, { exact: true }), 15);
  await expectNumber(form.getByLabel(w.value, { exact: true }), 15);
  await expectNumber(form.getByTestId('total-total-weight'), 2);
  await expectNumber(form.getByTestId('total-total-volumetric-weight'), 1.2);
  await expectNumber(form.getByTestId('total-chargeable-weight'), 2);
  // The service last: the weight decides what carries the parcel (a domestic parcel is offered the
  // domestic services only), and a choice that stops carrying it is cleared. Chosen again until
  // the in-wizard rate for the chosen service and weight has arrived.
  await expect(async () => {
    await pickSelectOption(form, w.service, { index: 0 });
    await expect(form.getByTestId('total-amount')).not.toHaveText(/^\D*0\.00$/, {
      timeout: 5_000,
    });
  }).toPass({ timeout: 60_000 });
  await form.getByRole('button', { name: wordsOn(page).ui.common.next }).click();
}

/**
 * Step 3: collection, a KYC document, an individual shipper, the payment method (by its code:
 * 'cash' or 'online', read by its label) and the boxes.
 */
export async function fillCollectionStep(
  page: Page,
  payment: 'cash' | 'online' | null,
): Promise<void> {
  const w = wordsOn(page).ui.wizard;
  const form = page.getByRole('form', { name: w.collectionForm });
  await expect(form).toBeVisible();
  await fillDatePicker(form, w.collection_date, collectionDate(), 'collection_date');
  await pickSelectOption(form, w.collection_ready_time, '10:00');
  await pickSelectOption(form, w.collection_close_time, '12:00');
  await pickSelectOption(form, w.vehicle_type, { index: 0 });
  await form
    .getByLabel(w.special_instruction, { exact: true })
    .fill('Ring the bell at the side door.');
  await pickSelectOption(form, w.kyc_type, { index: 0 });
  await chooseFile(form, w.kyc_document, PDF_FILE);
  await tick(form.getByRole('radio', { name: w.individual, exact: true }));
  if (payment) await tick(form.getByRole('radio', { name: w[payment], exact: true }));
  // The terms box, and in the customer wizard the privacy-policy box too.
  for (const box of await form.getByRole('checkbox').all()) await tick(box);
  // The server's date check must not have cleared the date.
  await expect(form.locator('input[type="hidden"][name="collection_date"]')).toHaveValue(
    collectionDate(),
  );
}

/** Step 1 of the customer wizard: the sender comes from the account (in Kuwait); a Kuwaiti receiver. */
export async function fillCustomerStep1(page: Page): Promise<void> {
  const w = wordsOn(page).ui.wizard;
  const form = page.getByRole('form', { name: w.senderReceiverForm });
  await form.waitFor();
  // The sender starts at the account's own address: Kuwait, its cities loaded.
  const country = form.getByRole('combobox', { name: w.sender_country, exact: true });
  await expect(country).toHaveValue(/^kuwait$/i);
  // The sender comes from the account.
  await expect(form.getByLabel(w.sender_consignor, { exact: true })).not.toHaveValue('');
  await pickComboOption(form, w.sender_city, { index: 0 });
  await form.getByLabel(w.sender_zip_code, { exact: true }).fill('13001');
  await form.getByLabel(w.receiver_company_name, { exact: true }).fill('Salmiya Electronics');
  await form.getByLabel(w.receiver_attention, { exact: true }).fill('Noura Al-Ali');
  await form
    .getByLabel(w.receiver_street_name_number, { exact: true })
    .fill('Salem Al Mubarak Street 5');
  await pickComboOption(form, w.receiver_country, 'Kuwait');
  const mobile = form.getByLabel(w.receiver_mobile, { exact: true });
  await expect(mobile).toHaveValue('+965');
  await mobile.fill('+96555443322');
  await pickComboOption(form, w.receiver_city, { index: 0 });
  await form.getByLabel(w.receiver_zip_code, { exact: true }).fill('22001');
  await form.getByLabel(w.receiver_telephone, { exact: true }).fill('+96522334455');
  await form.getByRole('button', { name: wordsOn(page).ui.common.next }).click();
}
