import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '@courier/api-client/admin';
import { endpoints } from '@courier/api-client/endpoints';
import { todayInKuwait } from '@courier/domain/kuwaitClock';
import { filsToKwdString } from '@courier/domain/money';
import {
  kuwaitMidnight,
  monthBounds,
  monthInKuwait,
  nextMonth,
  previousMonth,
  vatIncluded,
} from '@courier/domain/statements';
import { adminCall, staffCookie } from '../admin/adminTestSupport.ts';
import { createCustomer } from '../customers/customerAccounts.ts';
import { auditLog, shipmentCancellations, shipments, statements } from '../db/schema/index.ts';
import { pdfPagesToPng } from '../labels/documentImages.testSupport.ts';
import { createApiKey } from '../merchantApi/apiKeys.ts';
import { merchantShipmentBody } from '../merchantApi/merchant.testSupport.ts';
import { serviceId } from '../shipments/booking.testSupport.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { queueDueStatements } from './statementJobs.ts';
import { accountsDue, generateStatement } from './statements.ts';

/**
 * Monthly statements end to end (docs/statements.md): the job on the 1st makes last month's
 * statement of every account with activity, once; the figures match the shipments and the COD
 * ledger; finance regenerates one in place (audited); the portal lists and downloads only the
 * account's own (PDF read back with pdftotext, in English and Arabic; CSV). PGlite, and
 * PostgreSQL with DATABASE_URL.
 */
const run = promisify(execFile);
const SHOTS = resolve(import.meta.dirname, '../../../../out/screenshots/statements');
const PASSWORD = 'Sh0p#password!';
let t: TestApp;
let parcel: string;
const keys = { a: '', b: '', c: '' };
const portal = { a: '', b: '' };
const ids = { a: 0, b: 0, c: 0 };
const staff = { ops: '', finance: '', editor: '' };
let address = 0;
/** The month the test's shipments are booked in (the real clock's), and the 1st after it. */
const month = monthInKuwait(new Date());
const firstOfNext = new Date(kuwaitMidnight(`${nextMonth(month)}-01`).getTime() + 30 * 60_000);

