import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicBooking } from '../shipments/booking.testSupport.ts';
import {
  scratchDatabase,
  serverEnv,
  startServer,
  type ServerProcess,
} from '../testing/serverProcess.ts';

/*
 * A database failover, restart or idle-connection reaper ends every connection of the API at
 * once. Only a PostgreSQL server can do that to a running process (PGlite lives inside it), so
 * this file runs with DATABASE_URL (`pnpm test:db`) and is skipped without one.
 */
const postgres = Boolean(process.env.DATABASE_URL);

let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
let server: ServerProcess | undefined;
let dataDir: string | undefined;

/** One statement on the scratch database, on a connection of its own (the cut ends shared ones). */
async function onScratch(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: scratch!.url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Ends every connection to the scratch database, as a failover does, from the server's own one. */
async function cutConnections(): Promise<number> {
  const maintenance = new URL(process.env.DATABASE_URL!);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1',
      [new URL(scratch!.url).pathname.slice(1)],
    );
    return rows.length;
  } finally {
    await client.end();
  }
}

/** VAT written behind the API's back: no notice, so only a dropped cache sees it. */
const setVatQuietly = (vat: number) =>
  onScratch(
    `insert into operating_settings (id, vat_percent, non_working_weekdays) values (1, $1, '[5]')
     on conflict (id) do update set vat_percent = excluded.vat_percent`,
    [vat],
  );

interface Seen {
  status: number;
  retryAfter: string | null;
  body: string;
}

beforeAll(async () => {
  if (!postgres) return;
  scratch = await scratchDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'courier-cut-'));
  server = await startServer(
    serverEnv({ DATA_DIR: dataDir, DATABASE_URL: scratch!.url, QUEUE_POLL_SECONDS: '1' }),
  );
});
afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  await server?.exited;
  await scratch?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe.runIf(postgres)('every database connection cut during bookings', () => {
  it('costs at most the requests in flight (503 + Retry-After in the envelope); the process reconnects, LISTEN too, and its caches start afresh', async () => {
    const url = server!.url;
    const services = (await (await fetch(`${url}/api/website/service_list`)).json()) as {
      serviceList: Array<{ id: number; service_name: string }>;
    };
    const parcel = String(
      services.serviceList.find((s) => s.service_name === 'Express Parcel')!.id,
    );
    const cities = async (country: string) => {
      const res = await fetch(`${url}/api/website/origin_city`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ origin_country_id: country }),
      });
      return String(
        ((await res.json()) as { cityList: { state_id: number }[] }).cityList[0]!.state_id,
      );
    };
    const priceBody = JSON.stringify({
      origin_country_id: '117',
      destination_country_id: '101',
      origin_city_id: await cities('117'),
      destination_city_id: await cities('101'),
      weight: '2',
      unit: 'KG',
      service_id: '',
    });
    const vatQuoted = async () => {
      const res = await fetch(`${url}/api/website/price_calculation`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: priceBody,
      });
      expect(res.status, await res.clone().text()).toBe(200);
      return ((await res.json()) as { vatPercentage: number }).vatPercentage;
    };

    // The settings are cached: a change nobody announced is not seen.
    const vatAtStart = await vatQuoted();
    await setVatQuietly(vatAtStart + 4);
    expect(await vatQuoted()).toBe(vatAtStart);

    // Bookings, quotes and a database read in flight from 6 clients until told to stop.
    const seen: Seen[] = [];
    const resets: unknown[] = [];
    let booked = 0;
    let stop = false;
    let n = 0;
    const requests = [
      () =>
        fetch(`${url}/api/website/create_shipment`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': `cut-${n++}` },
          body: JSON.stringify(publicBooking(parcel, { special_instruction: `cut ${n}` })),
        }),
      () =>
        fetch(`${url}/api/website/price_calculation`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: priceBody,
        }),
      () => fetch(`${url}/api/website/service_list`),
    ];
    const client = async (i: number) => {
      while (!stop) {
        try {
          const res = await requests[i % requests.length]!();
          const body = await res.text();
          seen.push({ status: res.status, retryAfter: res.headers.get('retry-after'), body });
          if (res.status === 200 && i % requests.length === 0) booked += 1;
        } catch (err) {
          resets.push(err);
          return;
        }
      }
    };
    const until = async (condition: () => boolean) => {
      while (!condition() && server!.child.exitCode === null && resets.length === 0)
        await new Promise((r) => setTimeout(r, 20));
    };
    const clients = Array.from({ length: 6 }, (_, i) => client(i));

    await until(() => booked >= 3);
    const cutAt = (await onScratch('select now() as at'))[0].at as Date;
    // Cut twice, a moment apart: the second lands on connections the first made anew.
    expect(await cutConnections()).toBeGreaterThan(0);
    const bookedAtCut = booked;
    await until(() => booked >= bookedAtCut + 1);
    await cutConnections();
    const bookedAtSecondCut = booked;
    // Afterwards the process books again on its own (no restart).
    await until(() => booked >= bookedAtSecondCut + 3);
    stop = true;
    await Promise.all(clients);

    expect(server!.child.exitCode, server!.output().slice(-3000)).toBeNull();
    expect(resets).toEqual([]);
    const refused = seen.filter((s) => s.status !== 200);
    for (const s of refused) {
      expect(s.status, s.body).toBe(503);
      expect(s.retryAfter).toMatch(/^[1-9]\d*$/);
      expect(JSON.parse(s.body)).toMatchObject({ Status: 'Error', Message: expect.any(String) });
    }

    // The caches were dropped when the connection went: the change made behind their back shows.
    expect(await vatQuoted()).toBe(vatAtStart + 4);
    // LISTEN is back: once caching resumes (a quiet change is not seen), a notice drops it.
    let vat = vatAtStart + 4;
    for (;;) {
      await setVatQuietly(vat + 1);
      const quoted = await vatQuoted();
      if (quoted === vat) break;
      vat = quoted;
      await new Promise((r) => setTimeout(r, 100));
    }
    await onScratch(`select pg_notify('courier_cache', 'settings')`);
    await expect.poll(vatQuoted, { timeout: 30_000, interval: 50 }).toBe(vat + 1);
    // The job queue (pg-boss, on the same pool) works the bookings' messages queued after the cut.
    const worked = async () =>
      Number(
        (
          await onScratch(
            `select count(*) as n from pgboss.job where state = 'completed' and created_on > $1`,
            [cutAt],
          )
        )[0].n,
      );
    await expect.poll(worked, { timeout: 60_000, interval: 200 }).toBeGreaterThan(0);
    console.info(
      `connection cut: ${seen.length} answers, ${refused.length} refused with 503, ${booked} bookings`,
    );
  }, 600_000);
});
