/**
 * pnpm --filter @courier/api load — mixed traffic on PostgreSQL, as the site sees it on a busy
 * day: LOAD_CONNECTIONS (default 50) connections for LOAD_SECONDS (default 300), split between
 * tracking (GET tracks, POST tracking_data), rates (price_calculation), content (blog, news,
 * slides, FAQ, services) and bookings (create_shipment with an Idempotency-Key; every tenth
 * booking sends an earlier key and body again, as a client retrying a lost answer would).
 *
 * The API runs in its own process (bench/loadServer.ts) on a fresh database `load_<pid>` on
 * DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432), rate limits off, with
 * LOAD_SHIPMENTS (default 5,000) shipments seeded to track; the database is dropped afterwards.
 * Then it checks that nothing failed (every answer 2xx, no error or timeout) and nothing was lost
 * (every accepted booking is in the database exactly once, with its collection; a retried key
 * answered the same shipment), and prints per class p50/p90/p99 and rate, the machine's load
 * average before, during and after, and whether the goals are met (p99 of reads under 200 ms,
 * bookings under 1 s at the median). Exits 1 when something failed or was lost.
 *
 * LOAD_CLASSES=bookings (comma-separated class names) drives only those classes;
 * LOAD_PROFILE=<folder> runs the API with --cpu-prof there (sum the profile with
 * `tsx bench/profileSummary.ts <file>`).
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { publicBooking } from '../src/shipments/booking.testSupport.ts';
import { createBenchDatabase, withClient } from './benchDatabase.ts';
import { seedTrackedShipments, seededAwb } from './seedTracking.ts';

const seconds = Number(process.env.LOAD_SECONDS || 300);
const connections = Number(process.env.LOAD_CONNECTIONS || 50);
const seeded = Number(process.env.LOAD_SHIPMENTS || 5_000);
const profileDir = process.env.LOAD_PROFILE;
const GOAL_READ_P99_MS = 200;
/** A slow answer is measured, not cut off: only one this late counts as failed. */
const REQUEST_TIMEOUT_MS = 120_000;
const GOAL_BOOKING_P50_MS = 1000;

type ClassName = 'tracking' | 'rates' | 'content' | 'bookings';
/** Each class's share of the connections (the rest of the rounding goes to tracking). */
const SHARES: Record<ClassName, number> = {
  tracking: 0.3,
  rates: 0.25,
  content: 0.2,
  bookings: 0.25,
};
const chosen = (process.env.LOAD_CLASSES || Object.keys(SHARES).join(','))
  .split(',')
  .map((c) => c.trim()) as ClassName[];
for (const c of chosen) if (!(c in SHARES)) throw new Error(`LOAD_CLASSES: unknown class ${c}`);

/** Connections per class: proportional to the shares of the chosen classes, at least one each. */
function split(): Map<ClassName, number> {
  const total = chosen.reduce((sum, c) => sum + SHARES[c], 0);
  const counts = new Map(
    chosen.map((c) => [c, Math.max(1, Math.floor((connections * SHARES[c]) / total))] as const),
  );
  const left = connections - [...counts.values()].reduce((a, b) => a + b, 0);
  counts.set(chosen[0]!, counts.get(chosen[0]!)! + Math.max(0, left));
  return counts;
}

interface Built {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
}
interface Traffic {
  next(context: Record<string, unknown>): Built;
  onAnswer?(status: number, body: string, context: Record<string, unknown>): void;
}

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;
const json = { 'content-type': 'application/json' };

