import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earliestCollectionDate } from '@courier/domain/collectionDate';
import { createCustomer } from '../customers/customerAccounts.ts';
import { INDIA, KUWAIT, serviceId } from '../shipments/booking.testSupport.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { apiKeys } from '../db/schema/index.ts';
import { merchantShipmentBody } from './merchant.testSupport.ts';
import { apiKeyHash, createApiKey, revokeApiKey } from './apiKeys.ts';

let t: TestApp;
let parcel: string;
const keys = { aLive: '', aTest: '', bLive: '' };
let customerA = 0;

async function call(
  method: 'GET' | 'POST',
  url: string,
  key: string | undefined,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: {
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

const shipmentBody = (overrides: Record<string, unknown> = {}) =>
  merchantShipmentBody(parcel, overrides);

type Shipment = { id: string; awb: string; livemode: boolean; cod_amount_fils: number };
const created = { a: undefined as unknown as Shipment, b: undefined as unknown as Shipment };

beforeAll(async () => {
  t = await startTestApp({ vatPercent: 5 });
  parcel = await serviceId(t, 'Express Parcel');
  const ids: number[] = [];
  for (const user of ['shop-a', 'shop-b']) {
    const row = await createCustomer(t.db, {
      userId: user,
      password: 'Sh0p#password!',
      companyName: `${user} WLL`,
      contactPerson: user,
      city: 'Kuwait City',
      phone: '+96522223333',
      email: `${user}@example.com`,
      accountNo: `AC-${user}`,
    });
    ids.push(row!.id);
  }
  customerA = ids[0]!;
  keys.aLive = (await createApiKey(t.db, ids[0]!, 'A live', 'live')).key;
  keys.aTest = (await createApiKey(t.db, ids[0]!, 'A test', 'test')).key;
  keys.bLive = (await createApiKey(t.db, ids[1]!, 'B live', 'live')).key;
  const a = await call('POST', '/api/v1/shipments', keys.aLive, shipmentBody());
  expect(a.statusCode, a.body).toBe(201);
  created.a = a.json();
  const b = await call('POST', '/api/v1/shipments', keys.bLive, shipmentBody());
  expect(b.statusCode, b.body).toBe(201);
  created.b = b.json();
}, 120_000);

afterAll(async () => t?.close());

describe('keys', () => {
  it('are prefixed and only their hash is stored', async () => {
    expect(keys.aLive).toMatch(/^ck_live_[A-Za-z0-9_-]{43}$/);
    expect(keys.aTest).toMatch(/^ck_test_/);
    const rows = await t.db.select().from(apiKeys);
    expect(rows.length).toBe(3);
    const hashes = rows.map((row) => row.keyHash);
    expect(hashes).toContain(apiKeyHash(keys.aLive));
    for (const row of rows) {
      expect(JSON.stringify(row)).not.toContain(keys.aLive);
      expect(row.prefix).toBe(row.mode === 'live' ? 'ck_live_' + row.prefix.slice(8) : row.prefix);
    }
  });

  it('refuses a missing, malformed or unknown key with 401 in the error shape', async () => {
    const missing = await call('GET', '/api/v1/shipments', undefined);
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({
      error: {
        type: 'authentication_error',
        code: 'missing_api_key',
        message: expect.any(String),
        param: null,
      },
    });
    const wrong = await call('GET', '/api/v1/shipments', `ck_live_${'x'.repeat(43)}`);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('invalid_api_key');
    expect((await call('GET', '/api/v1/shipments', 'nonsense')).statusCode).toBe(401);
  });

  it('a revoked key is refused on its very next request', async () => {
    const made = await createApiKey(t.db, customerA, 'short-lived', 'live');
    expect((await call('GET', '/api/v1/shipments', made.key)).statusCode).toBe(200);
    expect(await revokeApiKey(t.db, customerA, made.id)).toBe(true);
    const after = await call('GET', '/api/v1/shipments', made.key);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('invalid_api_key');
    // Another account cannot revoke A's key.
    const other = await createApiKey(t.db, customerA, 'kept', 'live');
    expect(await revokeApiKey(t.db, customerA + 1, other.id)).toBe(false);
    expect((await call('GET', '/api/v1/shipments', other.key)).statusCode).toBe(200);
  });
});

describe('calls', () => {
  it('POST /rates quotes in fils', async () => {
    const res = await call('POST', '/api/v1/rates', keys.aLive, {
      origin_country_id: Number(KUWAIT),
      destination_country_id: Number(INDIA),
      weight_kg: 2.5,
    });
    expect(res.statusCode, res.body).toBe(200);
    const quote = res.json();
    expect(quote.currency).toBe('KWD');
    expect(Number.isInteger(quote.total_fils)).toBe(true);
    expect(quote.total_fils).toBe(quote.shipping_fils + quote.vat_fils);
    expect(quote.options.length).toBeGreaterThan(0);
  });

  it('POST /rates refuses a bad weight with its param', async () => {
    const res = await call('POST', '/api/v1/rates', keys.aLive, {
      origin_country_id: Number(KUWAIT),
      destination_country_id: Number(INDIA),
      weight_kg: -1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ type: 'invalid_request_error', param: 'weight_kg' });
  });

  it('POST /shipments books with the carrier: AWB, id, label links, COD', () => {
    expect(created.a.awb).toMatch(/^\d{11}$/);
    expect(created.a.livemode).toBe(true);
    expect(created.a.cod_amount_fils).toBe(12_500);
    expect(created.a).toMatchObject({
      object: 'shipment',
      reference: 'ORDER-1001',
      labels: { pdf: `/api/v1/shipments/${created.a.id}/label?format=pdf` },
    });
  });

  it("POST /shipments refuses with the wizard's message on the API's param", async () => {
    const res = await call(
      'POST',
      '/api/v1/shipments',
      keys.aLive,
      shipmentBody({ recipient: { ...shipmentBody().recipient, mobile: 'call me' } }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.param).toBe('recipient.mobile');
    // The wizard's words, in Arabic when asked.
    const english = res.json().error.message as string;
    const arabic = await call(
      'POST',
      '/api/v1/shipments',
      keys.aLive,
      shipmentBody({ recipient: { ...shipmentBody().recipient, mobile: 'call me' } }),
      { 'accept-language': 'ar' },
    );
    expect(arabic.json().error.message).not.toBe(english);
    expect(arabic.json().error.message).toMatch(/[\u0600-\u06FF]/);
    const service = await call(
      'POST',
      '/api/v1/shipments',
      keys.aLive,
      shipmentBody({ service: '999999' }),
    );
    expect(service.statusCode).toBe(422);
    expect(service.json().error.param).toBe('service');
  });

  it('GET /shipments lists newest first with a cursor and filters', async () => {
    for (const reference of ['ORDER-2', 'ORDER-3'])
      expect(
        (await call('POST', '/api/v1/shipments', keys.aLive, shipmentBody({ reference })))
          .statusCode,
      ).toBe(201);
    const first = await call('GET', '/api/v1/shipments?limit=2', keys.aLive);
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.data.map((s: Shipment & { reference: string }) => s.reference)).toEqual([
      'ORDER-3',
      'ORDER-2',
    ]);
    expect(page.has_more).toBe(true);
    const next = (
      await call('GET', `/api/v1/shipments?limit=2&starting_after=${page.next_cursor}`, keys.aLive)
    ).json();
    expect(next.data.map((s: { id: string }) => s.id)).toContain(created.a.id);
    const byRef = (await call('GET', '/api/v1/shipments?reference=ORDER-2', keys.aLive)).json();
    expect(byRef.data).toHaveLength(1);
    const booked = (
      await call('GET', '/api/v1/shipments?status=booked&limit=100', keys.aLive)
    ).json();
    expect(booked.data.length).toBeGreaterThanOrEqual(3);
    const none = (await call('GET', '/api/v1/shipments?created_to=2000-01-01', keys.aLive)).json();
    expect(none.data).toEqual([]);
    expect((await call('GET', '/api/v1/shipments?limit=0', keys.aLive)).statusCode).toBe(400);
  });

  it('GET /shipments/{id} answers the shipment with its tracking events', async () => {
    const res = await call('GET', `/api/v1/shipments/${created.a.id}`, keys.aLive);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.awb).toBe(created.a.awb);
    expect(body.tracking[0]).toMatchObject({ status: 'booked' });
  });

  it('GET /tracking/{awb} answers the events of an own AWB', async () => {
    const res = await call('GET', `/api/v1/tracking/${created.a.awb}`, keys.aLive);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ awb: created.a.awb, status: 'booked' });
    expect(res.json().events.length).toBeGreaterThan(0);
  });

  it('GET /shipments/{id}/label prints PDF, 4x6 and ZPL', async () => {
    const pdf = await call('GET', `/api/v1/shipments/${created.a.id}/label`, keys.aLive);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const small = await call(
      'GET',
      `/api/v1/shipments/${created.a.id}/label?format=4x6`,
      keys.aLive,
    );
    expect(small.headers['content-disposition']).toContain('4x6');
    const zpl = await call('GET', `/api/v1/shipments/${created.a.id}/label?format=zpl`, keys.aLive);
    expect(zpl.statusCode).toBe(200);
    expect(zpl.body).toMatch(/^\^XA/);
    expect(zpl.body).toContain(created.a.awb);
    expect(
      (await call('GET', `/api/v1/shipments/${created.a.id}/label?format=gif`, keys.aLive))
        .statusCode,
    ).toBe(400);
  });

  it('POST /pickups books one collection for the shipments', async () => {
    const res = await call('POST', '/api/v1/pickups', keys.aLive, {
      shipment_ids: [created.a.id],
      date: earliestCollectionDate(new Date()),
      ready_time: '10:00',
      close_time: '17:00',
      vehicle_type: 'van',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ object: 'pickup', livemode: true, status: 'requested' });
    expect(res.json().booking_no).toMatch(/^COL\d+$/);
    const late = await call('POST', '/api/v1/pickups', keys.aLive, {
      shipment_ids: [created.a.id],
      date: earliestCollectionDate(new Date()),
      ready_time: '17:00',
      close_time: '10:00',
      vehicle_type: 'van',
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.param).toBe('close_time');
  });

  it('POST /shipments/{id}/cancel cancels once, then 409', async () => {
    const made = (
      await call('POST', '/api/v1/shipments', keys.aLive, shipmentBody({ reference: 'CANCEL-ME' }))
    ).json();
    const res = await call('POST', `/api/v1/shipments/${made.id}/cancel`, keys.aLive);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('cancelled');
    const again = await call('POST', `/api/v1/shipments/${made.id}/cancel`, keys.aLive);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.type).toBe('conflict_error');
  });
});

