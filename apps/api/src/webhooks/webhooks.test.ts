import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints, type EndpointName } from '@courier/api-client/endpoints';
import { webhookMessages } from '@courier/domain/schemas/webhooks';
import { adminCall, staffCookie } from '../admin/adminTestSupport.ts';
import { createCustomer } from '../customers/customerAccounts.ts';
import {
  collections,
  shipments,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
} from '../db/schema/index.ts';
import { customerBooking, serviceId } from '../shipments/booking.testSupport.ts';
import { loadShippingConfig } from '../shipments/shippingConfig.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import {
  createEndpoint,
  deleteEndpoint,
  listDeliveries,
  listEndpoints,
  resendDelivery,
  WebhookProblem,
  type WebhookDeps,
} from './endpoints.ts';
import { pruneWebhookHistory } from './pruneHistory.ts';
import { verifySignature } from './signature.ts';

vi.setConfig({ testTimeout: 120_000 });

const OPS_TOKEN = 'ops-token-for-tests-0123456789-abcdef';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  raw: string;
  body: {
    id: string;
    type: string;
    created: number;
    data: { shipment?: { awb?: string }; [key: string]: unknown };
  };
}

/**
 * A local receiver: /ok answers 200, /flaky 500 twice per event then 200, /down always 500,
 * /order 500 to the first try of a picked_up event. One event goes to each endpoint wanting it,
 * so tries are counted per path and event.
 */
const received: Received[] = [];
const flakyTries = new Map<string, number>();
let receiver: Server;
let base: string;

let t: TestApp;
let parcel: string;
type Headers = Record<string, string>;
let alice: Headers;
let bob: Headers;
let aliceId: number;
let bobId: number;
let deps: WebhookDeps;
let aliceSecret: string;
let aliceEndpoint: string;
let aliceAwb: string;

/** Calls `name` as the contract says: path fields in the path, GET fields in the query. */
async function call(name: EndpointName, request: Record<string, unknown>, headers: Headers = {}) {
  const endpoint = endpoints[name];
  const rest: Record<string, unknown> = { ...request };
  const path = endpoint.path.replace(/:(\w+)/g, (_, key: string) => {
    const value = String(rest[key]);
    delete rest[key];
    return encodeURIComponent(value);
  });
  const post = endpoint.method === 'POST';
  return t.app.inject({
    method: endpoint.method,
    url: `/api/website/${path}`,
    headers: { ...(post ? { 'content-type': 'application/json' } : {}), ...headers },
    payload: post ? JSON.stringify(rest) : undefined,
  });
}

async function login(userId: string, password: string): Promise<Headers> {
  const res = await t.post('customer_login', { Userid: userId, Password: password });
  const cookie = res.cookies.find((c) => c.name === 'courier_session');
  if (!cookie) throw new Error(res.body);
  return { cookie: `courier_session=${cookie.value}` };
}

let bookings = 0;
/** Books and has the courier book (AWB and 'booked' event) a shipment of the logged-in customer. */
async function bookShipment(headers: Headers): Promise<string> {
  bookings += 1;
  const recorded = await call(
    'create_shipment',
    customerBooking(parcel, { special_instruction: `Webhook booking ${bookings}` }),
    headers,
  );
  expect(recorded.statusCode, recorded.body).toBe(200);
  const booked = await call(
    'create_skynet_shipment',
    { shipmentId: (recorded.json() as { shipmentId: string }).shipmentId },
    headers,
  );
  expect(booked.statusCode, booked.body).toBe(200);
  return (booked.json() as { Data: { Awbno: string } }).Data.Awbno;
}

const scan = async (awb: string, status: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/ops/shipments/${awb}/events`,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${OPS_TOKEN}` },
    payload: JSON.stringify({ status, location: 'Kuwait City', remarks: 'Scanned' }),
  });
  expect(res.statusCode, res.body).toBe(201);
};

/** Drains the queue until `done` holds (retries wait out their delays), at most `seconds`. */
async function drainUntil(done: () => boolean | Promise<boolean>, seconds = 30): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    await t.drainJobs();
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the webhooks did not arrive in time');
}

