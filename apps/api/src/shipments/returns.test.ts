import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earliestCollectionDate } from '@courier/domain/collectionDate';
import { invitationTokenIn } from '../accountUsers/accountUsers.testSupport.ts';
import { adminCall, staffCookie } from '../admin/adminTestSupport.ts';
import { createCustomer } from '../customers/customerAccounts.ts';
import { customers, shipments, webhookEvents } from '../db/schema/index.ts';
import { createApiKey } from '../merchantApi/apiKeys.ts';
import { merchantShipmentBody } from '../merchantApi/merchant.testSupport.ts';
import { startTestApp, TEST_SECRETS, type TestApp } from '../testing/testApp.ts';
import { serviceId } from './booking.testSupport.ts';
import { createEndpoint } from '../webhooks/endpoints.ts';
import { signReturnLink } from './returnLink.ts';
import type { ShipmentRecord } from './shipmentRecord.ts';

/**
 * Returns in every channel (merchant API, portal, the customer's signed link): the parties
 * swapped, the link both ways, one return per original (same key, second request, two at once),
 * every refusal, isolation between accounts, and the link's tampering and expiry. PGlite by
 * default, PostgreSQL with DATABASE_URL.
 */
let t: TestApp;
let parcel: string;
const PASSWORD = 'Ret#password!1';
const keys = { a: '', b: '', aTest: '' };
const portal = { a: '', b: '' };
let ops = '';
let address = 0;