async function pdfToText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'courier-statement-'));
  try {
    await writeFile(join(dir, 'statement.pdf'), pdf);
    return (await run('pdftotext', ['-enc', 'UTF-8', join(dir, 'statement.pdf'), '-'])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function login(userId: string) {
  address += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/website/customer_login',
    remoteAddress: `10.8.0.${address}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ Userid: userId, Password: PASSWORD }),
  });
  const cookie = res.cookies.find((c) => c.name === 'courier_session');
  if (!cookie) throw new Error(`no session: ${res.body}`);
  return `courier_session=${cookie.value}`;
}

const site = (path: string, cookie?: string, query: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/website/${path}`,
    query,
    headers: cookie ? { cookie } : {},
  });

async function ship(who: keyof typeof keys, cod?: number, language = 'en') {
  const body = merchantShipmentBody(parcel, {
    reference: `STM-${who}-${Math.random()}`,
    ...(cod === undefined ? { cod_amount_fils: undefined } : { cod_amount_fils: cod }),
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/shipments',
    headers: {
      authorization: `Bearer ${keys[who]}`,
      'content-type': 'application/json',
      'accept-language': language,
    },
    payload: JSON.stringify(body),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; awb: string; shipment_no: string };
}

const scan = (awb: string, status: string, collected?: number) =>
  adminCall(
    t,
    'admin_scan',
    {
      awb,
      status,
      location: 'Kuwait hub',
      ...(collected === undefined ? {} : { cod_collected_fils: collected }),
    },
    staff.ops,
  );

const rowsOf = async (customerId: number) =>
  t.db.select().from(statements).where(eq(statements.customerId, customerId));

const listOf = async (cookie: string) => {
  const res = await site('portal_statements', cookie);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return endpoints.portal_statements.success.parse(res.json()).statements;
};

/** A's awbs: the cancelled one and the one moved to the month before stay off the statement. */
const awbs = { cod: '', plain: '', cancelled: '', earlier: '' };

beforeAll(async () => {
  t = await startTestApp();
  parcel = await serviceId(t, 'Express Parcel');
  for (const who of ['a', 'b', 'c'] as const) {
    const row = await createCustomer(t.db, {
      userId: `stm-${who}`,
      password: PASSWORD,
      companyName: `Statement ${who} WLL`,
      contactPerson: who,
      city: 'Kuwait City',
      phone: '+96522223333',
      email: `stm-${who}@example.com`,
      accountNo: `AC-STM-${who.toUpperCase()}`,
    });
    ids[who] = row!.id;
    keys[who] = (await createApiKey(t.db, row!.id, 'server', 'live')).key;
  }
  portal.a = await login('stm-a');
  portal.b = await login('stm-b');
  staff.ops = await staffCookie(t, 'operations', 'stm-ops');
  staff.finance = await staffCookie(t, 'finance', 'stm-finance');
  staff.editor = await staffCookie(t, 'content-editor', 'stm-editor');

  // A: a COD shipment delivered with its cash, a plain one, a cancelled one, one last month.
  const cod = await ship('a', 7_500);
  awbs.cod = cod.awb;
  awbs.plain = (await ship('a')).awb;
  const cancelled = await ship('a');
  awbs.cancelled = cancelled.awb;
  const [c] = await t.db
    .select({ id: shipments.id })
    .from(shipments)
    .where(eq(shipments.awb, cancelled.awb));
  await t.db.insert(shipmentCancellations).values({
    shipmentId: c!.id,
    reason: 'test',
    cancelledBy: 'staff:stm-ops',
  });
  const earlier = await ship('a');
  awbs.earlier = earlier.awb;
  await t.db
    .update(shipments)
    .set({ createdAt: new Date(monthBounds(month).startsAt.getTime() - 60_000) })
    .where(eq(shipments.awb, earlier.awb));
  expect((await scan(cod.awb, 'delivered', 7_500)).statusCode).toBe(201);
  const today = todayInKuwait(new Date());
  const remit = await adminCall(
    t,
    'admin_remittance_create',
    { account_no: 'AC-STM-A', period_from: `${month}-01`, period_to: today },
    staff.finance,
  );
  expect(remit.statusCode, remit.body).toBe(201);
  // B: one shipment. C: none this month (no statement).
  await ship('b');
}, 120_000);
afterAll(async () => t?.close());

/** A's live shipments of the month, as the statement must sum them. */
async function expectedOfA() {
  const rows = await t.db
    .select({ total: shipments.totalAmountFils })
    .from(shipments)
    .where(and(eq(shipments.customerId, ids.a), inArray(shipments.awb, [awbs.cod, awbs.plain])));
  const totalFils = rows.reduce((s, r) => s + r.total, 0);
  const vat = rows.reduce((s, r) => s + vatIncluded(r.total, 5).vatFils, 0);
  return { shipmentCount: 2, totalFils, vatFils: vat, chargesFils: totalFils - vat };
}

describe('the monthly job on the 1st', () => {
  it('queues the month once, however many processes tick', async () => {
    // The demo seed's account may be due too: only ours are looked at.
    const ours = async (m: string) =>
      (await accountsDue(t.db, m)).filter((id) => Object.values(ids).includes(id));
    expect(await ours(month)).toEqual([ids.a, ids.b]);
    expect(await queueDueStatements(t.jobs, firstOfNext)).toBe(true);
    // A second process on the same day, or later that month: the same job, not another.
    expect(await queueDueStatements(t.jobs, firstOfNext)).toBe(false);
    expect(await queueDueStatements(t.jobs, new Date(firstOfNext.getTime() + 86_400_000))).toBe(
      false,
    );
    await t.drainJobs();
    const a = await rowsOf(ids.a);
    expect(a).toHaveLength(1);
    expect(a[0]).toMatchObject({
      month,
      language: 'en',
      ...(await expectedOfA()),
      codCollectedFils: 7_500,
      generatedBy: 'job',
    });
    // The remittance paid A's net: the cash less the fee (500 fils by default).
    expect(a[0]!.codRemittedFils).toBe(7_000);
    expect(a[0]!.lines.shipments.map((s) => s.awb).sort()).toEqual([awbs.cod, awbs.plain].sort());
    expect(a[0]!.lines.collections).toHaveLength(1);
    expect(a[0]!.lines.remittances).toHaveLength(1);
    const b = await rowsOf(ids.b);
    expect(b).toHaveLength(1);
    expect(b[0]).toMatchObject({ month, shipmentCount: 1, codCollectedFils: 0 });
    expect(await rowsOf(ids.c)).toHaveLength(0);
    expect(await accountsDue(t.db, month)).toEqual([]);
    expect(await ours(previousMonth(month))).toEqual([ids.a]);
  }, 60_000);

  it('a repeated job leaves a made statement as it was', async () => {
    const [kept] = await rowsOf(ids.a);
    await ship('a');
    const again = await generateStatement(t.db, {
      customerId: ids.a,
      month,
      by: 'job',
      vatPercent: 5,
      mode: 'keep',
    });
    expect(again).toMatchObject({ id: kept!.publicId, shipmentCount: 2 });
    const [still] = await rowsOf(ids.a);
    expect(still!.generatedAt.getTime()).toBe(kept!.generatedAt.getTime());
  }, 60_000);
});

describe('finance regenerates a month', () => {
  it('replaces the figures in place, the same id, audited; twice gives the same', async () => {
    const [before] = await rowsOf(ids.a);
    const call = () =>
      adminCall(t, 'admin_statement_regenerate', { account_no: 'AC-STM-A', month }, staff.finance);
    const first = await call();
    expect(first.statusCode, first.body).toBe(200);
    const made = adminEndpoints.admin_statement_regenerate.success.parse(first.json()).statement;
    // The shipment booked after the job is in it now.
    expect(made).toMatchObject({ id: before!.publicId, month, shipmentCount: 3 });
    const second = adminEndpoints.admin_statement_regenerate.success.parse(
      (await call()).json(),
    ).statement;
    expect({ ...second, generatedAt: '' }).toEqual({ ...made, generatedAt: '' });
    const rows = await rowsOf(ids.a);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.generatedBy).toBe('staff:stm-finance');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'statement.regenerate'));
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ staffUsername: 'stm-finance', recordId: made.id });
    const list = await adminCall(t, 'admin_statements', { account_no: 'AC-STM-A' }, staff.finance);
    expect(list.json()).toMatchObject({ statements: [{ id: made.id, shipmentCount: 3 }] });
  }, 60_000);

  it('refuses other roles, an unknown account, a bad month and an empty month', async () => {
    for (const name of ['admin_statements', 'admin_statement_regenerate'] as const) {
      const res = await adminCall(t, name, { account_no: 'AC-STM-A', month }, staff.editor);
      expect(res.statusCode, name).toBe(403);
      expect((await adminCall(t, name, { account_no: 'AC-STM-A', month })).statusCode).toBe(401);
    }
    const unknown = await adminCall(
      t,
      'admin_statement_regenerate',
      { account_no: 'NO-SUCH', month },
      staff.finance,
    );
    expect(unknown.statusCode).toBe(404);
    const bad = await adminCall(
      t,
      'admin_statement_regenerate',
      { account_no: 'AC-STM-A', month: '2026-13' },
      staff.finance,
    );
    expect(bad.statusCode).toBe(400);
    const empty = await adminCall(
      t,
      'admin_statement_regenerate',
      { account_no: 'AC-STM-C', month },
      staff.finance,
    );
    expect(empty.statusCode, empty.body).toBe(409);
    expect(empty.json().Message).toBe(
      'This account had no shipments and no cash on delivery in that month.',
    );
  });
});

