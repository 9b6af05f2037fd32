import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { noAxeViolations } from './axe';
import { book } from './booking';
import { barcodePng } from './camera';
import { expect, test } from './fixtures';
import { apiKey, baseUrl, MERCHANT, STAFF, STAFF_PASSWORD, staffLogin } from './staff';

/** Screenshots of every screen at 390 px, each language in its own folder. */
const shotsDir = (language: string) =>
  new URL(`../../../out/screenshots/courier/${language}/`, import.meta.url).pathname;
const screenshots = process.env.E2E_SCREENSHOTS !== 'off';
async function shot(page: Page, language: string, name: string) {
  if (!screenshots) return;
  mkdirSync(shotsDir(language), { recursive: true });
  await page.screenshot({ path: `${shotsDir(language)}${name}.png`, fullPage: true });
}

let run = 0;
/** Operations put the shipments on the courier's run of today, as deliveries, in this order. */
async function planRun(ops: APIRequestContext, awbs: string[]) {
  const couriers = await ops.get(`${baseUrl()}/api/admin/couriers`);
  expect(couriers.status(), await couriers.text()).toBe(200);
  const { couriers: list } = (await couriers.json()) as {
    couriers: { id: number; username: string }[];
  };
  const courierId = list.find((c) => c.username === STAFF.courier)!.id;
  for (const awb of awbs) {
    const res = await ops.post(`${baseUrl()}/api/admin/courier_assign`, {
      data: { courierId, awb, kind: 'delivery' },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
}

async function courierLogin(
  page: Page,
  w: { t: { login: { username: string; password: string; submit: string } } },
) {
  await page.goto(`${baseUrl()}/courier/`);
  await page.getByRole('textbox', { name: w.t.login.username }).fill(STAFF.courier);
  await page.getByLabel(w.t.login.password).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: w.t.login.submit }).click();
}

/** A signature: a few strokes across the pad. */
async function sign(page: Page, name: string) {
  const pad = page.getByRole('img', { name });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 10; i += 1)
    await page.mouse.move(box.x + 20 + i * 25, box.y + box.height / 2 + (i % 2 ? -25 : 25), {
      steps: 3,
    });
  await page.mouse.up();
}

