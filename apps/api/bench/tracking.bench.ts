/**
 * pnpm --filter @courier/api bench:tracking (also run by `pnpm bench:api`) — GET tracks and
 * POST tracking_data with 25 numbers against PostgreSQL holding 100,000 shipments and 1,000,000
 * tracking events (seeded with generate_series), each request asking for random numbers; then a
 * bare node:http server answering a body of the same size (the machine's ceiling). Prints
 * requests per second, p99 latency and the ratio. Each call runs twice:
 * - cache hit: numbers drawn from the 5,000 shipments people are following (BENCH_FOLLOWED), each
 *   asked once before the run, so their answers are kept (tracking/trackingAnswers.ts);
 * - cold: a second app on the same database with REFERENCE_CACHE=off, numbers drawn from all
 *   100,000 shipments: every request reads the database, as the first ask after a scan does.
 * The cache's hits and misses during the runs are printed under the table.
 *
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server; the
 * benchmark creates its own database there and drops it afterwards. BENCH_SECONDS,
 * BENCH_CONNECTIONS, BENCH_ROUNDS, BENCH_ONLY, BENCH_PROFILE (bench/measure.ts), BENCH_SHIPMENTS
 * and BENCH_EVENTS_PER_SHIPMENT tune the run; BENCH_ADMIN=0 leaves the shipments list out; BENCH_KEEP=1 keeps the database.
 *
 * Then the back office's shipments list (GET /api/admin/shipments) on the same 100,000
 * shipments, one request at a time as a staff member: median and slowest of 20 answers per
 * search (the list must answer in under 200 ms).
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app.ts';
import { createStaffUser } from '../src/admin/staffAccounts.ts';
import { benchConfig, createBenchDatabase } from './benchDatabase.ts';
import { compare, only, printHeader, type Request } from './measure.ts';
import { seedTrackedShipments, seededAwb } from './seedTracking.ts';

const shipmentCount = Number(process.env.BENCH_SHIPMENTS || 100_000);
const eventsPerShipment = Number(process.env.BENCH_EVENTS_PER_SHIPMENT || 10);
const followed = Math.min(shipmentCount, Number(process.env.BENCH_FOLLOWED || 5_000));

const awbOf = seededAwb;
const randomAwb = () => awbOf(1 + Math.floor(Math.random() * shipmentCount));
const followedAwb = () => awbOf(1 + Math.floor(Math.random() * followed));

const bench = await createBenchDatabase('courier_bench_tracking');
const dbUrl = bench.url;

try {
  const start = async (cache: 'on' | 'off') => {
    const built = await buildApp(benchConfig({ ...bench.env, REFERENCE_CACHE: cache }));
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (built.app.server.address() as AddressInfo).port;
    return { ...built, base: `http://127.0.0.1:${port}/api/website/` };
  };
  const { app, database: opened, context, base } = await start('on');
  // The cold path: a second app on the same database with the caches off.
  const cold = await start('off');

  const started = Date.now();
  await seedTrackedShipments(dbUrl.toString(), shipmentCount, eventsPerShipment);
  const seeded = ((Date.now() - started) / 1000).toFixed(1);

  const tracks = (awb: () => string) => () =>
    ({ method: 'GET', path: `tracks?AWBNO=${awb()}` }) as const;
  const trackingData = (awb: () => string) => () =>
    ({
      method: 'POST',
      path: 'tracking_data',
      body: JSON.stringify({ AWBNO: Array.from({ length: 25 }, awb).join(',') }),
    }) as const;
  // A fresh number (and body) per request, so the database is not answering one hot row.
  const targets: { name: string; base: string; next: () => Request }[] = [
    { name: 'GET tracks (cache hit)', base, next: tracks(followedAwb) },
    { name: 'GET tracks (cold)', base: cold.base, next: tracks(randomAwb) },
    {
      name: 'POST tracking_data (25 numbers, cache hit)',
      base,
      next: trackingData(followedAwb),
    },
    {
      name: 'POST tracking_data (25 numbers, cold)',
      base: cold.base,
      next: trackingData(randomAwb),
    },
  ];

  // Every followed number asked once, both ways, so the hit runs start with them kept.
  const ask = (path: string, body?: string) =>
    fetch(base + path, {
      method: body ? 'POST' : 'GET',
      body,
      headers: body ? { 'content-type': 'application/json' } : {},
    }).then((res) => res.arrayBuffer());
  for (let first = 1; first <= followed; first += 25) {
    const numbers = Array.from({ length: Math.min(25, followed - first + 1) }, (_, i) =>
      awbOf(first + i),
    );
    await Promise.all([
      ask('tracking_data', JSON.stringify({ AWBNO: numbers.join(',') })),
      ...numbers.map((n) => ask(`tracks?AWBNO=${n}`)),
    ]);
  }
  const { stats } = context.caches.tracking;
  const warmed = { hits: stats.hits, misses: stats.misses };

  printHeader(dbUrl.host, [
    `seeded ${shipmentCount} shipments and ${shipmentCount * eventsPerShipment} tracking events in ${seeded} s`,
  ]);
  for (const target of targets.filter((t) => t.name.includes(only)))
    await compare(target.name, target.base, target.next);
  console.log(
    `tracking cache during the runs: ${stats.hits - warmed.hits} hits, ${stats.misses - warmed.misses} misses (${followed} numbers asked once before)`,
  );
  if (process.env.BENCH_ADMIN !== '0') await adminShipmentsList(app, opened.db);
  await app.close();
  await cold.app.close();
} finally {
  // BENCH_KEEP=1 keeps the seeded database (to EXPLAIN the queries on it); drop it by hand.
  await bench.drop({ keep: process.env.BENCH_KEEP === '1' });
}

/** GET /api/admin/shipments as an operations user: median and slowest of 20 sequential answers. */
async function adminShipmentsList(
  app: Awaited<ReturnType<typeof buildApp>>['app'],
  db: Parameters<typeof createStaffUser>[0],
) {
  const password = 'bench staff password';
  await createStaffUser(db, { username: 'bench-ops', password, role: 'operations' });
  const login = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username: 'bench-ops', password },
  });
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const searches: [string, () => string][] = [
    ['newest first, page 1', () => 'page=1&pageSize=25'],
    ['page 2000 of 4000', () => 'page=2000&pageSize=25'],
    ['oldest first', () => 'sort=createdAt&dir=asc'],
    ['by AWB', () => `awb=${randomAwb()}`],
    ['by shipment number', () => `shipmentNo=${randomAwb()}`],
    ['receiver contains', () => 'receiver=Globex'],
    ['status in transit', () => 'status=in_transit'],
    ['booked in a date range', () => 'from=2026-11-01&to=2026-11-30'],
  ];
  console.log('');
  console.log(
    `| GET /api/admin/shipments (${shipmentCount} shipments) | median ms | slowest ms | rows found |`,
  );
  console.log('| --- | ---: | ---: | ---: |');
  for (const [name, query] of searches) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < 20; i += 1) {
      const started = performance.now();
      const res = await app.inject({
        method: 'GET',
        url: `/api/admin/shipments?${query()}`,
        headers: { cookie },
      });
      times.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
      total = (res.json() as { total: number }).total;
    }
    times.sort((a, b) => a - b);
    console.log(`| ${name} | ${times[10]!.toFixed(1)} | ${times[19]!.toFixed(1)} | ${total} |`);
  }
}
