import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@courier/api-client/endpoints';
import { isValidAwb } from '@courier/domain/awb';
import { CARRIER_BOOKED_STATUS, MESSAGES } from '@courier/domain/messages';
import { createCustomer, DEMO_CUSTOMER } from '../customers/customerAccounts.ts';
import { ACCESS_MESSAGES } from '../http/accessMessages.ts';
import { customerBooking, serviceId } from '../shipments/booking.testSupport.ts';
import { loadShippingConfig } from '../shipments/shippingConfig.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { awayFromWindowEdge } from '../testing/windowEdge.ts';
import { labelTokenSecret } from '../tokens/labelSecret.ts';
import { labelLinks } from '../shipments/labelLinks.ts';
import { LABEL_EXPIRED } from './labels.ts';

// Counting tests may first wait for a fresh login window (awayFromWindowEdge).
vi.setConfig({ testTimeout: 150_000 });

let t: TestApp;
let parcel: string;
const ALICE = { userId: 'alice', password: 'Alice#2026pw', accountNo: 'KWI-200001' };
const BOB = { userId: 'bob', password: 'Bob#2026pass', accountNo: 'KWI-200002' };

beforeAll(async () => {
  // A low per-address limit keeps the test short (each failed login costs an argon2 check).
  t = await startTestApp({
    vatPercent: 5,
    shipping: { ...loadShippingConfig({}), loginMaxPerAddress: 8 },
  });
  parcel = await serviceId(t, 'Express Parcel');
  for (const who of [ALICE, BOB]) {
    await createCustomer(t.db, {
      ...who,
      companyName: `${who.userId} WLL`,
      contactPerson: who.userId,
      city: 'Kuwait City',
      phone: '+96522223333',
      email: `${who.userId}@example.com`,
    });
  }
});
afterAll(async () => t?.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST', path: string, body?: unknown, headers: Headers = {}) =>
  t.app.inject({
    method,
    url: `/api/website/${path}`,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });

async function login(userId: string, password: string, address = '10.0.0.1') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/website/customer_login',
    remoteAddress: address,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ Userid: userId, Password: password }),
  });
  const cookie = res.cookies.find((c) => c.name === 'courier_session');
  const headers: Headers = cookie ? { cookie: `courier_session=${cookie.value}` } : {};
  return { res, cookie, headers };
}

describe('customer_login, customer_session, customer_logout', () => {
  it('logs in with STATUS 1 and the user data, in an httpOnly SameSite=Lax cookie kept as a hash', async () => {
    const { res, cookie, headers } = await login('Alice', ALICE.password);
    expect(res.statusCode).toBe(200);
    const body = endpoints.customer_login.success.parse(res.json());
    expect(body.Data[0]).toMatchObject({
      COMP_NAME: 'alice WLL',
      AC_NO: ALICE.accountNo,
      E_MAIL: 'alice@example.com',
    });
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const stored = (await t.db.execute(`select token_hash from customer_sessions`)) as unknown as {
      rows: Array<{ token_hash: string }>;
    };
    expect(stored.rows.map((r) => r.token_hash)).not.toContain(cookie!.value);

    const session = await call('GET', 'customer_session', undefined, headers);
    expect(endpoints.customer_session.success.parse(session.json()).Userid).toBe('alice');
    const out = await call('POST', 'customer_logout', {}, headers);
    expect(out.json().Status).toBe('Success');
    expect((await call('GET', 'customer_session', undefined, headers)).statusCode).toBe(401);
  });

  it('answers the spec message for a wrong password and an unknown user', async () => {
    for (const [user, password] of [
      ['alice', 'wrong-password'],
      ['nobody', 'whatever1'],
    ]) {
      const { res, cookie } = await login(user!, password!, '10.0.0.2');
      expect([res.statusCode, res.json()]).toEqual([
        401,
        { STATUS: 0, Data: MESSAGES.loginFailed },
      ]);
      expect(cookie).toBeUndefined();
    }
  });

  it('logs in the seeded demo customer on the embedded database', async () => {
    if (t.config.databaseUrl) return; // seeded on PGlite only (or SEED_DEMO=true)
    const { res } = await login(DEMO_CUSTOMER.userId, DEMO_CUSTOMER.password, '10.0.0.3');
    expect(res.json().STATUS).toBe(1);
  });

  it('limits failed logins per user ID from one address (with Retry-After), yet the owner elsewhere gets in', async () => {
    await awayFromWindowEdge(t.config.shipping.loginWindowMinutes);
    for (let i = 0; i < 5; i += 1)
      expect((await login('bob', 'bad-password', '10.1.0.1')).res.statusCode).toBe(401);
    const blocked = await login('bob', BOB.password, '10.1.0.1');
    expect([blocked.res.statusCode, blocked.res.json().Data]).toEqual([
      429,
      ACCESS_MESSAGES.loginLimited,
    ]);
    expect(Number(blocked.res.headers['retry-after'])).toBeGreaterThan(0);
    // Five wrong passwords from anywhere must not lock the real owner out.
    const owner = await login('bob', BOB.password, '10.1.0.99');
    expect(owner.res.statusCode).toBe(200);
    await t.db.execute(`delete from login_attempts`);
  });

  it('limits failed logins per address', async () => {
    await awayFromWindowEdge(t.config.shipping.loginWindowMinutes);
    for (let i = 0; i < 8; i += 1) await login(`guess${i}`, 'bad-password', '10.2.0.1');
    const blocked = await login('alice', ALICE.password, '10.2.0.1');
    expect(blocked.res.statusCode).toBe(429);
    const elsewhere = await login('alice', ALICE.password, '10.2.0.2');
    expect(elsewhere.res.statusCode).toBe(200);
  });
});