/** Starts the API process; resolves with its base URL and a stop that waits for its exit. */
async function startServer(env: NodeJS.ProcessEnv) {
  const profile = profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [];
  const child = fork(fileURLToPath(new URL('./loadServer.ts', import.meta.url)), {
    env: { ...process.env, ...env },
    execArgv: [...process.execArgv, ...profile],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`the API exited (${code}) before listening`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    base: `http://127.0.0.1:${port}/api/website/`,
    async stop() {
      child.send('stop');
      // Bounded: a server that does not close within 30 s is killed.
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function getJson<T>(base: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(base + path, {
    method: body ? 'POST' : 'GET',
    headers: body ? json : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** What the bookings class saw: every shipment number accepted, and retries answered otherwise. */
const accepted = new Map<string, string>();
/** Bookings recorded whose answer was not an accepted one. */
let unanswered = 0;
/** Shipments in the database before the run (the seeded ones and the app's demo data). */
let shipmentsBefore = 0;
const mismatchedRetries: string[] = [];

async function trafficOf(base: string): Promise<Record<ClassName, Traffic>> {
  const cities = async (country: number) =>
    (
      await getJson<{ cityList: { state_id: number }[] }>(base, 'origin_city', {
        origin_country_id: country,
      })
    ).cityList
      .slice(0, 50)
      .map((c) => String(c.state_id));
  const [kuwait, india] = await Promise.all([cities(117), cities(101)]);
  // The seeded service that carries the test booking's weight Kuwait to India (as the tests book).
  const services = (
    await getJson<{ serviceList: { id: number; service_name: string }[] }>(base, 'service_list')
  ).serviceList;
  const service = String(services.find((s) => s.service_name === 'Express Parcel')!.id);
  const awb = () => seededAwb(1 + Math.floor(Math.random() * seeded));
  const answered: { key: string; body: string }[] = [];
  let bookings = 0;

  return {
    tracking: {
      next: () =>
        Math.random() < 0.5
          ? { method: 'GET', path: `tracks?AWBNO=${awb()}` }
          : {
              method: 'POST',
              path: 'tracking_data',
              body: JSON.stringify({ AWBNO: Array.from({ length: 10 }, awb).join(',') }),
              headers: json,
            },
    },
    rates: {
      next: () => ({
        method: 'POST',
        path: 'price_calculation',
        headers: json,
        body: JSON.stringify({
          origin_country_id: '117',
          destination_country_id: '101',
          origin_city_id: pick(kuwait),
          destination_city_id: pick(india),
          weight: (0.5 + Math.random() * 30).toFixed(1),
          unit: 'KG',
        }),
      }),
    },
    content: {
      next: () => ({
        method: 'GET',
        path: pick(['blog_list', 'news_list', 'home_slides', 'faq_list', 'our_service_list']),
      }),
    },
    bookings: {
      next(context) {
        bookings += 1;
        // A retry resends a booking whose answer came back (a client that lost it): one still
        // in flight would be answered 409 "already being processed", as designed.
        const retry = bookings % 10 === 0 && answered.length > 0;
        const { key, body } = retry
          ? pick(answered)
          : {
              key: randomBytes(12).toString('hex'),
              body: JSON.stringify(
                publicBooking(service, { receiver_attention: `Ravi ${bookings}` }),
              ),
            };
        context.key = key;
        context.body = body;
        return {
          method: 'POST',
          path: 'create_shipment',
          headers: { ...json, 'idempotency-key': key },
          body,
        };
      },
      onAnswer(status, body, context) {
        if (status !== 200) return;
        const key = context.key as string;
        const number = (JSON.parse(body) as { shipment_no?: string }).shipment_no;
        if (!number) return void mismatchedRetries.push(`${key}: no shipment_no`);
        const before = accepted.get(key);
        if (before !== undefined && before !== number)
          mismatchedRetries.push(`${key}: ${before} then ${number}`);
        else if (before === undefined) {
          accepted.set(key, number);
          answered.push({ key, body: context.body as string });
        }
      },
    },
  };
}

/** The first few answers that were not 2xx, printed to say why the run failed. */
const samples: string[] = [];

interface ClassRun {
  latencies: number[];
  failed: number;
}

/** One request on a kept-alive connection of `agent`: its status and body, never a throw. */
function send(agent: Agent, url: URL, built: Built): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method: built.method,
        path: url.pathname + built.path,
        headers: built.headers,
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        res.on('error', (err) => resolve({ status: 0, body: String(err) }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (err) => resolve({ status: 0, body: String(err) }));
    req.end(built.body);
  });
}

/**
 * Drives one class with `conns` connections until `until` (the other classes run alongside):
 * each connection sends its next request when the answer to the last one has arrived, and the
 * run waits for every answer (bounded by REQUEST_TIMEOUT_MS), so no request is left unanswered.
 */
async function drive(
  base: string,
  traffic: Traffic,
  conns: number,
  until: number,
): Promise<ClassRun> {
  const url = new URL(base);
  const agent = new Agent({ keepAlive: true, maxSockets: conns });
  const run: ClassRun = { latencies: [], failed: 0 };
  const connection = async () => {
    while (Date.now() < until) {
      const context: Record<string, unknown> = {};
      const built = traffic.next(context);
      const started = performance.now();
      const { status, body } = await send(agent, url, built);
      run.latencies.push(performance.now() - started);
      if (status < 200 || status >= 300) {
        run.failed += 1;
        if (samples.length < 5) samples.push(`${status} ${body.slice(0, 300)}`);
      }
      traffic.onAnswer?.(status, body, context);
    }
  };
  await Promise.all(Array.from({ length: conns }, connection));
  agent.destroy();
  run.latencies.sort((a, b) => a - b);
  return run;
}

/** The p-th percentile of sorted latencies, in whole ms. */
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);

const fmtLoad = (l: number[]) => l.map((n) => n.toFixed(2)).join(' ');

const db = await createBenchDatabase('load');
let failed = false;
try {
  const seedStart = Date.now();
  const server = await startServer({ ...db.env, REFERENCE_CACHE: 'on' });
  await seedTrackedShipments(db.url.toString(), seeded, 5);
  const traffic = await trafficOf(server.base);
  console.log(
    `seeded ${seeded} shipments in ${((Date.now() - seedStart) / 1000).toFixed(1)} s; ${connections} connections for ${seconds} s, node ${process.version}, PostgreSQL at ${db.url.host}`,
  );

  shipmentsBefore = await shipmentCount();
  const before = loadavg();
  const during: number[] = [];
  const sampler = setInterval(() => during.push(loadavg()[0]!), 5000);
  const counts = split();
  const until = Date.now() + seconds * 1000;
  const results = await Promise.all(
    [...counts].map(async ([name, conns]) => ({
      name,
      conns,
      run: await drive(server.base, traffic[name], conns, until),
    })),
  );
  clearInterval(sampler);
  during.push(loadavg()[0]!);
  await server.stop();
  const after = loadavg();

  console.log(
    '| class | connections | requests | req/s | p50 ms | p90 ms | p99 ms | max ms | failed |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const { name, conns, run } of results) {
    if (run.failed > 0) failed = true;
    const l = run.latencies;
    console.log(
      `| ${name} | ${conns} | ${l.length} | ${(l.length / seconds).toFixed(1)} | ${percentile(l, 50)} | ${percentile(l, 90)} | ${percentile(l, 99)} | ${Math.round(l.at(-1) ?? 0)} | ${run.failed} |`,
    );
  }

  const lost = await lostBookings();
  if (lost.length > 0 || mismatchedRetries.length > 0) failed = true;
  const duringMean = during.reduce((a, b) => a + b, 0) / Math.max(1, during.length);
  console.log(
    `load average (1, 5, 15 min): before ${fmtLoad(before)}; during (1 min, mean of ${during.length} samples) ${duringMean.toFixed(2)}, max ${Math.max(...during).toFixed(2)}; after ${fmtLoad(after)}`,
  );
  console.log(
    `bookings: ${accepted.size} accepted, ${lost.length} lost or duplicated, ${mismatchedRetries.length} retries answered another shipment, ${unanswered} recorded without an accepted answer`,
  );
  for (const line of [...lost, ...mismatchedRetries, ...samples].slice(0, 10))
    console.log(`  ${line}`);

  const reads = results.filter((r) => r.name !== 'bookings');
  const readP99 = Math.max(...reads.map((r) => percentile(r.run.latencies, 99)));
  const bookingRun = results.find((r) => r.name === 'bookings')?.run;
  const bookingP50 = bookingRun ? percentile(bookingRun.latencies, 50) : 0;
  const goal = (ok: boolean) => (ok ? 'met' : 'NOT met');
  if (reads.length > 0)
    console.log(
      `goal p99 of reads < ${GOAL_READ_P99_MS} ms: ${readP99} ms, ${goal(readP99 < GOAL_READ_P99_MS)}`,
    );
  if (bookingRun)
    console.log(
      `goal bookings median < ${GOAL_BOOKING_P50_MS} ms: ${bookingP50} ms, ${goal(bookingP50 < GOAL_BOOKING_P50_MS)}`,
    );
  console.log(
    failed ? 'FAILED: answers failed or bookings were lost' : 'nothing failed, nothing lost',
  );
} finally {
  await db.drop();
}
process.exitCode = failed ? 1 : 0;

/** Accepted shipment numbers not in the database exactly once (with exactly one collection). */
async function lostBookings(): Promise<string[]> {
  const numbers = [...new Set(accepted.values())];
  if (numbers.length === 0) return [];
  return withClient(db.url.toString(), async (client) => {
    const { rows } = await client.query<{ no: string; shipments: number; collections: number }>(
      `select n.no,
              (select count(*)::int from shipments s where s.shipment_no = n.no) as shipments,
              (select count(*)::int from collections c where c.booking_no = n.no) as collections
       from unnest($1::text[]) as n(no)`,
      [numbers],
    );
    const problems = rows
      .filter((r) => r.shipments !== 1 || r.collections !== 1)
      .map((r) => `${r.no}: ${r.shipments} shipments, ${r.collections} collections`);
    // The run waits for every answer, so a booking recorded without an accepted answer is one
    // whose answer failed after it committed.
    unanswered = (await shipmentCount()) - shipmentsBefore - numbers.length;
    if (unanswered > 0)
      problems.push(`${unanswered} shipments recorded without an accepted answer`);
    return problems;
  });
}

async function shipmentCount(): Promise<number> {
  return withClient(db.url.toString(), async (client) => {
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from shipments');
    return rows[0]!.n;
  });
}
