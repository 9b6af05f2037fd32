import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { rowsOf } from './nextSerial.ts';
import { publicBooking } from './booking.testSupport.ts';
import {
  preparePgliteDataDir,
  scratchDatabase,
  serverEnv,
  startServer,
  type ServerProcess,
} from '../testing/serverProcess.ts';

const started: ServerProcess[] = [];
let dataDir: string | undefined;
let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
afterAll(async () => {
  for (const s of started) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  await scratch?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const KEYS = 20;
const book = (server: ServerProcess, service: string, i: number) =>
  fetch(`${server.url}/api/website/create_shipment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `crash-${i}` },
    body: JSON.stringify(publicBooking(service, { special_instruction: `crash test ${i}` })),
  });

/** Retries one key as a client would: again after Retry-After while its twin is in flight. */
async function retry(server: ServerProcess, service: string, i: number) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const res = await book(server, service, i);
    if (res.status !== 409) return res;
    await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after') ?? 1) * 1000));
  }
  throw new Error(`key crash-${i} stayed in flight`);
}

describe('kill -9 during keyed bookings', () => {
  it('a retry of every key after the restart gets the first answer: 0 duplicate shipments', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'courier-crash-'));
    scratch = await scratchDatabase();
    if (!scratch) await preparePgliteDataDir(dataDir);
    const env = serverEnv({
      DATA_DIR: dataDir,
      // On PostgreSQL a dead process's claims cannot be seen as dead; they lapse after this.
      IDEMPOTENCY_CLAIM_SECONDS: '2',
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    });
    const first = await startServer(env);
    started.push(first);
    const services = (await (await fetch(`${first.url}/api/website/service_list`)).json()) as {
      serviceList: Array<{ id: number; service_name: string }>;
    };
    const parcel = String(
      services.serviceList.find((s) => s.service_name === 'Express Parcel')!.id,
    );

    // 20 keyed bookings in flight; the server is killed as soon as the first is acknowledged.
    const acknowledged = new Map<number, string>();
    const inFlight = Array.from({ length: KEYS }, (_, i) =>
      book(first, parcel, i)
        .then(async (res) => {
          if (res.status === 200)
            acknowledged.set(i, ((await res.json()) as { shipment_no: string }).shipment_no);
        })
        .catch(() => undefined),
    );
    for (let waited = 0; acknowledged.size === 0 && waited < 30_000; waited += 5)
      await new Promise((r) => setTimeout(r, 5));
    first.child.kill('SIGKILL');
    await first.exited;
    await Promise.all(inFlight);
    expect(acknowledged.size).toBeGreaterThan(0);

    const second = await startServer(env);
    started.push(second);
    const answers = await Promise.all(
      Array.from({ length: KEYS }, (_, i) => retry(second, parcel, i)),
    );
    const numbers = await Promise.all(
      answers.map(async (res) => {
        expect(res.status).toBe(200);
        return ((await res.json()) as { shipment_no: string }).shipment_no;
      }),
    );
    // Every acknowledged booking answers its first shipment number again.
    for (const [i, no] of acknowledged) expect(numbers[i]).toBe(no);
    second.child.kill('SIGTERM');
    await second.exited;

    // And the database holds exactly one shipment per key.
    const database = await openDatabase({ databaseUrl: scratch?.url, dataDir });
    try {
      const rows = rowsOf<{ note: string; n: number }>(
        await database.db.execute(sql`
          select record->>'special_instruction' as note, count(*)::int as n from shipments
          where record->>'special_instruction' like 'crash test %' group by 1`),
      );
      expect(rows).toHaveLength(KEYS);
      expect(rows.every((r) => r.n === 1)).toBe(true);
      expect(new Set(numbers).size).toBe(KEYS);
    } finally {
      await database.close();
    }
  }, 120_000);
});