describe('two accounts', () => {
  it("a key of account A never sees, cancels, labels or tracks B's shipments", async () => {
    const b = created.b;
    const tries = [
      await call('GET', `/api/v1/shipments/${b.id}`, keys.aLive),
      await call('GET', `/api/v1/shipments/${b.id}/label?format=zpl`, keys.aLive),
      await call('POST', `/api/v1/shipments/${b.id}/cancel`, keys.aLive),
      await call('GET', `/api/v1/tracking/${b.awb}`, keys.aLive),
      await call('POST', '/api/v1/pickups', keys.aLive, {
        shipment_ids: [b.id],
        date: earliestCollectionDate(new Date()),
        ready_time: '10:00',
        close_time: '17:00',
        vehicle_type: 'van',
      }),
    ];
    for (const res of tries) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().error.type).toBe('not_found_error');
    }
    const list = (await call('GET', '/api/v1/shipments?limit=100', keys.aLive)).json();
    expect(list.data.map((s: { id: string }) => s.id)).not.toContain(b.id);
    const cursor = await call('GET', `/api/v1/shipments?starting_after=${b.id}`, keys.aLive);
    expect(cursor.json().data).toEqual([]);
    // B's shipment is still there and still B's.
    expect((await call('GET', `/api/v1/shipments/${b.id}`, keys.bLive)).json().status).toBe(
      'booked',
    );
  });
});

