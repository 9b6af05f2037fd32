/**
 * pnpm --filter @courier/api bench:merchant (also run by `pnpm bench:api`) — the merchant API
 * against the portal, measured in the same run on the same database, calls interleaved one after
 * another (A, B, A, B...) so both see the same machine:
 *
 * - creating a shipment with an API key (`POST /api/v1/shipments`: records it and books it with
 *   the carrier in one call) against the portal's create call (`create_shipment`), and against
 *   the portal's whole booking (`create_shipment` then `create_skynet_shipment`, the same work as
 *   the API's one call). Goal: the API costs at most 1.5 times the portal.
 * - `GET /api/v1/tracking/{awb}` against the public `GET tracks?AWBNO=` on the same AWBs.
 *
 * BENCH_MERCHANT_RUNS (default 60) requests per call; prints p50 and p99 in ms and the ratios of
 * the medians. PostgreSQL as the other benchmarks: DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres) names the server; the benchmark creates its own
 * database there and drops it afterwards.
 */
import { buildApp } from '../src/app.ts';
import { createCustomer } from '../src/customers/customerAccounts.ts';
import { createApiKey } from '../src/merchantApi/apiKeys.ts';
import { merchantShipmentBody } from '../src/merchantApi/merchant.testSupport.ts';
import { customerBooking } from '../src/shipments/booking.testSupport.ts';
import { benchConfig, createBenchDatabase } from './benchDatabase.ts';

const runs = Number(process.env.BENCH_MERCHANT_RUNS || 60);

const bench = await createBenchDatabase('courier_bench_merchant');

/** p50 and p99 of a list of durations. */
function quantiles(times: number[]): { p50: number; p99: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { p50: at(0.5), p99: at(0.99) };
}

try {
  const { app, database } = await buildApp(benchConfig(bench.env));
  const password = 'Bench#merchant2026';
  const customer = await createCustomer(database.db, {
    userId: 'bench-shop',
    password,
    accountNo: 'KWI-BENCH-SHOP',
    companyName: 'Bench Shop WLL',
    contactPerson: 'Bench',
    city: 'Kuwait City',
    phone: '+96522223333',
    email: 'shop@example.com',
  });
  const { key } = await createApiKey(database.db, customer!.id, 'Bench', 'live');
  const bearer = { authorization: `Bearer ${key}` };
  const login = await app.inject({
    method: 'POST',
    url: '/api/website/customer_login',
    payload: { Userid: 'bench-shop', Password: password },
  });
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const services = (
    await app.inject({ url: '/api/website/service_list', headers: { cookie } })
  ).json() as { serviceList: { id: number; service_name: string }[] };
  const service = String(services.serviceList.find((s) => s.service_name === 'Express Parcel')!.id);

  let serial = 0;
  const reference = () => `BENCH-${process.pid}-${(serial += 1)}`;
  const timed = async <R extends { statusCode: number; body: string }>(
    work: () => Promise<R>,
    ok: number,
  ) => {
    const t0 = performance.now();
    const res = await work();
    const ms = performance.now() - t0;
    if (res.statusCode !== ok) throw new Error(`${res.statusCode} ${res.body.slice(0, 300)}`);
    return { ms, res };
  };
  const apiCreate = () =>
    timed(
      () =>
        app.inject({
          method: 'POST',
          url: '/api/v1/shipments',
          headers: bearer,
          payload: merchantShipmentBody(service, { reference: reference() }),
        }),
      201,
    );
  const portalCreate = () =>
    timed(
      () =>
        app.inject({
          method: 'POST',
          url: '/api/website/create_shipment',
          headers: { cookie },
          payload: customerBooking(service, { reference_number: reference() }),
        }),
      200,
    );
  const portalBook = (shipmentId: string) =>
    timed(
      () =>
        app.inject({
          method: 'POST',
          url: '/api/website/create_skynet_shipment',
          headers: { cookie },
          payload: { shipmentId },
        }),
      200,
    );

  // Warm-up: caches, prepared statements, the JIT.
  for (let i = 0; i < 5; i += 1) {
    await apiCreate();
    const { res } = await portalCreate();
    await portalBook((res.json() as { shipmentId: string }).shipmentId);
  }
  const api: number[] = [];
  const portal: number[] = [];
  const portalWhole: number[] = [];
  const awbs: string[] = [];
  for (let i = 0; i < runs; i += 1) {
    const made = await apiCreate();
    api.push(made.ms);
    awbs.push((made.res.json() as { awb: string }).awb);
    const recorded = await portalCreate();
    const booked = await portalBook((recorded.res.json() as { shipmentId: string }).shipmentId);
    portal.push(recorded.ms);
    portalWhole.push(recorded.ms + booked.ms);
  }

  const apiTrack: number[] = [];
  const publicTrack: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const awb = awbs[i % awbs.length]!;
    const a = await timed(
      () => app.inject({ method: 'GET', url: `/api/v1/tracking/${awb}`, headers: bearer }),
      200,
    );
    const b = await timed(
      () => app.inject({ method: 'GET', url: `/api/website/tracks?AWBNO=${awb}` }),
      200,
    );
    apiTrack.push(a.ms);
    publicTrack.push(b.ms);
  }

  const rows: [string, number[]][] = [
    ['POST /api/v1/shipments (record and book, API key)', api],
    ['portal create_shipment (record)', portal],
    ['portal create_shipment + create_skynet_shipment (record and book)', portalWhole],
    ['GET /api/v1/tracking/{awb} (API key)', apiTrack],
    ['GET tracks?AWBNO= (public)', publicTrack],
  ];
  console.log(
    `node ${process.version}, PostgreSQL at ${bench.url.host}: ${runs} sequential requests per call, interleaved`,
  );
  console.log('');
  console.log('| call | p50 ms | p99 ms |');
  console.log('| --- | ---: | ---: |');
  for (const [name, times] of rows) {
    const { p50, p99 } = quantiles(times);
    console.log(`| ${name} | ${p50.toFixed(1)} | ${p99.toFixed(1)} |`);
  }
  const ratio = (a: number[], b: number[]) => quantiles(a).p50 / quantiles(b).p50;
  console.log('');
  console.log(
    `create with a key / the portal's whole booking (p50): ${ratio(api, portalWhole).toFixed(2)} (goal <= 1.5)`,
  );
  console.log(
    `create with a key / the portal's create_shipment alone (p50): ${ratio(api, portal).toFixed(2)}`,
  );
  console.log(`API tracking / public tracking (p50): ${ratio(apiTrack, publicTrack).toFixed(2)}`);
  await app.close();
} finally {
  await bench.drop();
}
