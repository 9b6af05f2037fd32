/**
 * pnpm --filter @courier/api bench:tracking (also run by `pnpm bench:api`) — GET tracks and
 * POST tracking_data with 25 numbers against PostgreSQL holding 100,000 shipments and 1,000,000
 * tracking events (seeded with generate_series), each request asking for random numbers; then a
 * bare node:http server answering a body of the same size (the machine's ceiling). Prints
 * requests per second, p99 latency and the ratio.
 *
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server; the
 * benchmark creates its own database there and drops it afterwards. BENCH_SECONDS,
 * BENCH_CONNECTIONS, BENCH_SHIPMENTS and BENCH_EVENTS_PER_SHIPMENT tune the run.
 *
 * Then the back office's shipments list (GET /api/admin/shipments) on the same 100,000
 * shipments, one request at a time as a staff member: median and slowest of 20 answers per
 * search (the list must answer in under 200 ms).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { buildApp } from '../src/app.ts';
import { createStaffUser } from '../src/admin/staffAccounts.ts';
import { benchConfig, createBenchDatabase, withClient } from './benchDatabase.ts';

const seconds = Number(process.env.BENCH_SECONDS || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 50);
const shipmentCount = Number(process.env.BENCH_SHIPMENTS || 100_000);
const eventsPerShipment = Number(process.env.BENCH_EVENTS_PER_SHIPMENT || 10);

async function onServer(url: string, statements: string[]): Promise<void> {
  await withClient(url, async (client) => {
    for (const statement of statements) await client.query(statement);
  });
}

const awbOf = (n: number) => `B${String(n).padStart(10, '0')}`;
const randomAwb = () => awbOf(1 + Math.floor(Math.random() * shipmentCount));

interface Target {
  name: string;
  method: 'GET' | 'POST';
  /** A fresh path and body per request, so the database is not answering one hot row. */
  next: () => { path: string; body?: string };
}

async function drive(base: string, target: Target) {
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        method: target.method,
        headers: target.method === 'POST' ? { 'content-type': 'application/json' } : {},
        setupRequest: (request) => {
          const { path, body } = target.next();
          return { ...request, path: new URL(base).pathname + path, body };
        },
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${target.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function ceilingServer(body: string): Promise<Server> {
  const server = createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

const bench = await createBenchDatabase('courier_bench_tracking');
const dbUrl = bench.url;

try {
  const config = benchConfig(bench.env);
  const { app, database: opened } = await buildApp(config);

  const started = Date.now();
  await onServer(dbUrl.toString(), [
    `insert into shipments (public_id, shipment_no, variant, record, total_amount_fils, payment_type, awb, carrier_status)
     select 'bench-' || g, 'B' || lpad(g::text, 10, '0'), 'public',
            jsonb_build_object('shipment_date', '2026-11-01', 'receiver_city', 'New Delhi', 'receiver_country_name', 'India', 'receiver_attention', 'Ravi'),
            14910, 'cash', 'B' || lpad(g::text, 10, '0'), 'booked'
     from generate_series(1, ${shipmentCount}) g`,
    `insert into tracking_events (awb, status_code, status, location, remarks, event_date, event_time, occurred_at)
     select 'B' || lpad(s::text, 10, '0'), 'in_transit', 'In Transit', 'Hub ' || e, 'Scan ' || e,
            to_char(ts at time zone 'Asia/Kuwait', 'YYYY-MM-DD'), to_char(ts at time zone 'Asia/Kuwait', 'HH24:MI'), ts
     from generate_series(1, ${shipmentCount}) s, generate_series(1, ${eventsPerShipment}) e,
          lateral (select timestamptz '2026-01-01 00:00+00' + ((s * ${eventsPerShipment} + e) * interval '1 minute') as ts) t`,
    'analyze shipments',
    'analyze tracking_events',
  ]);
  const seeded = ((Date.now() - started) / 1000).toFixed(1);

  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/website/`;
  const targets: Target[] = [
    { name: 'GET tracks', method: 'GET', next: () => ({ path: `tracks?AWBNO=${randomAwb()}` }) },
    {
      name: 'POST tracking_data (25 numbers)',
      method: 'POST',
      next: () => ({
        path: 'tracking_data',
        body: JSON.stringify({ AWBNO: Array.from({ length: 25 }, randomAwb).join(',') }),
      }),
    },
  ];

  console.log(
    `${new Date().toISOString()}, load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    `autocannon: ${connections} connections, ${seconds} s per run, node ${process.version}, PostgreSQL at ${dbUrl.host}`,
  );
  console.log(
    `seeded ${shipmentCount} shipments and ${shipmentCount * eventsPerShipment} tracking events in ${seeded} s`,
  );
  console.log(
    '| call | API req/s | API p99 ms | bare node req/s | bare p99 ms | body bytes | API / bare |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const target of targets) {
    const { path, body: requestBody } = target.next();
    const sample = await fetch(base + path, {
      method: target.method,
      body: requestBody,
      headers: requestBody ? { 'content-type': 'application/json' } : {},
    });
    const body = await sample.text();
    if (!sample.ok) throw new Error(`${target.name} answered ${sample.status}: ${body}`);
    const api = await drive(base, target);
    const ceiling = await ceilingServer(body);
    const bare = await drive(`http://127.0.0.1:${(ceiling.address() as AddressInfo).port}/`, {
      ...target,
      next: () => ({ path: '', body: target.method === 'POST' ? requestBody : undefined }),
    });
    ceiling.close();
    const ratio = ((api.rps / bare.rps) * 100).toFixed(1);
    console.log(
      `| ${target.name} | ${api.rps.toFixed(0)} | ${api.p99} | ${bare.rps.toFixed(0)} | ${bare.p99} | ${Buffer.byteLength(body)} | ${ratio}% |`,
    );
  }
  await adminShipmentsList(app, opened.db);
  await app.close();
} finally {
  await bench.drop();
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
