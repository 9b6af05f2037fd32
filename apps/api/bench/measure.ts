import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { profiled } from './cpuProfile.ts';

/**
 * The measuring shared by the API benchmarks: each call is driven by autocannon, then a bare
 * node:http server sending the same bytes is driven the same way (the machine's ceiling, measured
 * under the same load from other processes). BENCH_ROUNDS repeats that pair and reports the
 * median of each column, the ratio being the median of the rounds' own ratios: on a shared
 * machine one round can land on a busy second. CPU µs per request (process.cpuUsage, the load
 * generator's share included on both sides, as it runs in this thread) shows the work done per
 * request whatever else the cores are doing.
 */
export const seconds = Number(process.env.BENCH_SECONDS || 10);
export const connections = Number(process.env.BENCH_CONNECTIONS || 50);
export const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS || 1));
/** BENCH_ONLY=<words>: only the calls whose name contains them. */
export const only = process.env.BENCH_ONLY ?? '';
/** BENCH_WARMUP seconds (default 2) of unmeasured load on the API before each call's rounds. */
const warmUpSeconds = Number(process.env.BENCH_WARMUP || 2);

export interface Request {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

export interface Run {
  rps: number;
  p99: number;
  cpuUsPerRequest: number;
}

/**
 * Drives `base` for BENCH_SECONDS. A fixed request is built once by autocannon; `next` (a fresh
 * path and body per request, so the database is not answering one hot row) costs the load
 * generator a request build each time, on the bare server's runs as well: the bare server is sent
 * the very same requests (it answers any path and ignores the body).
 */
export async function drive(
  name: string,
  base: string,
  request: Request | (() => Request),
  duration = seconds,
): Promise<Run> {
  const first = typeof request === 'function' ? request() : request;
  const headers: Record<string, string> =
    first.method === 'POST' ? { 'content-type': 'application/json' } : {};
  const cpu = process.cpuUsage();
  const result = await autocannon(
    typeof request === 'function'
      ? {
          url: base,
          connections,
          duration,
          requests: [
            {
              method: first.method,
              headers,
              setupRequest: (built) => {
                const { path, body } = request();
                return { ...built, path: new URL(base).pathname + path, body };
              },
            },
          ],
        }
      : {
          url: base + first.path,
          method: first.method,
          body: first.body,
          headers,
          connections,
          duration,
        },
  );
  const used = process.cpuUsage(cpu);
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    cpuUsPerRequest: (used.user + used.system) / Math.max(1, result.requests.total),
  };
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

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export function printHeader(database: string, extra: string[] = []): void {
  console.log(
    `${new Date().toISOString()}, load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    `autocannon: ${connections} connections, ${seconds} s per run, ${rounds} round(s), node ${process.version}, PostgreSQL at ${database}`,
  );
  for (const line of extra) console.log(line);
  console.log(
    '| call | API req/s | API p99 ms | API CPU µs/req | bare node req/s | bare p99 ms | bare CPU µs/req | body bytes | API / bare |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
}

/**
 * One row of the table: a sample answer (must be 2xx), then BENCH_ROUNDS pairs of the API and
 * the bare server with that answer's bytes. BENCH_PROFILE profiles the API runs.
 */
export async function compare(
  name: string,
  base: string,
  request: Request | (() => Request),
): Promise<void> {
  const sample = typeof request === 'function' ? request() : request;
  const res = await fetch(base + sample.path, {
    method: sample.method,
    body: sample.body,
    headers: sample.body ? { 'content-type': 'application/json' } : {},
  });
  const body = await res.text();
  if (!res.ok) throw new Error(`${name} answered ${res.status}: ${body}`);
  const api: Run[] = [];
  const bare: Run[] = [];
  // Unmeasured: the app's code paths are compiled by V8 during their first seconds under load.
  if (warmUpSeconds > 0) await drive(name, base, request, warmUpSeconds);
  for (let round = 0; round < rounds; round += 1) {
    api.push(
      await profiled(rounds > 1 ? `${name} ${round + 1}` : name, () => drive(name, base, request)),
    );
    const ceiling = await ceilingServer(body);
    bare.push(
      await drive(name, `http://127.0.0.1:${(ceiling.address() as AddressInfo).port}/`, request),
    );
    ceiling.close();
  }
  const of = (runs: Run[], key: keyof Run) => median(runs.map((r) => r[key]));
  const ratio = median(api.map((a, i) => a.rps / bare[i]!.rps)) * 100;
  const each =
    rounds > 1
      ? ` (${api.map((a, i) => ((a.rps / bare[i]!.rps) * 100).toFixed(0)).join(', ')})`
      : '';
  console.log(
    `| ${name} | ${of(api, 'rps').toFixed(0)} | ${of(api, 'p99')} | ${of(api, 'cpuUsPerRequest').toFixed(0)} | ${of(bare, 'rps').toFixed(0)} | ${of(bare, 'p99')} | ${of(bare, 'cpuUsPerRequest').toFixed(0)} | ${Buffer.byteLength(body)} | ${ratio.toFixed(1)}%${each} |`,
  );
}
