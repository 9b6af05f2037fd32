/**
 * pnpm --filter @courier/api bench:batch (also run by `pnpm bench:api`): a bulk upload of 1,000
 * rows, checked (the portal's preview, goal < 10 s) and created (POST /api/v1/batches until the
 * job queue has booked every row, goal < 60 s), against a baseline measured in the same run on
 * the same database: one `POST /api/v1/shipments` (record and book) timed BENCH_BATCH_SINGLES
 * times (default 30). Prints the figures and the cost of a batch row against a single create.
 * PostgreSQL as the other benchmarks (DATABASE_URL names the server; the benchmark creates its own
 * database there and drops it afterwards).
 */
import { earliestCollectionDate } from '@courier/domain/collectionDate';
import { buildApp } from '../src/app.ts';
import { messageWordsIn } from '../src/http/messageLanguage.ts';
import { createCustomer } from '../src/customers/customerAccounts.ts';
import { createApiKey } from '../src/merchantApi/apiKeys.ts';
import { merchantShipmentBody } from '../src/merchantApi/merchant.testSupport.ts';
import { INDIA } from '../src/shipments/booking.testSupport.ts';
import { benchConfig, createBenchDatabase } from './benchDatabase.ts';

const ROWS = Number(process.env.BENCH_BATCH_ROWS || 1_000);
const singles = Number(process.env.BENCH_BATCH_SINGLES || 30);
const bench = await createBenchDatabase('courier_bench_batch');

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;

/** A CSV of `rows` valid rows with the template's English headers. */
function batchCsv(service: string, rows: number, tag: string): Buffer {
  const h = messageWordsIn('en').batch.columns;
  const date = earliestCollectionDate(new Date());
  const header = [
    h.reference,
    h.service,
    h.type,
    h.receiver_company,
    h.receiver_attention,
    h.receiver_street,
    h.receiver_city,
    h.receiver_postal_code,
    h.receiver_country,
    h.receiver_phone,
    h.receiver_mobile,
    h.weight_kg,
    h.length_cm,
    h.width_cm,
    h.height_cm,
    h.quantity,
    h.description,
    h.item_value,
    h.collection_date,
    h.ready_time,
    h.close_time,
    h.vehicle_type,
  ];
  const lines = [header.join(',')];
  for (let i = 1; i <= rows; i += 1)
    lines.push(
      [
        `${tag}-${i}`,
        service,
        'SPX',
        'Globex',
        `Ravi ${i}`,
        '12 MG Road',
        'New Delhi',
        '110001',
        INDIA,
        '+911122223333',
        '+919999988888',
        '1.5',
        '20',
        '20',
        '10',
        '1',
        'Shoes',
        '10',
        date,
        '10:00',
        '17:00',
        'bike',
      ].join(','),
    );
  return Buffer.from(`${lines.join('\n')}\n`);
}

try {
  const { app, database, context } = await buildApp(benchConfig(bench.env));
  const password = 'Bench#batch2026';
  const customer = await createCustomer(database.db, {
    userId: 'bench-bulk',
    password,
    accountNo: 'KWI-BENCH-BULK',
    companyName: 'Bench Bulk WLL',
    contactPerson: 'Bench',
    city: 'Kuwait City',
    address1: 'Block 1, Street 2',
    phone: '+96522223333',
    email: 'bulk@example.com',
  });
  const { key } = await createApiKey(database.db, customer!.id, 'Bench', 'live');
  const bearer = { authorization: `Bearer ${key}` };
  const login = await app.inject({
    method: 'POST',
    url: '/api/website/customer_login',
    payload: { Userid: 'bench-bulk', Password: password },
  });
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const services = (
    await app.inject({ url: '/api/website/service_list', headers: { cookie } })
  ).json() as { serviceList: { id: number; service_name: string }[] };
  const service = String(services.serviceList.find((s) => s.service_name === 'Express Parcel')!.id);

  // Baseline: single creates (the first also puts the identity document on file), warmed up.
  const single: number[] = [];
  for (let i = 0; i < singles + 3; i += 1) {
    const t0 = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/shipments',
      headers: bearer,
      payload: merchantShipmentBody(service, { reference: `SINGLE-${i}` }),
    });
    if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body.slice(0, 300)}`);
    if (i >= 3) single.push(performance.now() - t0);
  }

  // Check only (the portal's preview): parse and judge every row, nothing stored.
  const file = batchCsv(service, ROWS, `BULK-${process.pid}`);
  const c0 = performance.now();
  const checked = await app.inject({
    method: 'POST',
    url: '/api/website/portal_batch_check',
    headers: { cookie, 'content-type': 'application/json' },
    payload: JSON.stringify({ file: file.toString('base64') }),
  });
  const checkMs = performance.now() - c0;
  const preview = (checked.json() as { preview?: { counts: { valid: number } } }).preview;
  if (checked.statusCode !== 200 || preview?.counts.valid !== ROWS)
    throw new Error(`check: ${checked.statusCode} ${checked.body.slice(0, 300)}`);

  // Create: the upload, then the queue until every row is booked.
  const u0 = performance.now();
  const uploaded = await app.inject({
    method: 'POST',
    url: '/api/v1/batches',
    headers: { ...bearer, 'content-type': 'text/csv' },
    payload: file,
  });
  if (uploaded.statusCode !== 202) throw new Error(`${uploaded.statusCode} ${uploaded.body}`);
  const uploadMs = performance.now() - u0;
  await context.jobs.drain();
  const createMs = performance.now() - u0;
  const read = await app.inject({
    url: `/api/v1/batches/${(uploaded.json() as { id: string }).id}`,
    headers: bearer,
  });
  const { counts } = read.json() as { counts: { created: number; failed: number } };
  if (counts.created !== ROWS)
    throw new Error(`created ${counts.created}, failed ${counts.failed}`);

  const baseline = median(single);
  console.log(`node ${process.version}, PostgreSQL at ${bench.url.host}: ${ROWS} rows`);
  console.log('');
  console.log('| measure | figure |');
  console.log('| --- | ---: |');
  console.log(`| single POST /api/v1/shipments, p50 of ${singles} | ${baseline.toFixed(1)} ms |`);
  console.log(
    `| check ${ROWS} rows (portal_batch_check) | ${(checkMs / 1000).toFixed(2)} s (goal < 10 s) |`,
  );
  console.log(
    `| upload ${ROWS} rows (POST /api/v1/batches, checked and stored) | ${(uploadMs / 1000).toFixed(2)} s |`,
  );
  console.log(
    `| create ${ROWS} rows (upload until the queue booked all) | ${(createMs / 1000).toFixed(2)} s (goal < 60 s) |`,
  );
  console.log(`| per created row | ${(createMs / ROWS).toFixed(1)} ms |`);
  console.log('');
  console.log(
    `a batch row / a single create (p50): ${(createMs / ROWS / baseline).toFixed(2)}; ${ROWS} single creates would take ${((baseline * ROWS) / 1000).toFixed(1)} s`,
  );
  await app.close();
} finally {
  await bench.drop();
}
