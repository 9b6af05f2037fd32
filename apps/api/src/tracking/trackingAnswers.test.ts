import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@courier/api-client/endpoints';
import { makeAwb } from '@courier/domain/awb';
import { loadShippingConfig } from '../shipments/shippingConfig.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

/*
 * Tracking answers are kept by airway bill in each process (trackingAnswers.ts). Two app instances
 * on one database (PGlite in memory, or DATABASE_URL with `pnpm test:db`), as two API processes:
 * a change written anywhere, through the API or by hand in SQL, must reach both.
 */
const OPS_TOKEN = 'ops-token-for-tests-0123456789-abcdef';
let a: TestApp;
let b: Awaited<ReturnType<TestApp['twin']>>;
let serial = 7_700_000;

beforeAll(async () => {
  a = await startTestApp({ shipping: { ...loadShippingConfig({}), opsToken: OPS_TOKEN } });
  b = await a.twin();
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const sql = (statement: string) => a.db.execute(statement as never);

/** A shipment with one 'booked' event, written straight to the database. */
async function shipment(): Promise<string> {
  const awb = makeAwb((serial += 1));
  await sql(`insert into shipments (public_id, shipment_no, variant, record, total_amount_fils, payment_type, awb, carrier_status)
             values ('cache-${awb}', '${awb}', 'public', '{"receiver_city":"Dubai"}', 1000, 'cash', '${awb}', 'booked')`);
  await event(awb, 'booked', 'Booked', '2026-01-01 08:00+03');
  return awb;
}

/** An event at `at` ('2026-01-01 08:00+03'), or an hour from now: after any scan of the test. */
const event = (awb: string, code: string, status: string, at: string | 'later') =>
  sql(`insert into tracking_events (awb, status_code, status, location, remarks, event_date, event_time, occurred_at)
       select '${awb}', '${code}', '${status}', 'Kuwait', '', to_char(t, 'YYYY-MM-DD'), to_char(t, 'HH24:MI'), t
       from (select ${at === 'later' ? "now() + interval '1 hour'" : `timestamptz '${at}'`} as t) moment`);

type App = Pick<TestApp, 'get' | 'post'>;
const latestStatus = async (app: App, awb: string) => {
  const res = await app.get(`tracks?AWBNO=${awb}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.statusDetails.status as string;
};
const rowStatus = async (app: App, awb: string) =>
  (await app.post('tracking_data', { AWBNO: awb })).json().Data[0].Status as string;

/** The notice reaches each process's listening connection a moment after the commit. */
const eventually = (read: () => Promise<string>, expected: string) =>
  expect.poll(read, { timeout: 3000, interval: 20 }).toBe(expected);

/**
 * Every notice committed so far has reached both processes (a listener hears notices in commit
 * order): a late notice of the setup's own writes would otherwise drop an answer mid-test.
 */
async function noticesDelivered() {
  const marker = `barrier-${(serial += 1)}`;
  const heard = [a, b].map(
    (app) =>
      new Promise<void>((resolve) =>
        app.caches.bus.on('tracking', (key) => key === marker && resolve()),
      ),
  );
  await sql(`select pg_notify('courier_cache', 'tracking:${marker}')`);
  await Promise.all(heard);
}

/** Runs `write` with the database's tracking notices off: only a kept answer can hide it then. */
async function unannounced(write: () => Promise<unknown>) {
  const triggers = ['tracking_events_notify_insert', 'shipments_notify_tracking_update'];
  const on = (state: 'ENABLE' | 'DISABLE') =>
    Promise.all(
      triggers.map((name) =>
        sql(
          `alter table ${name.startsWith('shipments') ? 'shipments' : 'tracking_events'} ${state} trigger ${name}`,
        ),
      ),
    );
  await on('DISABLE');
  try {
    await write();
  } finally {
    await on('ENABLE');
  }
}

describe('tracking answers kept by airway bill', () => {
  it('keeps an answer in each process until the database announces a change of its number', async () => {
    const awb = await shipment();
    await noticesDelivered();
    for (const app of [a, b]) {
      expect(await latestStatus(app, awb)).toBe('Booked');
      expect(await rowStatus(app, awb)).toBe('Booked');
    }
    // Written with the notices off: both processes still answer what they kept.
    await unannounced(() => event(awb, 'picked_up', 'Picked Up', '2026-01-01 09:00+03'));
    for (const app of [a, b]) {
      expect(await latestStatus(app, awb)).toBe('Booked');
      expect(await rowStatus(app, awb)).toBe('Booked');
    }
    // Written by hand in SQL with the triggers on: every process forgets the number.
    await event(awb, 'in_transit', 'In Transit', '2026-01-01 10:00+03');
    for (const app of [a, b]) {
      await eventually(() => latestStatus(app, awb), 'In Transit');
      await eventually(() => rowStatus(app, awb), 'In Transit');
    }
  });

  it('shows a scan at once in the process that wrote it, before any notice arrives', async () => {
    const awb = await shipment();
    await noticesDelivered();
    expect(await latestStatus(a, awb)).toBe('Booked');
    expect(await latestStatus(b, awb)).toBe('Booked');
    // With the notices off, only the writer's own forgetting can show the scan.
    await unannounced(async () => {
      const scan = await a.app.inject({
        method: 'POST',
        url: `/api/ops/shipments/${awb}/events`,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${OPS_TOKEN}` },
        payload: JSON.stringify({ status: 'picked_up', location: 'Kuwait City' }),
      });
      expect(scan.statusCode, scan.body).toBe(201);
    });
    expect(await latestStatus(a, awb)).toBe('Picked Up');
    expect(await latestStatus(b, awb)).toBe('Booked');
    // The other process learns of it from the database's notice.
    await event(awb, 'in_transit', 'In Transit', 'later');
    await eventually(() => latestStatus(b, awb), 'In Transit');
  });

  it('does not keep unknown numbers: a shipment booked after a miss is found at once', async () => {
    const awb = makeAwb((serial += 1));
    expect((await a.get(`tracks?AWBNO=${awb}`)).statusCode).toBe(404);
    expect(await rowStatus(a, awb)).toBe('Not found');
    await unannounced(async () => {
      await sql(`insert into shipments (public_id, shipment_no, variant, record, total_amount_fils, payment_type, awb, carrier_status)
                 values ('cache-${awb}', '${awb}', 'public', '{}', 1000, 'cash', '${awb}', 'booked')`);
      await event(awb, 'booked', 'Booked', '2026-01-01 08:00+03');
    });
    expect(await latestStatus(a, awb)).toBe('Booked');
    expect(await rowStatus(a, awb)).toBe('Booked');
  });

  it('keeps each language apart and writes the same text as the contract serializer', async () => {
    const known = await shipment();
    const unknown = makeAwb((serial += 1));
    const ask = (lang: string) =>
      a.app.inject({
        method: 'POST',
        url: '/api/website/tracking_data',
        headers: { 'content-type': 'application/json', cookie: `lang=${lang}` },
        payload: JSON.stringify({ AWBNO: `${known},${unknown}` }),
      });
    const write = serializerCompiler({
      schema: endpoints.tracking_data.success,
      method: 'POST',
      url: '/api/website/tracking_data',
    });
    for (const lang of ['en', 'ar', 'en']) {
      const res = await ask(lang);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(write(endpoints.tracking_data.success.parse(res.json())));
      expect(res.json().Data.map((r: { Status: string }) => r.Status)).toEqual(
        lang === 'ar' ? ['محجوزة', 'غير موجودة'] : ['Booked', 'Not found'],
      );
    }
  });
});