const api = (
  key: string,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: {
      authorization: `Bearer ${key}`,
      ...headers,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

const site = (path: string, body: unknown, cookie?: string, lang = 'en') => {
  address += 1;
  return t.app.inject({
    method: 'POST',
    url: `/api/website/${path}`,
    remoteAddress: `10.33.${Math.floor(address / 250)}.${address % 250}`,
    headers: {
      'content-type': 'application/json',
      'accept-language': lang,
      ...(cookie ? { cookie } : {}),
    },
    payload: JSON.stringify(body),
  });
};

async function login(userId: string) {
  const res = await site('customer_login', { Userid: userId, Password: PASSWORD });
  const cookie = res.cookies.find((c) => c.name === 'courier_session');
  if (!cookie) throw new Error(`no session: ${res.body}`);
  return `courier_session=${cookie.value}`;
}

async function ship(key: string) {
  const body = merchantShipmentBody(parcel, {
    reference: `RET-${Math.random()}`,
    cod_amount_fils: undefined,
  });
  const res = await api(key, 'POST', '/shipments', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; awb: string };
}

async function delivered(key: string) {
  const shipment = await ship(key);
  const scan = await adminCall(
    t,
    'admin_scan',
    { awb: shipment.awb, status: 'delivered', location: 'New Delhi' },
    ops,
  );
  expect(scan.statusCode, scan.body).toBe(201);
  return shipment;
}

const rowOf = async (publicId: string) =>
  (await t.db.select().from(shipments).where(eq(shipments.publicId, publicId)))[0]!;

const tokenOf = (url: string) => url.slice(url.indexOf('#') + 1);

beforeAll(async () => {
  t = await startTestApp();
  parcel = await serviceId(t, 'Express Parcel');
  for (const who of ['a', 'b'] as const) {
    const row = await createCustomer(t.db, {
      userId: `ret-${who}`,
      password: PASSWORD,
      companyName: `Returns ${who} WLL`,
      contactPerson: who,
      city: 'Kuwait City',
      phone: '+96522223333',
      email: `ret-${who}@example.com`,
      accountNo: `AC-RET-${who.toUpperCase()}`,
    });
    keys[who] = (await createApiKey(t.db, row!.id, 'server', 'live')).key;
    if (who === 'a') keys.aTest = (await createApiKey(t.db, row!.id, 'tests', 'test')).key;
    portal[who] = await login(`ret-${who}`);
  }
  ops = await staffCookie(t, 'operations', 'ret-ops');
}, 120_000);
afterAll(async () => t?.close());

describe('merchant API: POST /api/v1/shipments/{id}/return', () => {
  it('books the return with the parties swapped, linked to its original both ways', async () => {
    const original = await delivered(keys.a);
    const res = await api(keys.a, 'POST', `/shipments/${original.id}/return`, {});
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json();
    expect(made).toMatchObject({
      object: 'shipment',
      original_shipment: { id: original.id, awb: original.awb, status: 'delivered' },
      recipient: { company: 'Acme Trading', attention: 'Amal', city: 'Kuwait City' },
      cod_amount_fils: null,
      pickup_booking_no: null,
    });
    expect(made.awb).toBeTruthy();
    expect(made.labels.pdf).toBe(`/api/v1/shipments/${made.id}/label?format=pdf`);

    const row = await rowOf(made.id);
    const record = row.record as ShipmentRecord;
    expect(record).toMatchObject({
      sender_consignor: 'Globex',
      sender_contact_person: 'Ravi',
      sender_city: 'New Delhi',
      sender_telephone: '+919999988888',
      receiver_company_name: 'Acme Trading',
      receiver_attention: 'Amal',
      receiver_city: 'Kuwait City',
      receiver_street_name_number: 'Block 1, Street 2',
    });
    expect(row.returnOfShipmentId).toBe((await rowOf(original.id)).id);
    const label = await api(keys.a, 'GET', `/shipments/${made.id}/label?format=zpl`);
    expect(label.statusCode).toBe(200);

    const back = (await api(keys.a, 'GET', `/shipments/${original.id}`)).json();
    expect(back.return_shipment).toMatchObject({ id: made.id, shipment_no: made.shipment_no });
    expect(back.original_shipment).toBeNull();
    const ret = (await api(keys.a, 'GET', `/shipments/${made.id}`)).json();
    expect(ret.original_shipment).toMatchObject({ id: original.id, status: 'delivered' });
    expect(ret.return_shipment).toBeNull();
  });

  it('answers the same return again: same key, another request, two at once', async () => {
    const original = await delivered(keys.a);
    const url = `/shipments/${original.id}/return`;
    const key = { 'idempotency-key': `ret-${original.id}` };
    const first = await api(keys.a, 'POST', url, {}, key);
    expect(first.statusCode, first.body).toBe(201);
    const replay = await api(keys.a, 'POST', url, {}, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().id).toBe(first.json().id);
    const again = await api(keys.a, 'POST', url);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().id).toBe(first.json().id);

    const other = await delivered(keys.a);
    const both = await Promise.all([
      api(keys.a, 'POST', `/shipments/${other.id}/return`, {}, { 'idempotency-key': 'one' }),
      api(keys.a, 'POST', `/shipments/${other.id}/return`, {}, { 'idempotency-key': 'two' }),
    ]);
    for (const res of both) expect(res.statusCode, res.body).toBeLessThan(300);
    expect(both[0]!.json().id).toBe(both[1]!.json().id);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    const rows = await t.db
      .select()
      .from(shipments)
      .where(eq(shipments.returnOfShipmentId, (await rowOf(other.id)).id));
    expect(rows).toHaveLength(1);
  });

  it('tells the shop by webhook once per return (return.created), never for another account', async () => {
    const [a] = await t.db.select().from(customers).where(eq(customers.userId, 'ret-a'));
    const [b] = await t.db.select().from(customers).where(eq(customers.userId, 'ret-b'));
    // Nothing is delivered: the test reads the recorded events, so a loopback address will do.
    const loopback = { ...t.config.webhooks, allowLoopback: true };
    for (const who of [a!, b!])
      await createEndpoint({ db: t.db, jobs: t.jobs, settings: loopback }, who.id, {
        url: 'http://127.0.0.1:9/hooks',
        events: ['return.created'],
      });
    const original = await delivered(keys.a);
    const url = `/shipments/${original.id}/return`;
    const both = await Promise.all([
      api(keys.a, 'POST', url, {}, { 'idempotency-key': 'hook-1' }),
      api(keys.a, 'POST', url, {}, { 'idempotency-key': 'hook-2' }),
    ]);
    const made = both[0]!.json() as { id: string; shipment_no: string };
    await api(keys.a, 'POST', url);
    const events = (who: number) =>
      t.db
        .select({ data: webhookEvents.data })
        .from(webhookEvents)
        .where(and(eq(webhookEvents.customerId, who), eq(webhookEvents.type, 'return.created')));
    const told = await events(a!.id);
    expect(told).toHaveLength(1);
    expect(told[0]!.data).toMatchObject({
      return: {
        id: made.id,
        shipment_no: made.shipment_no,
        original_shipment: { id: original.id, awb: original.awb },
        pickup_requested: false,
      },
    });
    expect(await events(b!.id)).toHaveLength(0);
  });

  it('refuses a shipment not delivered, a return, a cancelled one, in both languages', async () => {
    const fresh = await ship(keys.a);
    const notYet = await api(keys.a, 'POST', `/shipments/${fresh.id}/return`, {});
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().error).toMatchObject({
      type: 'conflict_error',
      code: 'not_delivered',
      message: 'Only a delivered shipment can be sent back.',
    });
    const ar = await api(
      keys.a,
      'POST',
      `/shipments/${fresh.id}/return`,
      {},
      {
        'accept-language': 'ar',
      },
    );
    expect(ar.json().error.message).toBe('لا يمكن إرجاع إلا الشحنة التي تم تسليمها.');

    const original = await delivered(keys.a);
    const made = (await api(keys.a, 'POST', `/shipments/${original.id}/return`, {})).json();
    const twice = await api(keys.a, 'POST', `/shipments/${made.id}/return`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('is_return');

    const cancelled = await ship(keys.a);
    expect((await api(keys.a, 'POST', `/shipments/${cancelled.id}/cancel`, {})).statusCode).toBe(
      200,
    );
    const refused = await api(keys.a, 'POST', `/shipments/${cancelled.id}/return`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'cancelled',
      message: 'This shipment was cancelled: it cannot be sent back.',
    });
  });

  it('books its pickup when asked, through the collection use case', async () => {
    const original = await delivered(keys.a);
    const pickup = {
      date: earliestCollectionDate(new Date()),
      ready_time: '10:00',
      close_time: '17:00',
      vehicle_type: 'van',
    };
    const bad = await api(keys.a, 'POST', `/shipments/${original.id}/return`, {
      pickup: { ...pickup, close_time: '09:00' },
    });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().error.param).toBe('pickup.close_time');
    const res = await api(keys.a, 'POST', `/shipments/${original.id}/return`, { pickup });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().pickup_booking_no).toBeTruthy();
  });

  it('is in the OpenAPI document, its body optional', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const post = doc.paths['/api/v1/shipments/{id}/return'].post;
    expect(post).toMatchObject({ operationId: 'createReturn', requestBody: { required: false } });
    expect(post.responses['409']).toBeDefined();
    expect(doc.paths['/api/v1/shipments/{id}/return_link'].post.operationId).toBe(
      'createReturnLink',
    );
  });

  it('keeps test and live apart: a live shipment is nobody’s for a test key', async () => {
    const live = await delivered(keys.a);
    expect((await api(keys.aTest, 'POST', `/shipments/${live.id}/return`, {})).statusCode).toBe(
      404,
    );
  });
});

