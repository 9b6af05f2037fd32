/**
 * The portal's monthly statements (docs/statements.md): an account books a shipment, finance
 * makes the month's statement, and the account finds it on its Statements page with its figures
 * and downloads the PDF, in the page's language (the booking's language is the account's).
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { formatMonthYear } from '@courier/domain/formats';
import { monthInKuwait } from '@courier/domain/statements';
import { createAccount } from './support/accounts.ts';
import { makeStatement } from './support/staff.ts';
import { axeViolations } from './support/axe.ts';
import { DESKTOP, expect, PHONE, screenshot, test } from './support/browser.ts';
import { bookShipment, logIn } from './support/portal.ts';

const run = promisify(execFile);

async function pdfToText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'courier-e2e-statement-'));
  try {
    await writeFile(join(dir, 'statement.pdf'), pdf);
    return (await run('pdftotext', ['-enc', 'UTF-8', join(dir, 'statement.pdf'), '-'])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

test('lists the month’s statement and downloads its PDF', async ({ page, errors, w }) => {
  const words = w.site.statements;
  // A sender address, so the wizard's first step is complete without typing it.
  const account = await createAccount('stmt', { address1: 'Block 3, Street 12, Salmiya' });
  await logIn(page, account.userId, account.password);
  await page.waitForURL((url) => w.isAt(url, '/create-shipment'));
  await page.goto(w.path('/statements'));
  await expect(page.getByRole('heading', { name: words.title, level: 1 })).toBeVisible();
  await expect(page.getByText(words.none)).toBeVisible();

  const awb = await bookShipment(page, 'STATEMENT-1');
  const month = monthInKuwait(new Date());
  await makeStatement(account.accountNo, month);
  await page.goto(w.path('/statements'));
  const table = page.getByRole('table', { name: words.title });
  const label = formatMonthYear(`${month}-01`, w.language);
  const row = table.getByRole('row').filter({ hasText: label });
  await expect(row).toBeVisible();
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await expect(table).toBeVisible();
    expect(await axeViolations(page), `statements at ${viewport.width} px`).toEqual([]);
    await screenshot(page, 'portal/statements');
  }
  await page.setViewportSize(DESKTOP);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    // The visible 'PDF', then the month for screen readers.
    row.getByRole('link', { name: `${words.pdf} ${words.ofMonth({ month: label })}` }).click(),
  ]);
  assert.match(
    download.suggestedFilename(),
    new RegExp(`^statement-${account.accountNo}-${month}\\.pdf$`),
  );
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const pdf = Buffer.concat(chunks);
  assert.equal(pdf.subarray(0, 4).toString('latin1'), '%PDF', 'the statement is a PDF');
  const text = await pdfToText(pdf);
  assert.ok(text.includes(awb), 'the booked shipment is on the statement');
  assert.ok(text.includes(account.accountNo), 'the account is named');
  // The booking was made on this page's language, so the statement is written in it.
  const charges = w.msg((m) => m.statement.figures.charges);
  assert.ok(text.includes(charges), `the statement's words in ${w.language}: ${charges}`);
  expect(errors).toEqual([]);
});