describe('customer wizard', () => {
  it('needs a session for the carrier lists and the customer booking', async () => {
    for (const [method, path, body] of [
      ['GET', 'country_list_from_api'],
      ['GET', 'service_list_from_api'],
      ['POST', 'city_list_from_api', { country_name: 'India' }],
      ['POST', 'create_shipment', customerBooking(parcel)],
      ['POST', 'create_skynet_shipment', { shipmentId: 'x' }],
    ] as const) {
      const res = await call(method, path, body);
      expect([path, res.statusCode, res.json().Message]).toEqual([
        path,
        401,
        ACCESS_MESSAGES.loginRequired,
      ]);
    }
  });

  it('serves the carrier lists to a customer', async () => {
    const { headers } = await login('alice', ALICE.password, '10.3.0.1');
    const countries = endpoints.country_list_from_api.success.parse(
      (await call('GET', 'country_list_from_api', undefined, headers)).json(),
    );
    expect(countries.country_list).toContainEqual({ country_code: 'IN', country_name: 'India' });
    const cities = endpoints.city_list_from_api.success.parse(
      (await call('POST', 'city_list_from_api', { country_name: 'india' }, headers)).json(),
    );
    expect(cities.city_list).toContainEqual({ city_name: 'Delhi' });
    const services = endpoints.service_list_from_api.success.parse(
      (await call('GET', 'service_list_from_api', undefined, headers)).json(),
    );
    expect(services.serviceList.map((s) => s.service_name)).toContain('Express Parcel');
  });

  it('label links expire (410) and the portal re-issues fresh ones for the owner only', async () => {
    const { headers } = await login('alice', ALICE.password, '10.3.0.7');
    const record = endpoints.create_shipment.success.parse(
      (
        await call(
          'POST',
          'create_shipment',
          customerBooking(parcel, { special_instruction: 'label lifetime' }),
          headers,
        )
      ).json(),
    );
    const expired = labelLinks(
      record.shipment_no,
      t.config.shipping.labelTokenSecret ?? (await labelTokenSecret(undefined, t.config.dataDir)),
      1,
      new Date(Date.now() - 2 * 86_400_000),
    );
    const old = await t.app.inject({ method: 'GET', url: expired.label_url });
    expect([old.statusCode, old.json().Message]).toEqual([410, LABEL_EXPIRED]);
    const fresh = await call('POST', 'label_links', { shipmentId: record.shipmentId }, headers);
    expect(fresh.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: fresh.json().label_url })).statusCode).toBe(
      200,
    );
    const bob = await login('bob', BOB.password, '10.3.0.8');
    expect(
      (await call('POST', 'label_links', { shipmentId: record.shipmentId }, bob.headers))
        .statusCode,
    ).toBe(404);
    expect((await call('POST', 'label_links', { shipmentId: record.shipmentId })).statusCode).toBe(
      401,
    );
  });

  it("books with the carrier in Arabic too: STATUS is the protocol's token, not a translation", async () => {
    const { headers } = await login('alice', ALICE.password, '10.3.0.9');
    const arabic = { ...headers, 'accept-language': 'ar' };
    const recorded = await call(
      'POST',
      'create_shipment',
      customerBooking(parcel, { receiver_country: 'India', sender_country: 'Kuwait' }),
      arabic,
    );
    expect(recorded.statusCode).toBe(200);
    const record = endpoints.create_shipment.success.parse(recorded.json());
    const booked = await call(
      'POST',
      'create_skynet_shipment',
      { shipmentId: record.shipmentId },
      arabic,
    );
    expect(booked.statusCode, booked.body).toBe(200);
    expect(endpoints.create_skynet_shipment.success.parse(booked.json()).STATUS).toBe(
      CARRIER_BOOKED_STATUS,
    );
  });

  it('records a DOX/SPX booking, then books it with the carrier: AWB, label and tracking', async () => {
    const { headers } = await login('alice', ALICE.password, '10.3.0.2');
    const recorded = await call(
      'POST',
      'create_shipment',
      customerBooking(parcel, { receiver_country: 'India', sender_country: 'Kuwait' }),
      headers,
    );
    expect(recorded.statusCode).toBe(200);
    const record = endpoints.create_shipment.success.parse(recorded.json());
    expect(record.shipment_no).toMatch(/^SHP\d{8}$/);
    expect(record.account_code).toBe(ALICE.accountNo);
    expect((await t.app.inject({ method: 'GET', url: record.label_url })).statusCode).toBe(200);

    const booked = await call(
      'POST',
      'create_skynet_shipment',
      { shipmentId: record.shipmentId },
      headers,
    );
    const carrierBooking = endpoints.create_skynet_shipment.success.parse(booked.json());
    expect(carrierBooking.STATUS).toBe(CARRIER_BOOKED_STATUS);
    expect(isValidAwb(carrierBooking.Data.Awbno)).toBe(true);
    // A retry answers the same AWB.
    const again = endpoints.create_skynet_shipment.success.parse(
      (
        await call(
          'POST',
          'create_skynet_shipment',
          { shipmentId: record.shipmentId },
          { ...headers, 'idempotency-key': 'retry' },
        )
      ).json(),
    );
    expect(again.Data.Awbno).toBe(carrierBooking.Data.Awbno);

    const pdf = await t.app.inject({
      method: 'GET',
      url: `${carrierBooking.Data.label_url}?size=4x6`,
    });
    expect([
      pdf.statusCode,
      pdf.headers['content-type'],
      pdf.rawPayload.subarray(0, 5).toString(),
    ]).toEqual([200, 'application/pdf', '%PDF-']);
    const png = await t.app.inject({ method: 'GET', url: carrierBooking.Data.label_image_url });
    expect([png.statusCode, png.rawPayload.subarray(1, 4).toString()]).toEqual([200, 'PNG']);

    const tracks = endpoints.tracks.success.parse(
      (await call('GET', `tracks?AWBNO=${carrierBooking.Data.Awbno}`)).json(),
    );
    expect(tracks.data.shipmentHistory[0]).toMatchObject({ shipmentStatus: 'Booked' });
  });

  it("another customer's session cannot book or read a customer's shipment", async () => {
    const alice = await login('alice', ALICE.password, '10.3.0.3');
    const record = endpoints.create_shipment.success.parse(
      (
        await call(
          'POST',
          'create_shipment',
          customerBooking(parcel, { special_instruction: 'alice only' }),
          alice.headers,
        )
      ).json(),
    );
    const bob = await login('bob', BOB.password, '10.3.0.4');
    const stolen = await call(
      'POST',
      'create_skynet_shipment',
      { shipmentId: record.shipmentId },
      bob.headers,
    );
    expect([stolen.statusCode, stolen.json().Message]).toEqual([404, 'Shipment not found.']);
    const impersonated = await call(
      'POST',
      'create_shipment',
      customerBooking(parcel, { Userid: 'alice' }),
      bob.headers,
    );
    expect([impersonated.statusCode, impersonated.json().Message]).toEqual([
      403,
      'This booking belongs to another customer.',
    ]);
  });

  it('answers the carrier refusal as an array of errors (the first is shown)', async () => {
    const { headers } = await login('alice', ALICE.password, '10.3.0.5');
    const record = endpoints.create_shipment.success.parse(
      (
        await call(
          'POST',
          'create_shipment',
          customerBooking(parcel, { special_instruction: 'refused' }),
          headers,
        )
      ).json(),
    );
    // The carrier checks its own rules; an empty consignee cannot come from the form, so the record is altered.
    await t.db.execute(
      `update shipments set record = jsonb_set(record, '{receiver_company_name}', '""') where public_id = '${record.shipmentId}'`,
    );
    const res = await call(
      'POST',
      'create_skynet_shipment',
      { shipmentId: record.shipmentId },
      headers,
    );
    expect(res.statusCode).toBe(422);
    expect(endpoints.create_skynet_shipment.failure.schema.parse(res.json())).toEqual(
      expect.arrayContaining([expect.any(String)]),
    );
  });
});