/** Drains a little longer, so a duplicate would have time to come. */
async function settle(ms = 1200): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    await t.drainJobs();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const of = (path: string, awb: string, type?: string) =>
  received.filter(
    (r) => r.path === path && r.body.data.shipment?.awb === awb && (!type || r.body.type === type),
  );

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as Received['body'];
      received.push({ path: req.url ?? '', headers: req.headers, raw, body });
      let status = 200;
      if (req.url === '/down') status = 500;
      // The first try of each picked_up event fails: later events must wait for its retry.
      const tracking = body.data.tracking_event as { status?: string } | undefined;
      if (req.url === '/order' && tracking?.status === 'picked_up') {
        const tries = (flakyTries.get(`${req.url}:${body.id}`) ?? 0) + 1;
        flakyTries.set(`${req.url}:${body.id}`, tries);
        if (tries === 1) status = 500;
      }
      if (req.url === '/flaky') {
        const tries = (flakyTries.get(`${req.url}:${body.id}`) ?? 0) + 1;
        flakyTries.set(`${req.url}:${body.id}`, tries);
        if (tries <= 2) status = 500;
      }
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : 'no');
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
  for (const who of ['alice', 'bob']) {
    const row = await createCustomer(t.db, {
      userId: `hook${who}`,
      password: `${who}#2026Hooks`,
      accountNo: `KWI-4${who === 'alice' ? '00001' : '00002'}`,
      companyName: `${who} WLL`,
      contactPerson: who,
      city: 'Kuwait City',
      phone: '+96522223333',
      email: `${who}@shop.example`,
    });
    if (who === 'alice') aliceId = row!.id;
    else bobId = row!.id;
  }
  alice = await login('hookalice', 'alice#2026Hooks');
  bob = await login('hookbob', 'bob#2026Hooks');
  deps = { db: t.db, jobs: t.jobs, settings: { allowLoopback: true } };
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