describe('test mode', () => {
  it('books apart from live data, never reaching the carrier', async () => {
    const res = await call(
      'POST',
      '/api/v1/shipments',
      keys.aTest,
      shipmentBody({ reference: 'TEST-1' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const shipment = res.json();
    expect(shipment.livemode).toBe(false);
    expect(shipment.awb).toMatch(/^TEST\d+$/);
    // No carrier event, no pickup in the collection queue.
    const detail = (await call('GET', `/api/v1/shipments/${shipment.id}`, keys.aTest)).json();
    expect(detail.tracking).toEqual([]);
    // Live keys and the portal do not see it; the test key sees only test shipments.
    expect((await call('GET', `/api/v1/shipments/${shipment.id}`, keys.aLive)).statusCode).toBe(
      404,
    );
    const live = (await call('GET', '/api/v1/shipments?limit=100', keys.aLive)).json();
    expect(live.data.map((s: { id: string }) => s.id)).not.toContain(shipment.id);
    const test = (await call('GET', '/api/v1/shipments?limit=100', keys.aTest)).json();
    expect(test.data.map((s: { id: string }) => s.id)).toEqual([shipment.id]);
    const pickup = await call('POST', '/api/v1/pickups', keys.aTest, {
      shipment_ids: [shipment.id],
      date: earliestCollectionDate(new Date()),
      ready_time: '10:00',
      close_time: '17:00',
      vehicle_type: 'van',
    });
    expect(pickup.statusCode, pickup.body).toBe(201);
    expect(pickup.json()).toMatchObject({ livemode: false, booking_no: null });
    const label = await call(
      'GET',
      `/api/v1/shipments/${shipment.id}/label?format=zpl`,
      keys.aTest,
    );
    expect(label.statusCode).toBe(200);
    expect(label.body).toContain(shipment.awb);
  });
});

describe('idempotency', () => {
  it('replays the first answer for the same key and body; 409 for another body', async () => {
    const headers = { 'idempotency-key': 'order-7-create' };
    const body = shipmentBody({ reference: 'IDEM-7' });
    const first = await call('POST', '/api/v1/shipments', keys.aLive, body, headers);
    expect(first.statusCode).toBe(201);
    const again = await call('POST', '/api/v1/shipments', keys.aLive, body, headers);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    const list = (await call('GET', '/api/v1/shipments?reference=IDEM-7', keys.aLive)).json();
    expect(list.data).toHaveLength(1);
    const other = await call(
      'POST',
      '/api/v1/shipments',
      keys.aLive,
      shipmentBody({ reference: 'IDEM-8' }),
      headers,
    );
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('idempotency_key_reused');
    // Another account's same key is its own.
    const b = await call('POST', '/api/v1/shipments', keys.bLive, body, headers);
    expect(b.statusCode).toBe(201);
    expect(b.json().id).not.toBe(first.json().id);
  });
});

describe('rate limits', () => {
  it('counts per key with RateLimit headers, then 429 with Retry-After', async () => {
    const limited = await startTestApp({
      rateLimits: { ...t.config.rateLimits, apiKeyPerMinute: 3 },
    });
    try {
      const row = await createCustomer(limited.db, {
        userId: 'shop-limit',
        password: 'Sh0p#password!',
        companyName: 'Limit WLL',
        contactPerson: 'L',
        city: 'Kuwait City',
        phone: '+96522223333',
        email: 'l@example.com',
        accountNo: 'AC-LIMIT',
      });
      const one = (await createApiKey(limited.db, row!.id, 'one', 'live')).key;
      const two = (await createApiKey(limited.db, row!.id, 'two', 'live')).key;
      const get = (key: string) =>
        limited.app.inject({
          method: 'GET',
          url: '/api/v1/shipments',
          headers: { authorization: `Bearer ${key}` },
        });
      const answers = [await get(one), await get(one), await get(one)];
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      expect(answers.map((a) => a.headers['ratelimit-remaining'])).toEqual(['2', '1', '0']);
      expect(answers[0]!.headers['ratelimit-limit']).toBe('3');
      const over = await get(one);
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(over.json().error.type).toBe('rate_limit_error');
      // The other key has its own count.
      expect((await get(two)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  }, 60_000);
});

describe('a carrier that is down', () => {
  it('answers 503 and cancels the record, so the same request can be sent again', async () => {
    const down = await startTestApp({
      shipping: {
        ...t.config.shipping,
        carrierAdapter: 'http',
        httpCarrier: {
          baseUrl: 'http://127.0.0.1:9',
          username: 'u',
          password: 'p',
          accessKey: 'k',
          timeoutMs: 500,
          allowInsecureHttp: true,
        },
      },
    });
    try {
      const row = await createCustomer(down.db, {
        userId: 'shop-down',
        password: 'Sh0p#password!',
        companyName: 'Down WLL',
        contactPerson: 'D',
        city: 'Kuwait City',
        phone: '+96522223333',
        email: 'd@example.com',
        accountNo: 'AC-DOWN',
      });
      const key = (await createApiKey(down.db, row!.id, 'k', 'live')).key;
      const send = (method: 'GET' | 'POST', url: string, body?: unknown) =>
        down.app.inject({
          method,
          url,
          headers: {
            authorization: `Bearer ${key}`,
            'idempotency-key': 'order-down',
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          ...(body ? { payload: JSON.stringify(body) } : {}),
        });
      const res = await send('POST', '/api/v1/shipments', shipmentBody({ reference: 'DOWN-1' }));
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json().error).toMatchObject({ type: 'api_error', code: 'carrier_unavailable' });
      const list = (await send('GET', '/api/v1/shipments?reference=DOWN-1')).json();
      expect(list.data.map((s: { status: string }) => s.status)).toEqual(['cancelled']);
      // The refusal was not kept: the same key may be sent again.
      const again = await send('POST', '/api/v1/shipments', shipmentBody({ reference: 'DOWN-1' }));
      expect(again.statusCode).toBe(503);
    } finally {
      await down.close();
    }
  }, 60_000);
});