describe('the portal', () => {
  it('lists each account its own statements only', async () => {
    const a = await listOf(portal.a);
    const b = await listOf(portal.b);
    expect(a.map((s) => s.month)).toEqual([month]);
    expect(b).toHaveLength(1);
    expect(b[0]!.id).not.toBe(a[0]!.id);
    expect((await site('portal_statements')).statusCode).toBe(401);
  });

  it('downloads the PDF: figures and shipments, private, another account’s is not found', async () => {
    const [own] = await listOf(portal.a);
    const res = await site('portal_statement_pdf', portal.a, { id: own!.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toContain(`statement-AC-STM-A-${month}.pdf`);
    const text = await pdfToText(res.rawPayload);
    expect(text).toContain('Account AC-STM-A - Statement a WLL');
    expect(text).toContain('Shipping charges');
    expect(text).toContain(filsToKwdString(own!.totalFils));
    expect(text).toContain(filsToKwdString(7_500));
    expect(text).toContain(filsToKwdString(7_000));
    for (const awb of [awbs.cod, awbs.plain]) expect(text).toContain(awb);
    for (const awb of [awbs.cancelled, awbs.earlier]) expect(text).not.toContain(awb);
    await mkdir(SHOTS, { recursive: true });
    const [page] = await pdfPagesToPng(res.rawPayload, 80);
    await writeFile(join(SHOTS, 'statement-en.png'), page!);

    for (const path of ['portal_statement_pdf', 'portal_statement_csv']) {
      expect((await site(path, portal.b, { id: own!.id })).statusCode, path).toBe(404);
      expect((await site(path, undefined, { id: own!.id })).statusCode, path).toBe(401);
      expect((await site(path, portal.a, { id: 'stm_nothing' })).statusCode, path).toBe(404);
      expect((await site(path, portal.a)).statusCode, path).toBe(404);
    }
  }, 60_000);

  it('downloads the CSV: the summary and a line per shipment, collection and remittance', async () => {
    const [own] = await listOf(portal.a);
    const res = await site('portal_statement_csv', portal.a, { id: own!.id });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('kind,account,month,reference,date,detail,amount,vat,total,cod');
    expect(lines[1]).toContain(`summary,AC-STM-A,${month},${own!.id}`);
    expect(lines[1]).toContain(filsToKwdString(own!.totalFils));
    expect(lines.filter((l) => l.startsWith('shipment,'))).toHaveLength(3);
    expect(lines.filter((l) => l.startsWith('collection,'))).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('remittance,'))).toHaveLength(1);
  });

  it('writes the PDF in the account’s language: Arabic after an Arabic booking', async () => {
    await ship('b', undefined, 'ar');
    const res = await adminCall(
      t,
      'admin_statement_regenerate',
      { account_no: 'AC-STM-B', month },
      staff.finance,
    );
    expect(res.json()).toMatchObject({ statement: { language: 'ar', shipmentCount: 2 } });
    const [own] = await listOf(portal.b);
    const pdf = await site('portal_statement_pdf', portal.b, { id: own!.id });
    const text = await pdfToText(pdf.rawPayload);
    // Words without the lam-alef ligature, which pdftotext reads back in another order.
    for (const words of ['كشف حساب', 'رسوم الشحن', 'الشحنات', 'الملخص'])
      expect(text).toContain(words);
    expect(text).toContain('AC-STM-B');
    const [page] = await pdfPagesToPng(pdf.rawPayload, 80);
    await writeFile(join(SHOTS, 'statement-ar.png'), page!);
    // Asked for in English.
    const en = await site('portal_statement_pdf', portal.b, { id: own!.id, lang: 'en' });
    expect(await pdfToText(en.rawPayload)).toContain('Shipping charges');
  }, 60_000);
});

describe('the merchant API', () => {
  const list = (key?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/statements',
      headers: key ? { authorization: `Bearer ${key}` } : {},
    });

  it('lists each key’s own account’s statements only', async () => {
    const [ownA] = await listOf(portal.a);
    const [ownB] = await listOf(portal.b);
    const a = await list(keys.a);
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json()).toEqual({
      object: 'list',
      data: [
        expect.objectContaining({
          id: ownA!.id,
          month,
          total_fils: ownA!.totalFils,
          cod_collected_fils: 7_500,
        }),
      ],
    });
    expect((await list(keys.b)).json().data.map((s: { id: string }) => s.id)).toEqual([ownB!.id]);
    expect((await list(keys.c)).json().data).toEqual([]);
    expect((await list()).statusCode).toBe(401);
  });
});