describe('the back office', () => {
  it('names a return’s original and a returned shipment’s return, in the list and the detail', async () => {
    const original = await delivered(keys.a);
    const made = (await api(keys.a, 'POST', `/shipments/${original.id}/return`, {})).json() as {
      shipment_no: string;
    };
    const originalNo = (await rowOf(original.id)).shipmentNo;
    const listed = await adminCall(t, 'admin_shipments', { customer: 'ret-a', pageSize: 100 }, ops);
    expect(listed.statusCode, listed.body).toBe(200);
    const rows = (
      listed.json() as {
        rows: { shipmentNo: string; returnOf: string | null; returnNo: string | null }[];
      }
    ).rows;
    expect(rows.find((r) => r.shipmentNo === made.shipment_no)).toMatchObject({
      returnOf: originalNo,
      returnNo: null,
    });
    expect(rows.find((r) => r.shipmentNo === originalNo)).toMatchObject({
      returnOf: null,
      returnNo: made.shipment_no,
    });
    const detail = await adminCall(t, 'admin_shipment', { shipmentNo: made.shipment_no }, ops);
    expect(detail.json().shipment).toMatchObject({ returnOf: originalNo, returnNo: null });
  });
});

describe('another account', () => {
  it('can neither create nor read a return of a shipment that is not its own', async () => {
    const original = await delivered(keys.a);
    const made = (await api(keys.a, 'POST', `/shipments/${original.id}/return`, {})).json();
    for (const url of [`/shipments/${original.id}/return`, `/shipments/${original.id}/return_link`])
      expect((await api(keys.b, 'POST', url, {})).statusCode, url).toBe(404);
    for (const id of [original.id, made.id])
      expect((await api(keys.b, 'GET', `/shipments/${id}`)).statusCode).toBe(404);
    for (const call of ['portal_shipment_return', 'portal_return_link']) {
      const res = await site(call, { shipmentId: original.id }, portal.b);
      expect(res.statusCode, `${call}: ${res.body}`).toBe(404);
    }
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/website/portal_shipment/${made.id}`,
      headers: { cookie: portal.b },
    });
    expect(detail.statusCode).toBe(404);
    expect((await site('portal_shipment_return', { shipmentId: original.id })).statusCode).toBe(
      401,
    );
  });
});

describe('portal', () => {
  it('makes the return for the account’s user and shows it on both details', async () => {
    const original = await delivered(keys.a);
    const res = await site('portal_shipment_return', { shipmentId: original.id }, portal.a);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ Status: 'Success', created: true, pickup_booking_no: null });
    expect(body.return_shipment.label_url).toMatch(/^\/api\/website\/label\//);
    // The same body again replays the first answer; another key runs and finds the return.
    const replay = await site('portal_shipment_return', { shipmentId: original.id }, portal.a);
    expect(replay.json().return_shipment.shipmentId).toBe(body.return_shipment.shipmentId);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/website/portal_shipment_return',
      headers: {
        'content-type': 'application/json',
        cookie: portal.a,
        'idempotency-key': 'second-tab',
      },
      payload: JSON.stringify({ shipmentId: original.id }),
    });
    expect(again.json()).toMatchObject({
      created: false,
      return_shipment: { shipmentId: body.return_shipment.shipmentId },
    });

    const detail = (id: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/website/portal_shipment/${id}`,
        headers: { cookie: portal.a },
      });
    const first = (await detail(original.id)).json();
    expect(first.return_shipment).toMatchObject({
      shipmentId: body.return_shipment.shipmentId,
      shipment_no: body.return_shipment.shipment_no,
    });
    const second = (await detail(body.return_shipment.shipmentId)).json();
    expect(second.original_shipment).toMatchObject({
      shipmentId: original.id,
      status: 'delivered',
    });
    expect(second.shipmentDetails).toMatchObject({
      sender_consignor: 'Globex',
      receiver_company_name: 'Acme Trading',
    });
  });

  it('lets a viewer read the return but not make one or its link', async () => {
    const invited = await site(
      'portal_user_invite',
      { email: 'viewer.ret@example.com', role: 'viewer' },
      portal.a,
    );
    expect(invited.statusCode, invited.body).toBe(200);
    await t.drainJobs();
    const token = await invitationTokenIn(t.config.dataDir, 'viewer.ret@example.com');
    const accepted = await site('user_invitation_accept', {
      token,
      name: 'Viewer',
      password: PASSWORD,
      confirm_password: PASSWORD,
    });
    const cookie = accepted.cookies.find((c) => c.name === 'courier_session');
    expect(cookie, accepted.body).toBeDefined();
    const viewer = `courier_session=${cookie!.value}`;
    const original = await delivered(keys.a);
    for (const call of ['portal_shipment_return', 'portal_return_link'])
      expect((await site(call, { shipmentId: original.id }, viewer)).statusCode, call).toBe(403);
    const made = (await api(keys.a, 'POST', `/shipments/${original.id}/return`, {})).json();
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/website/portal_shipment/${original.id}`,
      headers: { cookie: viewer },
    });
    expect(detail.json().return_shipment.shipmentId).toBe(made.id);
  });

  it('refuses in Arabic with the catalogue’s words', async () => {
    const fresh = await ship(keys.a);
    const res = await site('portal_shipment_return', { shipmentId: fresh.id }, portal.a, 'ar');
    expect(res.statusCode).toBe(409);
    expect(res.json().Message).toBe('لا يمكن إرجاع إلا الشحنة التي تم تسليمها.');
  });
});

describe('the customer’s return link', () => {
  it('shows only the minimal data and makes the return once', async () => {
    const original = await delivered(keys.a);
    const made = await site('portal_return_link', { shipmentId: original.id }, portal.a);
    expect(made.statusCode, made.body).toBe(200);
    const { url, expires_at } = made.json();
    expect(url).toMatch(/\/return#/);
    const days = (Date.parse(expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    const token = tokenOf(url);

    const page = await site('return_link', { token });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({
      shipment: { awb: original.awb, status: 'delivered', shop: 'Acme Trading', city: 'New Delhi' },
      can_return: true,
      refusal: '',
      return_shipment: null,
    });
    for (const secret of ['+96522223333', '+919999988888', '12 MG Road', 'amal@example.com'])
      expect(page.body).not.toContain(secret);

    const created = await site('return_create', { token });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().created).toBe(true);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/website/return_create',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'second-phone' },
      payload: JSON.stringify({ token }),
    });
    expect(second.json()).toMatchObject({
      created: false,
      return_shipment: { shipmentId: created.json().return_shipment.shipmentId },
    });
    const after = (await site('return_link', { token })).json();
    expect(after.can_return).toBe(false);
    expect(after.return_shipment.shipmentId).toBe(created.json().return_shipment.shipmentId);
    // The merchant's channels answer that same return.
    const viaApi = await api(keys.a, 'POST', `/shipments/${original.id}/return`, {});
    expect(viaApi.json().id).toBe(created.json().return_shipment.shipmentId);
  });

  it('is made by the merchant API too, and only for a shipment that may be returned', async () => {
    const original = await delivered(keys.a);
    const res = await api(keys.a, 'POST', `/shipments/${original.id}/return_link`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ object: 'return_link' });
    const fresh = await ship(keys.a);
    const refused = await api(keys.a, 'POST', `/shipments/${fresh.id}/return_link`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('not_delivered');
    const page = await site('return_link', { token: tokenOf(res.json().url) });
    expect(page.json().can_return).toBe(true);
  });

  it('refuses a tampered link and tells an expired one apart, creating nothing', async () => {
    const original = await delivered(keys.a);
    const other = await delivered(keys.a);
    const good = tokenOf(
      (await site('portal_return_link', { shipmentId: original.id }, portal.a)).json().url,
    );
    const [subject, expiry, signature] = good.split('.');
    const tampered = [
      `${other.id}.${expiry}.${signature}`,
      `${subject}.${Number(expiry) + 3600}.${signature}`,
      `${subject}.${expiry}.${signature!.slice(0, -2)}AA`,
      'not-a-token',
      signReturnLink(
        original.id,
        'another-secret-0123456789abcdefghijkl',
        new Date(Date.now() + 1e6),
      ),
    ];
    for (const token of tampered)
      for (const call of ['return_link', 'return_create']) {
        const res = await site(call, { token });
        expect(res.statusCode, `${call} ${token}`).toBe(410);
        expect(res.json().Message).toBe(
          'This return link is not valid. Please ask the shop for a new one.',
        );
      }
    const expired = signReturnLink(
      original.id,
      TEST_SECRETS.LABEL_TOKEN_SECRET,
      new Date(Date.now() - 1000),
    );
    for (const call of ['return_link', 'return_create']) {
      const res = await site(call, { token: expired });
      expect(res.statusCode).toBe(410);
      expect(res.json().Message).toBe(
        'This return link has expired. Please ask the shop for a new one.',
      );
    }
    const ar = await site('return_link', { token: expired }, undefined, 'ar');
    expect(ar.json().Message).toMatch(/^انتهت صلاحية رابط الإرجاع/);
    for (const id of [original.id, other.id]) {
      const rows = await t.db
        .select()
        .from(shipments)
        .where(eq(shipments.returnOfShipmentId, (await rowOf(id)).id));
      expect(rows).toHaveLength(0);
    }
  });
});
