/**
 * pnpm bench:api — drives price_calculation and blog_list on PostgreSQL with autocannon for
 * 10 s each, then a bare node:http server answering a fixed JSON body of the same size (the
 * ceiling for this machine), and prints requests per second, p99 latency and the ratio. Each
 * call runs twice: with the in-memory caches (the hit path: settings, tariff and blog list in
 * memory) and on a second app with REFERENCE_CACHE=off (the cold path: every request reads the
 * database, as the first request after a change does).
 *
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server; the
 * benchmark creates its own database there and drops it afterwards. BENCH_SECONDS and
 * BENCH_CONNECTIONS tune the run.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { buildApp } from '../src/app.ts';
import { benchConfig, createBenchDatabase } from './benchDatabase.ts';

const seconds = Number(process.env.BENCH_SECONDS || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 50);

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

async function drive(url: string, target: Target) {
  const result = await autocannon({
    url: url + target.path,
    method: target.method,
    body: target.body,
    headers: target.body ? { 'content-type': 'application/json' } : {},
    connections,
    duration: seconds,
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

const bench = await createBenchDatabase('courier_bench');

try {
  const start = async (cache: 'on' | 'off') => {
    const config = benchConfig({ ...bench.env, REFERENCE_CACHE: cache });
    const { app } = await buildApp(config);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    return { app, base: `http://127.0.0.1:${port}/api/website/` };
  };
  const { app, base } = await start('on');
  // The cold path: a second app on the same database with the caches off.
  const cold = await start('off');

  const cities = async (country: number) => {
    const res = await fetch(base + 'origin_city', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ origin_country_id: country }),
    });
    return ((await res.json()) as { cityList: { state_id: number }[] }).cityList;
  };
  const priceBody = JSON.stringify({
    origin_country_id: '117',
    destination_country_id: '101',
    origin_city_id: String((await cities(117))[0]!.state_id),
    destination_city_id: String((await cities(101))[0]!.state_id),
    weight: '2.3',
    unit: 'KG',
  });
  const targets: (Target & { base: string })[] = [
    {
      name: 'price_calculation (cache hit)',
      method: 'POST',
      path: 'price_calculation',
      body: priceBody,
      base,
    },
    {
      name: 'price_calculation (cold)',
      method: 'POST',
      path: 'price_calculation',
      body: priceBody,
      base: cold.base,
    },
    { name: 'blog_list (cache hit)', method: 'GET', path: 'blog_list', base },
    { name: 'blog_list (cold)', method: 'GET', path: 'blog_list', base: cold.base },
  ];

  console.log(
    `${new Date().toISOString()}, load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    `autocannon: ${connections} connections, ${seconds} s per run, node ${process.version}, PostgreSQL at ${bench.url.host}`,
  );
  console.log(
    '| call | API req/s | API p99 ms | bare node req/s | bare p99 ms | body bytes | API / bare |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const target of targets) {
    const sample = await fetch(target.base + target.path, {
      method: target.method,
      body: target.body,
      headers: target.body ? { 'content-type': 'application/json' } : {},
    });
    const body = await sample.text();
    if (!sample.ok) throw new Error(`${target.name} answered ${sample.status}: ${body}`);
    const api = await drive(target.base, target);
    const ceiling = await ceilingServer(body);
    const bare = await drive(`http://127.0.0.1:${(ceiling.address() as AddressInfo).port}/`, {
      ...target,
      path: '',
    });
    ceiling.close();
    const ratio = ((api.rps / bare.rps) * 100).toFixed(1);
    console.log(
      `| ${target.name} | ${api.rps.toFixed(0)} | ${api.p99} | ${bare.rps.toFixed(0)} | ${bare.p99} | ${Buffer.byteLength(body)} | ${ratio}% |`,
    );
  }
  await app.close();
  await cold.app.close();
} finally {
  await bench.drop();
}
