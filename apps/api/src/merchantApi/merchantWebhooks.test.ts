import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../customers/customerAccounts.ts';
import { serviceId } from '../shipments/booking.testSupport.ts';
import { loadShippingConfig } from '../shipments/shippingConfig.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { verifySignature } from '../webhooks/signature.ts';
import { createApiKey } from './apiKeys.ts';
import { merchantShipmentBody } from './merchant.testSupport.ts';

/**
 * The merchant API's webhooks as a shop uses them, through the API alone: a shop registers its endpoint with its
 * key, creates a shipment with that key, operations scan it, and the shop's server gets one
 * signed shipment.status_changed; a server that answers 500 twice gets it on the third try.
 */
const OPS_TOKEN = 'ops-token-for-merchant-webhooks-0123456789';
let t: TestApp;
let receiver: Server;
let base: string;
let parcel: string;
const keys = { a: '', b: '' };
const received: Array<{ path: string; headers: IncomingHttpHeaders; raw: string }> = [];
const tries = new Map<string, number>();

function call(method: 'GET' | 'POST' | 'DELETE', url: string, key: string, body?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: {
      authorization: `Bearer ${key}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

const shipment = (reference: string) => merchantShipmentBody(parcel, { reference });

async function drainUntil(done: () => boolean, seconds = 30): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until && !done()) {
    await t.drainJobs();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const typesAt = (path: string, awb: string) =>
  received
    .filter((r) => r.path === path && r.raw.includes(awb))
    .map((r) => (JSON.parse(r.raw) as { type: string }).type);

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, raw });
      const { id } = JSON.parse(raw) as { id: string };
      // Counted per endpoint: every endpoint of the account gets the same event.
      const n = (tries.get(`${req.url}:${id}`) ?? 0) + 1;
      tries.set(`${req.url}:${id}`, n);
      const status = req.url === '/flaky' && n <= 2 ? 500 : 200;
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  t = await startTestApp({
    shipping: { ...loadShippingConfig({}), opsToken: OPS_TOKEN },
    webhooks: {
      allowLoopback: true,
      timeoutMs: 3_000,
      retryDelaysMs: [300, 300, 300],
      disableAfterMs: 24 * 3_600_000,
      orderWaitMs: 100,
    },
  });
  parcel = await serviceId(t, 'Express Parcel');
  for (const [who, slot] of [
    ['hookshop-a', 'a'],
    ['hookshop-b', 'b'],
  ] as const) {
    const row = await createCustomer(t.db, {
      userId: who,
      password: 'Sh0p#hooks2026',
      companyName: `${who} WLL`,
      contactPerson: who,
      city: 'Kuwait City',
      phone: '+96522223333',
      email: `${who}@example.com`,
      accountNo: `AC-${who}`,
    });
    keys[slot] = (await createApiKey(t.db, row!.id, 'server', 'live')).key;
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

async function endpoint(path: string, key = keys.a): Promise<{ id: string; secret: string }> {
  const res = await call('POST', '/api/v1/webhook_endpoints', key, {
    url: `${base}${path}`,
    events: ['shipment.status_changed'],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function shipAndScan(reference: string): Promise<string> {
  const created = await call('POST', '/api/v1/shipments', keys.a, shipment(reference));
  expect(created.statusCode, created.body).toBe(201);
  const { awb } = created.json() as { awb: string };
  const scanned = await t.app.inject({
    method: 'POST',
    url: `/api/ops/shipments/${awb}/events`,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${OPS_TOKEN}` },
    payload: JSON.stringify({ status: 'picked_up', location: 'Kuwait City', remarks: 'Scanned' }),
  });
  expect(scanned.statusCode, scanned.body).toBe(201);
  return awb;
}

describe('webhooks through the merchant API', () => {
  it('delivers one signed shipment.status_changed for a scan of a shipment made with a key', async () => {
    const { id, secret } = await endpoint('/ok');
    expect(secret).toMatch(/^whsec_/);
    const listed = await call('GET', '/api/v1/webhook_endpoints', keys.a);
    expect(listed.body).not.toContain(secret);
    expect(listed.json()).toMatchObject({ object: 'list', data: [{ id, status: 'enabled' }] });

    const awb = await shipAndScan('HOOK-1');
    await drainUntil(() => typesAt('/ok', awb).length > 0);
    await new Promise((resolve) => setTimeout(resolve, 800));
    await t.drainJobs();
    expect(typesAt('/ok', awb)).toEqual(['shipment.status_changed']);
    const delivery = received.find((r) => r.path === '/ok' && r.raw.includes(awb))!;
    const signature = delivery.headers['courier-signature'] as string;
    expect(verifySignature(secret, signature, delivery.raw)).toBe(true);
    expect(verifySignature('whsec_not_it', signature, delivery.raw)).toBe(false);

    const deliveries = await call('GET', `/api/v1/webhook_endpoints/${id}/deliveries`, keys.a);
    expect(deliveries.json().data[0]).toMatchObject({
      event_type: 'shipment.status_changed',
      status: 'succeeded',
      last_status_code: 200,
    });
  });

  it('retries a receiver that answers 500 twice and delivers on the third try', async () => {
    const { id } = await endpoint('/flaky');
    const awb = await shipAndScan('HOOK-2');
    await drainUntil(() => typesAt('/flaky', awb).length >= 3);
    expect(typesAt('/flaky', awb)).toEqual([
      'shipment.status_changed',
      'shipment.status_changed',
      'shipment.status_changed',
    ]);
    await drainUntil(() => false, 1);
    const deliveries = await call('GET', `/api/v1/webhook_endpoints/${id}/deliveries`, keys.a);
    expect(deliveries.json().data[0]).toMatchObject({ status: 'succeeded', attempts: 3 });
  });

  it("never shows or touches another account's endpoints and deliveries", async () => {
    const { id } = await endpoint('/private');
    const mine = (await call('GET', `/api/v1/webhook_endpoints/${id}/deliveries`, keys.a)).json();
    const theirs: LightMyRequestResponse[] = [
      await call('GET', `/api/v1/webhook_endpoints/${id}/deliveries`, keys.b),
      await call('DELETE', `/api/v1/webhook_endpoints/${id}`, keys.b),
    ];
    for (const res of theirs) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatchObject({
        type: 'not_found_error',
        code: 'endpoint_not_found',
      });
    }
    const otherList = (await call('GET', '/api/v1/webhook_endpoints', keys.b)).json();
    expect(otherList.data).toEqual([]);
    const someDelivery = (await call('GET', '/api/v1/webhook_endpoints', keys.a)).json();
    expect(someDelivery.data.length).toBeGreaterThan(0);
    expect(mine.object).toBe('list');
    const deleted = await call('DELETE', `/api/v1/webhook_endpoints/${id}`, keys.a);
    expect(deleted.json()).toEqual({ id, deleted: true });
  });

  it('refuses a bad URL or event in the API error shape, on the field', async () => {
    const res = await call('POST', '/api/v1/webhook_endpoints', keys.a, {
      url: 'ftp://example.com/hook',
      events: ['shipment.status_changed'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ type: 'invalid_request_error', param: 'url' });
    const events = await call('POST', '/api/v1/webhook_endpoints', keys.a, {
      url: `${base}/ok`,
      events: ['shipment.teleported'],
    });
    expect(events.statusCode).toBe(400);
    expect(events.json().error.param).toBe('events');
  });
});
