import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, staffCookie } from '../admin/adminTestSupport.ts';
import { createCustomer } from '../customers/customerAccounts.ts';
import { codEntries, remittanceEntries, remittances, webhookEvents } from '../db/schema/index.ts';
import { createApiKey } from '../merchantApi/apiKeys.ts';
import { merchantShipmentBody } from '../merchantApi/merchant.testSupport.ts';
import { serviceId } from '../shipments/booking.testSupport.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { createEndpoint } from '../webhooks/endpoints.ts';

/**
 * Cash on delivery end to end through the API: a merchant books COD shipments, operations
 * deliver them with the cash collected (once), finance remits a period (each entry once, also
 * when two staff members remit at the same moment), and each account sees only its own ledger,
 * remittances and statement. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
let t: TestApp;
let parcel: string;
const PASSWORD = 'Sh0p#password!';
const keys = { a: '', b: '' };
const portal = { a: '', b: '' };
const customerIds = { a: 0, b: 0 };
const staff = { ops: '', finance: '', finance2: '', editor: '' };
let address = 0;

const api = (key: string, method: 'GET' | 'POST', url: string, body?: unknown) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: {
      authorization: `Bearer ${key}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

const site = (cookie: string, path: string, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/website/${path}`, query, headers: { cookie } });

async function login(userId: string) {
  address += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/website/customer_login',
    remoteAddress: `10.9.0.${address}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ Userid: userId, Password: PASSWORD }),
  });
  const cookie = res.cookies.find((c) => c.name === 'courier_session');
  if (!cookie) throw new Error(`no session: ${res.body}`);
  return `courier_session=${cookie.value}`;
}

async function ship(who: 'a' | 'b', cod?: number) {
  const body = merchantShipmentBody(parcel, {
    reference: `COD-${who}-${Math.random()}`,
    ...(cod === undefined ? { cod_amount_fils: undefined } : { cod_amount_fils: cod }),
  });
  const res = await api(keys[who], 'POST', '/shipments', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; awb: string; cod_amount_fils: number | null };
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

beforeAll(async () => {
  t = await startTestApp({
    webhooks: {
      allowLoopback: true,
      timeoutMs: 1_000,
      retryDelaysMs: [60_000],
      disableAfterMs: 24 * 3_600_000,
      orderWaitMs: 100,
    },
  });
  parcel = await serviceId(t, 'Express Parcel');
  for (const who of ['a', 'b'] as const) {
    const row = await createCustomer(t.db, {
      userId: `cod-${who}`,
      password: PASSWORD,
      companyName: `Cod ${who} WLL`,
      contactPerson: who,
      city: 'Kuwait City',
      phone: '+96522223333',
      email: `cod-${who}@example.com`,
      accountNo: `AC-COD-${who.toUpperCase()}`,
    });
    customerIds[who] = row!.id;
    keys[who] = (await createApiKey(t.db, row!.id, 'server', 'live')).key;
    portal[who] = await login(`cod-${who}`);
    await createEndpoint({ db: t.db, jobs: t.jobs, settings: t.config.webhooks }, row!.id, {
      url: 'http://127.0.0.1:9/hooks',
      events: ['cod.collected', 'remittance.paid'],
    });
  }
  staff.ops = await staffCookie(t, 'operations', 'cod-ops');
  staff.finance = await staffCookie(t, 'finance', 'cod-finance');
  staff.finance2 = await staffCookie(t, 'finance', 'cod-finance-2');
  staff.editor = await staffCookie(t, 'content-editor', 'cod-editor');
}, 120_000);
afterAll(async () => t?.close());

const eventsOf = async (customerId: number, type: string) =>
  t.db
    .select({ data: webhookEvents.data })
    .from(webhookEvents)
    .where(sql`${webhookEvents.customerId} = ${customerId} and ${webhookEvents.type} = ${type}`);

describe('COD amount on a shipment', () => {
  it('is stored, answered by the merchant API and refused above the maximum or at 0', async () => {
    const created = await ship('a', 12_500);
    expect(created.cod_amount_fils).toBe(12_500);
    const plain = await ship('a');
    expect(plain.cod_amount_fils).toBeNull();
    for (const bad of [0, -5, 5_000_001, 1.5]) {
      const res = await api(keys.a, 'POST', '/shipments', {
        ...merchantShipmentBody(parcel),
        cod_amount_fils: bad,
      });
      expect(res.statusCode, `${bad}: ${res.body}`).toBe(400);
    }
  });

  it('the scan screen learns it from the AWB; other shipments have none', async () => {
    const created = await ship('a', 3_000);
    const res = await adminCall(t, 'admin_cod_lookup', { awb: created.awb }, staff.ops);
    expect(res.json()).toMatchObject({ cod_amount_fils: 3_000, collected_fils: null });
    const editor = await adminCall(t, 'admin_cod_lookup', { awb: created.awb }, staff.editor);
    expect(editor.statusCode).toBe(403);
  });
});

describe('tracking', () => {
  it('tells the receiver the cash to pay until the delivery, then no more', async () => {
    const { awb } = await ship('a', 4_250);
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/website/tracks',
      query: { AWBNO: awb },
    });
    expect(before.json().data.statusDetails.cashOnDeliveryFils).toBe(4_250);
    expect((await scan(awb, 'delivered', 4_250)).statusCode).toBe(201);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/website/tracks',
      query: { AWBNO: awb },
    });
    expect(after.json().data.statusDetails.cashOnDeliveryFils).toBeUndefined();
  });
});

describe('collected at delivery', () => {
  it('asks for the cash of a COD delivery, records it once and tells the webhooks', async () => {
    const { awb } = await ship('a', 20_000);
    const missing = await scan(awb, 'delivered');
    expect(missing.statusCode).toBe(422);
    const early = await scan(awb, 'in_transit', 20_000);
    expect(early.statusCode).toBe(422);
    expect((await scan(awb, 'delivered', 19_500)).statusCode).toBe(201);
    // The same delivery sent again (a double Enter): refused by the scan rules or kept once.
    await scan(awb, 'delivered', 1);
    const rows = await t.db
      .select()
      .from(codEntries)
      .where(eq(codEntries.customerId, customerIds.a));
    const mine = rows.filter((r) => r.collectedFils === 19_500 || r.collectedFils === 1);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ collectedFils: 19_500, feeFils: 500, netFils: 19_000 });
    const lookup = await adminCall(t, 'admin_cod_lookup', { awb }, staff.ops);
    expect(lookup.json()).toMatchObject({ cod_amount_fils: 20_000, collected_fils: 19_500 });
    const events = await eventsOf(customerIds.a, 'cod.collected');
    expect(
      events.map((e) => (e.data as { cod: { collected_fils: number } }).cod.collected_fils),
    ).toContain(19_500);
  });

  it('refuses an amount for a shipment without COD; delivers it without one', async () => {
    const { awb } = await ship('a');
    expect((await scan(awb, 'delivered', 100)).statusCode).toBe(422);
    expect((await scan(awb, 'delivered')).statusCode).toBe(201);
  });

  it('a cancelled COD shipment never reaches the ledger', async () => {
    const { id, awb } = await ship('a', 7_000);
    const cancelled = await api(keys.a, 'POST', `/shipments/${id}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const res = await scan(awb, 'delivered', 7_000);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    const ledger = (await site(portal.a, 'portal_cod_ledger')).json() as {
      entries: { awb: string }[];
    };
    expect(ledger.entries.map((e) => e.awb)).not.toContain(awb);
  });
});

describe('remittances', () => {
  it('only finance (and admins) remit; operations cannot', async () => {
    const res = await adminCall(
      t,
      'admin_remittance_create',
      { account_no: 'AC-COD-A', period_from: '2020-01-01', period_to: '2099-12-31' },
      staff.ops,
    );
    expect(res.statusCode).toBe(403);
  });

  it('two staff members remitting at the same moment settle each entry once', async () => {
    const { awb } = await ship('b', 9_000);
    expect((await scan(awb, 'delivered', 9_000)).statusCode).toBe(201);
    const twin = await t.twin();
    const input = { account_no: 'AC-COD-B', period_from: '2020-01-01', period_to: '2099-12-31' };
    const [one, two] = await Promise.all([
      adminCall(t, 'admin_remittance_create', input, staff.finance),
      twin.app.inject({
        method: 'POST',
        url: '/api/admin/remittance_create',
        payload: input,
        headers: { cookie: staff.finance2 },
      }),
    ]);
    await twin.close();
    expect([one.statusCode, two.statusCode].sort()).toEqual([201, 409]);
    const settled = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(remittanceEntries)
      .innerJoin(codEntries, eq(codEntries.id, remittanceEntries.entryId))
      .where(eq(codEntries.customerId, customerIds.b));
    expect(settled[0]!.n).toBe(1);
    const made = await t.db
      .select()
      .from(remittances)
      .where(eq(remittances.customerId, customerIds.b));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ totalFils: 8_500, entryCount: 1 });
    // Nothing left to remit: a third attempt is refused.
    const again = await adminCall(t, 'admin_remittance_create', input, staff.finance);
    expect(again.statusCode).toBe(409);
    expect((await eventsOf(customerIds.b, 'remittance.paid')).length).toBe(1);
  });

  it('the database refuses an entry in a second remittance', async () => {
    const [entry] = await t.db
      .select({ entryId: remittanceEntries.entryId, remittanceId: remittanceEntries.remittanceId })
      .from(remittanceEntries)
      .limit(1);
    await expect(t.db.insert(remittanceEntries).values(entry!)).rejects.toThrow();
  });

  it('exports the bank-transfer CSV and the merchant sees it paid', async () => {
    const list = await adminCall(t, 'admin_remittances', {}, staff.finance);
    const rows = list.json().rows as { id: string; accountNo: string; totalFils: number }[];
    const mine = rows.find((r) => r.accountNo === 'AC-COD-B')!;
    const file = await adminCall(t, 'admin_remittances_csv', { ids: [mine.id] }, staff.finance);
    const { dataUrl } = file.json() as { dataUrl: string };
    const csv = Buffer.from(dataUrl.split(',')[1]!, 'base64').toString('utf8');
    expect(csv).toContain(`${mine.id},Cod b WLL,AC-COD-B,KWD,8.500`);
    const ledger = (await site(portal.b, 'portal_cod_ledger')).json();
    expect(ledger.summary).toMatchObject({ collectedFils: 9_000, paidFils: 8_500, pendingFils: 0 });
    const detail = await site(portal.b, 'portal_cod_remittance', { id: mine.id });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().entries).toHaveLength(1);
  });
});

describe('each account sees its own ledger only', () => {
  it('every portal call answers the caller its own rows; another remittance is not found', async () => {
    const b = (await site(portal.b, 'portal_cod_ledger')).json();
    const a = (await site(portal.a, 'portal_cod_ledger')).json();
    const bAwbs = new Set((b.entries as { awb: string }[]).map((e) => e.awb));
    for (const e of a.entries as { awb: string }[]) expect(bAwbs.has(e.awb)).toBe(false);
    const theirs = (b.remittances as { id: string }[])[0]!.id;
    const stolen = await site(portal.a, 'portal_cod_remittance', { id: theirs });
    expect(stolen.statusCode).toBe(404);
    const statementA = await site(portal.a, 'portal_cod_statement');
    expect(statementA.statusCode).toBe(200);
    expect(statementA.headers['content-type']).toContain('text/csv');
    for (const awb of bAwbs) expect(statementA.body).not.toContain(awb);
    const statementB = await site(portal.b, 'portal_cod_statement');
    expect(statementB.body).toContain(theirs);
    expect(statementA.body).not.toContain(theirs);
  });

  it('refuses every call without a session', async () => {
    for (const path of ['portal_cod_ledger', 'portal_cod_remittance', 'portal_cod_statement']) {
      const res = await site('', path, { id: 'rem_x' });
      expect(res.statusCode, path).toBe(401);
    }
  });
});