test('a courier works the run offline: delivered with a signature and photo, failed, COD collected; all sent once back online', async ({
  page,
  playwright,
  w,
  language,
}) => {
  run += 1;
  const ops = await playwright.request.newContext();
  await staffLogin(ops, STAFF.operations);
  const plain = await book(baseUrl(), apiKey(), `RUN-${language}-${run}-A`);
  const away = await book(baseUrl(), apiKey(), `RUN-${language}-${run}-B`);
  const cod = await book(baseUrl(), apiKey(), `RUN-${language}-${run}-C`, 4_250);
  await planRun(ops, [plain, away, cod]);

  await courierLogin(page, w);
  const stops = page.getByRole('list', { name: w.t.run.title }).getByRole('listitem');
  await expect(stops).toHaveCount(3);
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  await noAxeViolations(page);
  await shot(page, language, '01-run');

  // No network from here: every action is kept on the phone.
  await page.context().setOffline(true);
  await expect(page.getByText(w.t.offline, { exact: true })).toBeVisible();
  const stopLink = (position: number, awb: string) =>
    page.getByRole('link', {
      name: w.t.run.stopName({ position, kind: w.t.kinds.delivery, awb: `\u2066${awb}\u2069` }),
    });

  // 1. Delivered with the receiver's name, a signature and a photo.
  await stopLink(1, plain).click();
  await page.getByRole('button', { name: w.t.actions.delivered, exact: true }).click();
  const deliver = page.getByRole('form', { name: w.t.deliver.title });
  // The schema's messages, tied to their fields.
  await deliver.getByRole('button', { name: w.t.deliver.submit }).click();
  await expect(
    deliver.getByRole('textbox', { name: w.t.deliver.receiverName }),
  ).toHaveAccessibleDescription(w.m.courier.receiverName);
  await expect(
    deliver.getByRole('img', { name: w.t.deliver.signature }),
  ).toHaveAccessibleDescription(
    new RegExp(w.m.courier.proofRequired.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
  await deliver.getByRole('textbox', { name: w.t.deliver.receiverName }).fill('Fatima Al-Sabah');
  await sign(page, w.t.deliver.signature);
  await deliver.getByLabel(w.t.photo.take).setInputFiles({
    name: 'parcel.png',
    mimeType: 'image/png',
    buffer: await barcodePng(plain),
  });
  await expect(deliver.getByRole('img', { name: w.t.photo.preview })).toBeVisible();
  await noAxeViolations(page);
  await shot(page, language, '02-deliver-form');
  await deliver.getByRole('button', { name: w.t.deliver.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: w.t.stop.saved })).toBeVisible();
  await expect(page.getByText(w.t.local.waiting({ state: w.t.states.delivered }))).toBeVisible();
  await shot(page, language, '03-delivered-waiting');

  // 2. Nobody home.
  await page.getByRole('link', { name: w.t.stop.back }).click();
  await stopLink(2, away).click();
  await page.getByRole('button', { name: w.t.actions.failed, exact: true }).click();
  const fail = page.getByRole('form', { name: w.t.fail.title });
  await fail.getByRole('button', { name: w.t.fail.submit }).click();
  await expect(fail.getByText(w.m.courier.reason)).toBeVisible();
  await fail.getByRole('radio', { name: w.m.courierReason.nobody_home }).check({ force: true });
  await shot(page, language, '04-fail-form');
  await fail.getByRole('button', { name: w.t.fail.submit }).click();
  await expect(page.getByText(w.t.local.waiting({ state: w.t.states.failed }))).toBeVisible();

  // 3. The COD delivery: the cash is required, then collected.
  await page.getByRole('link', { name: w.t.stop.back }).click();
  await stopLink(3, cod).click();
  await page.getByRole('button', { name: w.t.actions.delivered, exact: true }).click();
  const codForm = page.getByRole('form', { name: w.t.deliver.title });
  await codForm.getByRole('textbox', { name: w.t.deliver.receiverName }).fill('Fatima Al-Sabah');
  await sign(page, w.t.deliver.signature);
  await codForm.getByRole('button', { name: w.t.deliver.submit }).click();
  const cash = codForm.getByRole('textbox', {
    name: new RegExp(w.t.deliver.cash({ amount: 'X' }).split('X')[0]!.replace(/[()]/g, '.')),
  });
  await expect(cash).toHaveAccessibleDescription(w.m.courier.codCollected);
  await cash.fill('4.250');
  await shot(page, language, '05-cod-form');
  await codForm.getByRole('button', { name: w.t.deliver.submit }).click();
  await expect(page.getByText(w.t.local.waiting({ state: w.t.states.delivered }))).toBeVisible();

  // Three actions wait; the run shows each stop's state at once.
  await page.getByRole('link', { name: w.t.stop.back }).click();
  const bar = page.getByRole('link', { name: w.t.outbox.waiting({ count: 3 }) });
  await expect(bar).toBeVisible();
  await shot(page, language, '06-run-waiting');
  // Nothing is lost when the app is opened again offline (the run and the outbox are kept).
  await page.reload().catch(() => undefined);
  await expect(page.getByRole('link', { name: w.t.outbox.waiting({ count: 3 }) })).toBeVisible();
  await expect(page.getByText(w.t.run.cached)).toBeVisible();
  await noAxeViolations(page);

  // Back online: all three leave, once.
  await page.context().setOffline(false);
  await expect(page.getByRole('link', { name: w.t.outbox.allSent })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('link', { name: w.t.outbox.allSent }).click();
  const sent = page.getByRole('list', { name: w.t.outbox.title }).getByRole('listitem');
  await expect(sent).toHaveCount(3);
  await expect(sent.filter({ hasText: w.t.outbox.sent })).toHaveCount(3);
  await noAxeViolations(page);
  await shot(page, language, '07-sent');

  // What the server recorded: tracking says Delivered, signed by the receiver, once.
  const tracking = async (awb: string) => {
    const res = await ops.post(`${baseUrl()}/api/website/tracking_data`, { data: { AWBNO: awb } });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { Data: { Status: string; Remarks: string }[] }).Data;
  };
  const delivered = (await tracking(plain)).filter((row) => row.Status === 'Delivered');
  expect(delivered).toHaveLength(1);
  expect(delivered[0]!.Remarks).toContain('Fatima Al-Sabah');
  expect((await tracking(away)).map((row) => row.Status)).toContain('Exception');
  // The COD ledger: one entry of 4.250 for the shipment.
  const finance = await playwright.request.newContext();
  await staffLogin(finance, STAFF.finance);
  const ledger = async () => {
    const res = await finance.get(`${baseUrl()}/api/admin/cod_pending`);
    expect(res.status(), await res.text()).toBe(200);
    return (
      (await res.json()) as {
        accounts: { accountNo: string; entries: number; pendingFils: number }[];
      }
    ).accounts.find((a) => a.accountNo === MERCHANT.account);
  };
  const before = await ledger();
  expect(before?.entries).toBe(run);

  // Replaying the stored actions (a lost answer, a phone that resends): nothing is recorded twice.
  const stored = await page.evaluate(
    () =>
      new Promise<{ call: string; body: Record<string, unknown> }[]>((resolve, reject) => {
        const open = indexedDB.open('courier-phone');
        open.onsuccess = () => {
          const request = open.result.transaction('outbox').objectStore('outbox').getAll();
          request.onsuccess = () =>
            resolve(request.result as { call: string; body: Record<string, unknown> }[]);
          request.onerror = () => reject(request.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );
  expect(
    stored.filter((a) =>
      [plain, away, cod].some((awb) => (a as unknown as { awb: string }).awb === awb),
    ),
  ).toHaveLength(3);
  for (const action of stored.slice(-3)) {
    const path = action.call.replace('courier_', 'courier/');
    const res = await page.request.post(`${baseUrl()}/api/admin/${path}`, { data: action.body });
    // The first answer again (201 as when it was recorded), nothing new stored.
    expect(res.status(), await res.text()).toBe(201);
  }
  expect(await ledger()).toEqual(before);
  expect((await tracking(plain)).filter((row) => row.Status === 'Delivered')).toHaveLength(1);
  expect((await tracking(cod)).filter((row) => row.Status === 'Delivered')).toHaveLength(1);
  await ops.dispose();
  await finance.dispose();
});

test('the camera reads a label and opens its stop', async ({ page, playwright, w, language }) => {
  const ops = await playwright.request.newContext();
  await staffLogin(ops, STAFF.operations);
  // The camera file globalSetup wrote shows this shipment's label barcode.
  const awb = process.env.COURIER_E2E_SCAN_AWB!;
  await planRun(ops, [awb]);
  await ops.dispose();
  await courierLogin(page, w);
  await page.getByRole('button', { name: w.t.scan.open }).click();
  await expect(page.getByRole('dialog', { name: w.t.scan.title })).toBeVisible();
  await shot(page, language, '08-scan');
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`\u2066${awb}\u2069`) }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await shot(page, language, '09-scanned-stop');
  // A typed number finds it too; an unknown one says so on the field.
  await page.getByRole('link', { name: w.t.stop.back }).click();
  const typed = page.getByRole('textbox', { name: w.t.scan.typed });
  await typed.fill('12345678901');
  await page.getByRole('button', { name: w.t.scan.find }).click();
  await expect(typed).toHaveAccessibleDescription(
    w.t.scan.notFound({ awb: '\u206612345678901\u2069' }),
  );
  await typed.fill(awb);
  await page.getByRole('button', { name: w.t.scan.find }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(awb) })).toBeVisible();
});
