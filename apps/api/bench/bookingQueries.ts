/**
 * tsx bench/bookingQueries.ts — the SQL statements one public booking (create_shipment) sends,
 * in order, and its time on an idle app: each statement waits for a pool connection and for the
 * server under load, so their number is the first cost of a booking (docs/load.md). Creates its
 * own database on DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432) and drops it.
 */
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { publicBooking } from '../src/shipments/booking.testSupport.ts';
import { benchConfig, createBenchDatabase } from './benchDatabase.ts';
import { LIMITS_OFF } from './benchRateLimits.ts';

const bench = await createBenchDatabase('booking_queries');
try {
  const { app } = await buildApp({ ...benchConfig(bench.env), rateLimits: LIMITS_OFF });
  const { serviceList } = (await app.inject({ url: '/api/website/service_list' })).json() as {
    serviceList: { id: number; service_name: string }[];
  };
  const service = String(serviceList.find((s) => s.service_name === 'Express Parcel')!.id);
  const sent: string[] = [];
  // Pool checkouts: each waits for one of the pool's connections under load.
  let checkouts = 0;
  const connect = pg.Pool.prototype.connect as (...args: unknown[]) => unknown;
  pg.Pool.prototype.connect = function (this: pg.Pool, ...args: unknown[]) {
    checkouts += 1;
    return connect.apply(this, args);
  } as typeof pg.Pool.prototype.connect;
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const q = args[0] as string | { text: string };
    sent.push((typeof q === 'string' ? q : q.text).replace(/\s+/g, ' ').trim().slice(0, 100));
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
  // The first booking compiles the code paths; the last one is printed.
  for (let i = 0; i < 3; i += 1) {
    sent.length = 0;
    checkouts = 0;
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/website/create_shipment',
      payload: publicBooking(service, { receiver_attention: `Ravi ${i}` }),
      headers: { 'idempotency-key': `booking-queries-${i}` },
    });
    if (res.statusCode !== 200) throw new Error(`create_shipment: ${res.statusCode} ${res.body}`);
    console.log(
      `booking ${i + 1}: ${(performance.now() - started).toFixed(0)} ms, ${sent.length} statements, ${checkouts} pool checkouts`,
    );
  }
  for (const [i, text] of sent.entries()) console.log(`${String(i + 1).padStart(2)}. ${text}`);
  await app.close();
} finally {
  await bench.drop();
}
