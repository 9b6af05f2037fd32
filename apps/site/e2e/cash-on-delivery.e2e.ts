/**
 * Cash on delivery (docs/cash-on-delivery.md), in the journey's language: a shop books a
 * shipment whose receiver pays KWD 12.50 at the door; the courier's delivery scan records the
 * cash; the shop's Cash on delivery page shows it collected and pending; finance remits the
 * month; the page then shows it paid, the remittance with its entry, and the statement (CSV)
 * says paid. Screenshots at 390 and 1280 px go to out/screenshots/cod/.
 */
import { readFileSync } from 'node:fs';
import { todayInKuwait } from '@courier/domain/kuwaitClock';
import { createAccount } from './support/accounts.ts';
import { axeViolations } from './support/axe.ts';
import { DESKTOP, PHONE, expect, screenshot, test } from './support/browser.ts';
import { bookShipment, logIn } from './support/portal.ts';
import { markDelivered, remit } from './support/staff.ts';

test('a COD shipment delivered shows in the shop’s ledger, and as paid once finance remits', async ({
  page,
  errors,
  w,
}) => {
  test.slow();
  const account = await createAccount('cod', { address1: 'Block 2, Street 8, Shop 3' });
  await logIn(page, account.userId, account.password);
  await page.waitForURL((url) => w.isAt(url, '/create-shipment'));
  const awb = await bookShipment(page, 'COD-1', { codKwd: '12.5' });
  await markDelivered('cod', [awb], { codFils: 12_500 });

  await page.goto(w.path('/cash-on-delivery'));
  const ledger = page.getByRole('table', { name: w.site.cod.ledger });
  const entry = ledger.getByRole('row').filter({ hasText: awb });
  await expect(entry).toContainText(w.kwd('12.50'));
  await expect(entry).toContainText(w.site.cod.pending);
  await expect(page.getByRole('table', { name: w.site.cod.remittances })).toContainText(
    w.site.cod.noRemittances,
  );
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page), `COD page at ${viewport.width} px`).toEqual([]);
    await screenshot(page, 'cod/pending');
  }

  const today = todayInKuwait(new Date());
  const remittance = await remit('cod', account.accountNo, `${today.slice(0, 8)}01`, today);
  await page.reload();
  await expect(entry).toContainText(w.site.cod.paid);
  const paid = page.getByRole('table', { name: w.site.cod.remittances }).getByRole('row');
  await expect(paid.filter({ hasText: remittance.id })).toHaveCount(1);
  await paid
    .filter({ hasText: remittance.id })
    .getByRole('button', { name: w.site.cod.showEntries })
    .click();
  await expect(
    page.getByRole('table', { name: w.site.cod.entriesOf({ id: remittance.id }) }),
  ).toContainText(awb);
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await screenshot(page, 'cod/paid');
  }

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: w.site.cod.statementCsv }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  const line = csv.split('\n').find((l) => l.includes(awb));
  expect(line).toContain(',paid,');
  expect(line).toContain(remittance.id);
  expect(errors).toEqual([]);
});
