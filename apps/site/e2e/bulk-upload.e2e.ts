/**
 * The portal's bulk upload (docs/bulk-upload.md): an account that booked once (the identity
 * document every row books with) downloads the template, is refused a file that is no
 * spreadsheet on the file field, then uploads 50 rows whose order number and mobile columns are
 * named its own way: the mapping is fixed once (the account remembers it), the 3 bad rows show
 * their errors by cell, 47 shipments are created while the page polls the batch, and their
 * labels come back as one PDF of 47 pages; the same rows as an .xlsx file are then read with the
 * remembered mapping at once. Screenshots at 1280 and 390 px in
 * out/screenshots/portal/ (Arabic: ar/portal/).
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { BATCH_FIELDS, type BatchField } from '@courier/domain/batchRows';
import type { Download, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { createAccount } from './support/accounts.ts';
import { axeViolations } from './support/axe.ts';
import { DESKTOP, PHONE, baseUrl, expect, screenshot, test } from './support/browser.ts';
import { bookShipment, logIn } from './support/portal.ts';
import { collectionDate } from './support/wizard.ts';
import { pickSelectOption, toast } from './support/ui.ts';
import type { PageWords } from './support/words.ts';

/** India (the country list's id) and the service the rows book. */
const INDIA = '101';

async function serviceId(name: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/website/service_list`);
  const list = (await response.json()) as {
    serviceList: { id: number; service_name: string }[];
  };
  const service = list.serviceList.find((s) => s.service_name === name);
  assert.ok(service, `no service ${name}`);
  return String(service.id);
}

/** Row `n` of the file, by template column. */
function row(
  n: number,
  service: string,
  collectionDate: string,
): Partial<Record<BatchField, string>> {
  return {
    reference: `BULK-${n}`,
    service,
    type: 'SPX',
    receiver_company: 'Globex',
    receiver_attention: `Ravi ${n}`,
    receiver_street: '12 MG Road',
    receiver_city: 'New Delhi',
    receiver_postal_code: '110001',
    receiver_country: INDIA,
    receiver_phone: '+911122223333',
    receiver_mobile: '+919999988888',
    weight_kg: '1.5',
    length_cm: '20',
    width_cm: '20',
    height_cm: '10',
    quantity: '1',
    description: 'Shoes',
    item_value: '10',
    collection_date: collectionDate,
    ready_time: '10:00',
    close_time: '17:00',
    vehicle_type: 'bike',
  };
}

const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** The 3 bad rows (0-based): a missing mobile, a missing city, an e-mail that is none. */
const BAD: Record<number, { field: BatchField; value: string }> = {
  9: { field: 'receiver_mobile', value: '' },
  24: { field: 'receiver_city', value: '' },
  39: { field: 'receiver_email', value: 'not-an-email' },
};

/**
 * 50 rows with the template's headers in the page's language, except two columns the shop names
 * its own way (no header the server knows): the mapping has to be fixed once.
 */
function shopFile(w: PageWords, service: string) {
  const own: Partial<Record<BatchField, string>> =
    w.language === 'ar'
      ? { reference: 'رقم الطلب', receiver_mobile: 'رقم الجوال' }
      : { reference: 'Order no', receiver_mobile: 'Mobile no' };
  const date = collectionDate();
  const rows = Array.from({ length: 50 }, (_, i) => {
    const cells = row(i + 1, service, date);
    const bad = BAD[i];
    if (bad) cells[bad.field] = bad.value;
    return cells;
  });
  const fields = BATCH_FIELDS.filter((f) => rows.some((r) => r[f] !== undefined));
  const headerOf = (field: BatchField) => own[field] ?? w.msg((m) => m.batch.columns[field]);
  const table = [fields.map(headerOf), ...rows.map((r) => fields.map((f) => r[f] ?? ''))];
  const csv = table.map((cells) => cells.map(quote).join(',')).join('\r\n');
  return {
    own,
    headerOf,
    table,
    file: { name: 'orders.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) },
  };
}

/** The same table as an Excel workbook (its first worksheet). */
async function xlsxOf(table: string[][]) {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Orders').addRows(table);
  return {
    name: 'orders.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}

const bytesOf = async (download: Download) => readFile(await download.path());

async function shoot(page: Page, name: string) {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page), `${name} at ${viewport.width} px`).toEqual([]);
    await screenshot(page, `portal/${name}`);
  }
}

test('uploads 50 rows, fixes the mapping once, creates 47 and prints their labels', async ({
  page,
  errors,
  w,
}) => {
  test.slow();
  const words = w.bulk;
  const account = await createAccount('bulk', { address1: 'Block 3, Street 12, Sharq' });
  await logIn(page, account.userId, account.password);
  await page.waitForURL((url) => w.isAt(url, '/create-shipment'));
  // The identity document every row books with: the account's latest booking's.
  await bookShipment(page, `BULK-KYC-${Date.now().toString(36)}`);

  await page.goto(w.path('/my-account'));
  await page
    .getByRole('navigation', { name: w.portal.nav.label })
    .getByRole('link', { name: w.portal.nav.bulkUpload })
    .click();
  await page.waitForURL((url) => w.isAt(url, '/bulk-upload'));
  await expect(
    page.getByRole('heading', { level: 1, name: w.portal.nav.bulkUpload }),
  ).toBeVisible();

  // The template, with the headers of the page's language.
  const templateLink = page.getByRole('link', {
    name: w.language === 'ar' ? words.templateAr : words.templateEn,
  });
  const [template] = await Promise.all([page.waitForEvent('download'), templateLink.click()]);
  const header = (await bytesOf(template)).toString('utf8');
  expect(header.startsWith(`\uFEFF${w.msg((m) => m.batch.columns.reference)},`)).toBe(true);

  // A picture renamed .csv: refused on the file field, in the page's language.
  const field = page.getByRole('group', { name: words.fileLabel, exact: true });
  const input = field.locator('input[type="file"]');
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  await input.setInputFiles({ name: 'photo.csv', mimeType: 'text/csv', buffer: png });
  const notSpreadsheet = w.msg((m) => m.batch.notSpreadsheet);
  await expect(field.getByText(notSpreadsheet)).toBeVisible();
  await expect(
    field.getByRole('button', { name: w.ui.common.chooseFile }),
  ).toHaveAccessibleDescription(new RegExp(notSpreadsheet.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

  // The shop's file: two columns named its own way, so every row lacks its mobile.
  const { own, headerOf, table: cells, file } = shopFile(w, await serviceId('Express Parcel'));
  await input.setInputFiles(file);
  await expect(field.getByText(file.name, { exact: true })).toBeVisible();
  await expect(field.getByText(notSpreadsheet)).toHaveCount(0);
  const preview = page.getByRole('region', { name: words.previewTitle });
  const count = (label: string) => preview.locator(`dt:text-is("${label}") + dd`);
  await expect(count(words.rows)).toHaveText('50');
  await expect(count(words.valid)).toHaveText('0');
  await expect(preview.getByText(words.unmapped({ count: 2 }))).toBeVisible();

  // The mapping, once: the shop's two columns to the template's.
  const mapping = page.getByRole('form', { name: words.mappingTitle });
  await expect(mapping).toBeVisible();
  for (const fieldName of ['reference', 'receiver_mobile'] as const) {
    await pickSelectOption(
      mapping,
      words.mappingLabel({ header: own[fieldName]! }),
      w.msg((m) => m.batch.columns[fieldName]),
    );
  }
  await mapping.getByRole('button', { name: words.saveMapping }).click();
  await expect(toast(page, words.mappingSaved)).toBeVisible();
  await expect(count(words.valid)).toHaveText('47');
  await expect(count(words.invalid)).toHaveText('3');

  // The 3 errors, each by its cell: row (the header is row 1), the file's column, the message.
  const table = page.getByRole('table', { name: words.errorsTitle });
  const lines = table.locator('tbody tr');
  await expect(lines).toHaveCount(3);
  const expected = Object.entries(BAD).map(([index, bad]) => [
    String(Number(index) + 2),
    headerOf(bad.field),
    w.msg(
      (m) => m.bookingStep1[bad.field as 'receiver_mobile' | 'receiver_city' | 'receiver_email'],
    ),
  ]);
  for (const [i, cells] of expected.entries()) {
    await expect(lines.nth(i).locator('th, td')).toHaveText(cells);
  }
  // The first valid rows, as they will be booked: row 2 is the file's first order.
  const sample = page.getByRole('table', { name: words.sampleTitle });
  await expect(sample.locator('tbody tr')).toHaveCount(10);
  await expect(sample.locator('tbody tr').first()).toContainText('BULK-1');
  await expect(sample.locator('tbody tr').first()).toContainText('Globex');
  await shoot(page, 'bulk-upload-preview');

  // Create the 47: the page polls the batch until it is complete.
  await page.getByRole('button', { name: words.create({ count: 47 }) }).click();
  await expect(page.getByRole('progressbar')).toBeVisible();
  const done = page.getByRole('region', { name: words.doneTitle });
  await expect(done).toBeVisible({ timeout: 90_000 });
  await expect(done.locator(`dt:text-is("${words.created}") + dd`)).toHaveText('47');
  await expect(done.locator(`dt:text-is("${words.failed}") + dd`)).toHaveText('0');
  await expect(done.locator(`dt:text-is("${words.leftOut}") + dd`)).toHaveText('3');
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '47');
  await shoot(page, 'bulk-upload-done');

  // All 47 labels in one A4 PDF.
  const [labels] = await Promise.all([
    page.waitForEvent('download'),
    done.getByRole('link', { name: words.labelsA4 }).click(),
  ]);
  const pdf = await bytesOf(labels);
  expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect((await PDFDocument.load(pdf)).getPageCount()).toBe(47);

  // The account remembers the mapping: the same rows again, as an Excel file, are read with it
  // at once (nothing to map, the same 3 errors).
  await page.getByRole('button', { name: words.another }).click();
  const xlsx = await xlsxOf(cells);
  // Dropped on the file box this time (react-aria's DropZone), not chosen with the button.
  const dropped = await page.evaluateHandle(
    ({ name, type, base64 }) => {
      // A DataTransfer made by a script has no file system entry, which a real drop's file has
      // and react-aria reads (webkitGetAsEntry): the item says it is a file, as a real one does.
      DataTransferItem.prototype.webkitGetAsEntry = () =>
        ({ isFile: true, isDirectory: false }) as FileSystemEntry;
      const transfer = new DataTransfer();
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], name, { type }));
      return transfer;
    },
    { name: xlsx.name, type: xlsx.mimeType, base64: xlsx.buffer.toString('base64') },
  );
  const dropZone = page.locator('div', { has: field }).filter({ hasText: words.dropHere }).last();
  for (const type of ['dragenter', 'dragover', 'drop'])
    await dropZone.dispatchEvent(type, { dataTransfer: dropped });
  await expect(field.getByText(xlsx.name, { exact: true })).toBeVisible();
  await expect(count(words.valid)).toHaveText('47');
  await expect(count(words.invalid)).toHaveText('3');
  await expect(page.getByText(words.unmapped({ count: 0 }))).toHaveCount(0);
  await expect(page.getByRole('form', { name: words.mappingTitle })).toBeHidden();
  expect(errors).toEqual([]);
});