describe('webhook deliveries', () => {
  it('sends shipment.created, then one signed shipment.status_changed for an operations scan', async () => {
    const created = await call(
      'portal_webhook_endpoint_create',
      { url: `${base}/ok`, events: ['shipment.created', 'shipment.status_changed'] },
      alice,
    );
    expect(created.statusCode, created.body).toBe(200);
    const endpoint = endpoints.portal_webhook_endpoint_create.success.parse(
      created.json(),
    ).endpoint;
    expect(endpoint.secret).toMatch(/^whsec_[0-9a-f]{48}$/);
    expect(endpoint.id).toMatch(/^we_/);
    aliceSecret = endpoint.secret;
    aliceEndpoint = endpoint.id;
    // The secret is shown once: the list never carries it.
    const list = await call('portal_webhook_endpoints', {}, alice);
    expect(list.body).not.toContain(aliceSecret);
    expect(list.json().endpoints).toEqual([
      expect.objectContaining({ id: endpoint.id, status: 'enabled', url: `${base}/ok` }),
    ]);

    aliceAwb = await bookShipment(alice);
    await scan(aliceAwb, 'picked_up');
    await drainUntil(() => of('/ok', aliceAwb, 'shipment.status_changed').length > 0);
    await settle();

    const mine = of('/ok', aliceAwb);
    expect(mine.map((r) => r.body.type)).toEqual(['shipment.created', 'shipment.status_changed']);
    const [, changed] = mine;
    expect(changed!.body).toMatchObject({
      id: expect.stringMatching(/^evt_[0-9a-f]{24}$/),
      type: 'shipment.status_changed',
      created: expect.any(Number),
      data: {
        shipment: { awb: aliceAwb, status: 'picked_up' },
        tracking_event: { status: 'picked_up', status_label: 'Picked Up', location: 'Kuwait City' },
      },
    });
    const header = changed!.headers['courier-signature'] as string;
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature(aliceSecret, header, changed!.raw, 300)).toBe(true);
    expect(verifySignature('whsec_wrong', header, changed!.raw, 300)).toBe(false);
    expect(
      verifySignature(aliceSecret, header, changed!.raw.replace('picked_up', 'delivered')),
    ).toBe(false);

    // The portal shows each delivery with its answer and time.
    const deliveries = await call(
      'portal_webhook_deliveries',
      { endpointId: aliceEndpoint },
      alice,
    );
    expect(deliveries.statusCode, deliveries.body).toBe(200);
    const rows = endpoints.portal_webhook_deliveries.success.parse(deliveries.json()).deliveries;
    const row = rows.find((r) => r.event_id === changed!.body.id)!;
    expect(row).toMatchObject({
      event_type: 'shipment.status_changed',
      status: 'succeeded',
      attempts: 1,
      last_status_code: 200,
      last_error: '',
    });
    expect(row.last_duration_ms).toBeGreaterThanOrEqual(0);
  });

  it('retries a receiver answering 500: the third try delivers, every try logged', async () => {
    const created = await call(
      'portal_webhook_endpoint_create',
      { url: `${base}/flaky`, events: ['shipment.status_changed'] },
      alice,
    );
    expect(created.statusCode, created.body).toBe(200);
    const flaky = created.json().endpoint.id as string;
    await scan(aliceAwb, 'in_transit');
    await drainUntil(async () => {
      const [row] = await t.db
        .select({ status: webhookDeliveries.status })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(eq(webhookEndpoints.publicId, flaky));
      return row?.status === 'succeeded';
    });
    await settle(800);
    const tries = of('/flaky', aliceAwb);
    expect(tries).toHaveLength(3);
    expect(new Set(tries.map((r) => r.body.id)).size).toBe(1);
    for (const r of tries)
      expect(
        verifySignature(
          created.json().endpoint.secret,
          r.headers['courier-signature'] as string,
          r.raw,
        ),
      ).toBe(true);
    const [delivery] = (
      await call('portal_webhook_deliveries', { endpointId: flaky }, alice)
    ).json().deliveries as { id: string; attempts: number; last_status_code: number }[];
    expect(delivery).toMatchObject({ attempts: 3, last_status_code: 200 });
    const attempts = await t.db
      .select({ statusCode: webhookAttempts.statusCode, attempt: webhookAttempts.attempt })
      .from(webhookAttempts)
      .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
      .where(eq(webhookDeliveries.publicId, delivery!.id))
      .orderBy(webhookAttempts.attempt);
    expect(attempts).toEqual([
      { statusCode: 500, attempt: 1 },
      { statusCode: 500, attempt: 2 },
      { statusCode: 200, attempt: 3 },
    ]);
    // The /ok endpoint got the same change once, with the same event id as /flaky? No: its own.
    expect(of('/ok', aliceAwb, 'shipment.status_changed')).toHaveLength(2);
  });

  it('resends a delivery on request: the same event id again', async () => {
    const rows = (
      await call('portal_webhook_deliveries', { endpointId: aliceEndpoint }, alice)
    ).json().deliveries as { id: string; event_id: string }[];
    const before = received.filter((r) => r.body.id === rows[0]!.event_id).length;
    const res = await call('portal_webhook_resend', { deliveryId: rows[0]!.id }, alice);
    expect(res.statusCode, res.body).toBe(200);
    await drainUntil(() => received.filter((r) => r.body.id === rows[0]!.event_id).length > before);
    const manual = await t.db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.manual, true));
    expect(manual).toHaveLength(1);
    expect(manual[0]!.statusCode).toBe(200);
  });

  it('disables an endpoint failing for a day and e-mails its owner', async () => {
    const created = await call(
      'portal_webhook_endpoint_create',
      { url: `${base}/down`, events: ['shipment.delivered'] },
      alice,
    );
    const down = created.json().endpoint.id as string;
    // It has been failing since yesterday.
    await t.db
      .update(webhookEndpoints)
      .set({ failingSince: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(webhookEndpoints.publicId, down));
    await scan(aliceAwb, 'out_for_delivery');
    await scan(aliceAwb, 'delivered');
    await drainUntil(async () => {
      const [row] = await t.db
        .select({ enabled: webhookEndpoints.enabled })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.publicId, down));
      return row?.enabled === false;
    });
    const list = (await call('portal_webhook_endpoints', {}, alice)).json().endpoints as {
      id: string;
      status: string;
      disabled_reason: string;
    }[];
    expect(list.find((e) => e.id === down)).toMatchObject({
      status: 'disabled',
      disabled_reason: 'failing',
    });
    const mails = (await t.db.execute(
      sql`select data->>'to' as to, data->'mail'->>'subject' as subject from pgboss.job where name = 'email' and data->>'key' like 'message:webhook-disabled:%'`,
    )) as unknown as { rows: { to: string; subject: string }[] };
    expect(mails.rows).toEqual([
      { to: 'alice@shop.example', subject: expect.stringContaining('disabled') },
    ]);
    // No more attempts go to a disabled endpoint, and a resend is refused.
    const [delivery] = (await call('portal_webhook_deliveries', { endpointId: down }, alice)).json()
      .deliveries as { id: string }[];
    const resend = await call('portal_webhook_resend', { deliveryId: delivery!.id }, alice);
    expect([resend.statusCode, resend.json().Message]).toEqual([
      409,
      webhookMessages.endpointDisabled,
    ]);
  });
});

