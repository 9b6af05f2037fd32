/**
 * pnpm bench:api — drives price_calculation and blog_list on PostgreSQL with autocannon for
 * 10 s each, then a bare node:http server answering a fixed JSON body of the same size (the
 * ceiling for this machine), and prints requests per second, p99 latency and the ratio. Each
 * call runs twice: with the in-memory caches (the hit path: settings, tariff and blog list in
 * memory) and on a second app with REFERENCE_CACHE=off (the cold path: every request reads the
 * database, as the first request after a change does).
 *
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server; the
 * benchmark creates its own database there and drops it afterwards. BENCH_SECONDS,
 * BENCH_CONNECTIONS and BENCH_ROUNDS (API and bare node in turn, medians reported) tune the run;
 * BENCH_ONLY=<words> runs the calls whose name contains them (e.g. `BENCH_ONLY=hit`);
 * BENCH_PROFILE=<folder> writes a CPU profile of each API run there (bench/cpuProfile.ts; summed
 * by `tsx bench/profileSummary.ts <file>`).
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app.ts';
import { benchConfig, createBenchDatabase } from './benchDatabase.ts';
import { compare, only, printHeader, type Request } from './measure.ts';

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
  const targets: { name: string; base: string; request: Request }[] = [
    {
      name: 'price_calculation (cache hit)',
      base,
      request: { method: 'POST', path: 'price_calculation', body: priceBody },
    },
    {
      name: 'price_calculation (cold)',
      base: cold.base,
      request: { method: 'POST', path: 'price_calculation', body: priceBody },
    },
    { name: 'blog_list (cache hit)', base, request: { method: 'GET', path: 'blog_list' } },
    { name: 'blog_list (cold)', base: cold.base, request: { method: 'GET', path: 'blog_list' } },
  ];

  printHeader(bench.url.host);
  for (const target of targets.filter((t) => t.name.includes(only)))
    await compare(target.name, target.base, target.request);
  await app.close();
  await cold.app.close();
} finally {
  await bench.drop();
}