describe('webhook order and other events', () => {
  it("keeps one shipment's events in order while the first is retried", async () => {
    const created = await call(
      'portal_webhook_endpoint_create',
      { url: `${base}/order`, events: ['shipment.status_changed'] },
      alice,
    );
    expect(created.statusCode, created.body).toBe(200);
    const awb = await bookShipment(alice);
    await scan(awb, 'picked_up');
    await scan(awb, 'in_transit');
    await scan(awb, 'at_customs');
    await drainUntil(() => of('/order', awb).length >= 4);
    await settle(800);
    const statuses = of('/order', awb).map(
      (r) => (r.body.data.tracking_event as { status: string }).status,
    );
    expect(statuses).toEqual(['picked_up', 'picked_up', 'in_transit', 'at_customs']);
  });

  it('sends pickup.status_changed for collection moves and shipment.cancelled for a cancellation', async () => {
    const created = await call(
      'portal_webhook_endpoint_create',
      {
        url: `${base}/pickups`,
        events: [
          'pickup.status_changed',
          'shipment.status_changed',
          'shipment.cancelled',
          'shipment.exception',
        ],
      },
      alice,
    );
    expect(created.statusCode, created.body).toBe(200);
    const awb = await bookShipment(alice);
    const [shipment] = await t.db
      .select({ no: shipments.shipmentNo })
      .from(shipments)
      .where(eq(shipments.awb, awb));
    const [pickup] = await t.db
      .select({ id: collections.id })
      .from(collections)
      .where(eq(collections.bookingNo, shipment!.no));
    const staff = await staffCookie(t, 'operations');
    const moved = await adminCall(
      t,
      'admin_collection_update',
      { id: pickup!.id, status: 'scheduled', vehicle: 'Van 2', driver: 'Ali' },
      staff,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    // The same status again (a new driver) is no move.
    await adminCall(
      t,
      'admin_collection_update',
      { id: pickup!.id, status: 'scheduled', vehicle: 'Van 3', driver: 'Omar' },
      staff,
    );
    const cancelled = await adminCall(
      t,
      'admin_shipment_cancel',
      { shipmentNo: shipment!.no, reason: 'The shop asked' },
      staff,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const mine = () =>
      received.filter(
        (r) =>
          r.path === '/pickups' &&
          (r.body.data.shipment?.awb === awb ||
            (r.body.data.pickup as { id?: string } | undefined)?.id === shipment!.no),
      );
    await drainUntil(() => mine().length >= 4);
    await settle(800);
    const pickups = mine()
      .filter((r) => r.body.type === 'pickup.status_changed')
      .map((r) => r.body.data.pickup);
    expect(pickups).toEqual([
      expect.objectContaining({ status: 'scheduled', previous_status: 'requested' }),
      expect.objectContaining({
        status: 'failed',
        previous_status: 'scheduled',
        failure_reason: 'Shipment cancelled',
        shipments: [{ shipment_no: shipment!.no, awb }],
      }),
    ]);
    const shipmentEvents = mine().filter((r) => r.body.type.startsWith('shipment.'));
    expect(shipmentEvents.map((r) => r.body.type)).toEqual([
      'shipment.status_changed',
      'shipment.cancelled',
    ]);
    expect(shipmentEvents[1]!.body.data.shipment).toMatchObject({ awb, status: 'cancelled' });
    // The reason is staff business: it is not in the event.
    expect(JSON.stringify(shipmentEvents)).not.toContain('The shop asked');
  });
});

describe('webhook endpoints: addresses and accounts', () => {
  it('refuses private, link-local and plain-http addresses', async () => {
    for (const url of [
      'https://10.0.0.7/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[fd00::1]/hook',
      'https://192.168.1.20/hook',
    ]) {
      const res = await call(
        'portal_webhook_endpoint_create',
        { url, events: ['shipment.created'] },
        alice,
      );
      expect([url, res.statusCode, res.json().errors]).toEqual([
        url,
        400,
        { url: webhookMessages.privateAddress },
      ]);
    }
    // Without the test switch, loopback is refused like any private address.
    const strict: WebhookDeps = { ...deps, settings: { allowLoopback: false } };
    await expect(
      createEndpoint(strict, aliceId, { url: `${base}/ok`, events: ['shipment.created'] }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'url_not_public',
      message: webhookMessages.privateAddress,
    });
    await expect(
      createEndpoint(strict, aliceId, {
        url: 'https://localhost/ok',
        events: ['shipment.created'],
      }),
    ).rejects.toBeInstanceOf(WebhookProblem);
    // An unknown event type and an empty list are refused by the form.
    const unknown = await call(
      'portal_webhook_endpoint_create',
      { url: 'https://hooks.example.com/x', events: ['shipment.teleported'] },
      alice,
    );
    expect(unknown.statusCode).toBe(400);
  });

  it("never shows, changes or sends one account's webhooks to another", async () => {
    // Bob's own shipment never reaches Alice's endpoints.
    const bobAwb = await bookShipment(bob);
    await scan(bobAwb, 'picked_up');
    await settle(800);
    expect(received.filter((r) => r.body.data.shipment?.awb === bobAwb)).toEqual([]);

    const [aliceDelivery] = await listDeliveries(deps, aliceId, aliceEndpoint);
    // Routes: Bob sees none of Alice's endpoints, and her ids answer 404 to him.
    const list = await call('portal_webhook_endpoints', {}, bob);
    expect(list.json().endpoints).toEqual([]);
    expect(list.body).not.toContain(aliceEndpoint);
    for (const [name, request] of [
      ['portal_webhook_deliveries', { endpointId: aliceEndpoint }],
      ['portal_webhook_endpoint_delete', { endpointId: aliceEndpoint }],
      ['portal_webhook_resend', { deliveryId: aliceDelivery!.id }],
    ] as const) {
      const res = await call(name, request, bob);
      expect([name, res.statusCode]).toEqual([name, 404]);
      expect(res.body).not.toContain(aliceAwb);
    }
    // Use cases: the same with Bob's customer id.
    expect(await listEndpoints(deps, bobId)).toEqual([]);
    await expect(listDeliveries(deps, bobId, aliceEndpoint)).rejects.toMatchObject({ status: 404 });
    await expect(deleteEndpoint(deps, bobId, aliceEndpoint)).rejects.toMatchObject({
      status: 404,
      code: 'endpoint_not_found',
    });
    await expect(resendDelivery(deps, bobId, aliceDelivery!.id)).rejects.toMatchObject({
      status: 404,
    });
    // Alice's endpoint is still there; she can delete it, and then it is gone for her too.
    expect((await listEndpoints(deps, aliceId)).map((e) => e.id)).toContain(aliceEndpoint);
    const deleted = await call(
      'portal_webhook_endpoint_delete',
      { endpointId: aliceEndpoint },
      alice,
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    const again = await call('portal_webhook_deliveries', { endpointId: aliceEndpoint }, alice);
    expect(again.statusCode).toBe(404);
  });
});

describe('webhook endpoint limit', () => {
  it('allows an account 10 endpoints', async () => {
    for (let n = 0; n < 10; n++)
      await createEndpoint(deps, bobId, {
        url: `https://93.184.216.34/hooks/${n}`,
        events: ['shipment.created'],
      });
    await expect(
      createEndpoint(deps, bobId, {
        url: 'https://93.184.216.34/one-more',
        events: ['shipment.created'],
      }),
    ).rejects.toMatchObject({ status: 409, code: 'too_many_endpoints' });
    // Another account's count is its own.
    expect((await listEndpoints(deps, bobId)).length).toBe(10);
    for (const endpoint of await listEndpoints(deps, bobId))
      await deleteEndpoint(deps, bobId, endpoint.id);
  });
});

describe('webhook history', () => {
  it('keeps 30 days of events, deliveries and attempts, and every pending delivery', async () => {
    const events = async () =>
      Number(
        (
          (await t.db.execute(sql`select count(*)::int as n from webhook_events`)) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0]!.n,
      );
    const all = await events();
    expect(all).toBeGreaterThan(0);
    // Nothing is old yet.
    expect(await pruneWebhookHistory(t.db)).toBe(0);
    // A month and a day later: the pending ones stay (the disabled endpoint's are failed now).
    const later = new Date(Date.now() + 31 * 86_400_000);
    await t.db
      .update(webhookDeliveries)
      .set({ status: 'pending' })
      .where(sql`${webhookDeliveries.id} = (select min(id) from webhook_deliveries)`);
    const pruned = await pruneWebhookHistory(t.db, later);
    expect(pruned).toBe(all - 1);
    expect(await events()).toBe(1);
    const [attemptsLeft] = (
      (await t.db.execute(
        sql`select count(*)::int as n from webhook_attempts a join webhook_deliveries d on d.id = a.delivery_id where d.status <> 'pending'`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(attemptsLeft!.n).toBe(0);
  });
});
