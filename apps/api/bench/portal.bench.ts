/**
 * pnpm --filter @courier/api bench:portal (also run by `pnpm bench:api`) — the customer portal's
 * lists at scale: one customer with BENCH_PORTAL_SHIPMENTS (default 10,000) shipments and their
 * tracking events, beside BENCH_PORTAL_OTHERS (default 90,000) shipments of other customers, on
 * PostgreSQL. Each call is asked BENCH_PORTAL_RUNS times (default 50) one after another as the
 * logged-in customer; prints p50 and p99 in ms (goal: under 100 ms a page).
 *
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server; the
 * benchmark creates its own database there and drops it afterwards.
 */
import { buildApp } from '../src/app.ts';
import { createCustomer } from '../src/customers/customerAccounts.ts';
import { customerBooking } from '../src/shipments/booking.testSupport.ts';
import { shipmentRecord } from '../src/shipments/shipmentRecord.ts';
import { customerBookingSchema } from '@courier/api-client/bookingRequest';
import { PORTAL_EXPORT_PATH } from '@courier/api-client/endpoints/portal';
import { benchConfig, createBenchDatabase, withClient } from './benchDatabase.ts';

const mine = Number(process.env.BENCH_PORTAL_SHIPMENTS || 10_000);
const others = Number(process.env.BENCH_PORTAL_OTHERS || 90_000);
const runs = Number(process.env.BENCH_PORTAL_RUNS || 50);

const bench = await createBenchDatabase('courier_bench_portal');
const dbUrl = bench.url;

try {
  const config = benchConfig(bench.env);
  const { app, database: opened } = await buildApp(config);
  const password = 'Bench#portal2026';
  const customer = await createCustomer(opened.db, {
    userId: 'bench-portal',
    password,
    accountNo: 'KWI-BENCH-1',
    companyName: 'Bench WLL',
    contactPerson: 'Bench',
    city: 'Kuwait City',
    phone: '+96522223333',
    email: 'bench@example.com',
  });
  const other = await createCustomer(opened.db, {
    userId: 'bench-other',
    password,
    accountNo: 'KWI-BENCH-2',
    companyName: 'Other WLL',
    contactPerson: 'Other',
    city: 'Kuwait City',
    phone: '+96522223333',
    email: 'other@example.com',
  });
  // A real booking's record (about 2 KB of JSON), varied per row where the portal reads or searches.
  const template = shipmentRecord({
    booking: customerBookingSchema.parse(customerBooking('1')),
    shipmentNo: 'template',
    shipmentDate: '2026-01-01',
    amountFils: 14910,
    countryNames: { sender: 'Kuwait', receiver: 'India' },
    account: { userId: 'bench-portal', accountNo: 'KWI-BENCH-1' },
  });

  const started = Date.now();
  await withClient(dbUrl.toString(), async (c) => {
    const insert = (from: number, to: number, customerId: number) =>
      c.query(
        `insert into shipments (public_id, shipment_no, variant, customer_id, record, total_amount_fils,
           payment_type, awb, carrier_status, created_at)
         select 'p-' || g, 'SHP' || lpad(g::text, 8, '0'), 'customer', $3, $4::jsonb || jsonb_build_object(
             'shipment_no', 'SHP' || lpad(g::text, 8, '0'),
             'shipment_date', to_char((now() - g * interval '47 minutes') at time zone 'Asia/Kuwait', 'YYYY-MM-DD'),
             'reference_number', 'PO-' || g,
             'receiver_company_name', 'Receiver ' || (g % 700) || ' Trading',
             'receiver_attention', 'Person ' || (g % 300)),
           14910, 'cash', 'A' || lpad(g::text, 10, '0'), 'booked', now() - g * interval '47 minutes'
         from generate_series($1::int, $2::int) g`,
        [from, to, customerId, JSON.stringify(template)],
      );
    await insert(1, mine, customer!.id);
    if (others > 0) await insert(mine + 1, mine + others, other!.id);
    // Three scans each; a tenth delivered, a hundredth in exception (the trigger keeps current_status).
    await c.query(
      `insert into tracking_events (awb, status_code, status, location, remarks, event_date, event_time, occurred_at)
       select s.awb, st.code, st.label, 'Kuwait', 'Scan', to_char(s.created_at + st.n * interval '1 hour', 'YYYY-MM-DD'),
              to_char(s.created_at + st.n * interval '1 hour', 'HH24:MI'), s.created_at + st.n * interval '1 hour'
       from shipments s, lateral (values
         (0, 'booked', 'Booked'), (1, 'picked_up', 'Picked Up'),
         (2, case when s.id % 100 = 0 then 'exception' when s.id % 10 = 0 then 'delivered' else 'in_transit' end, 'Scan')
       ) st(n, code, label)`,
    );
    // As autovacuum would have by then: statistics, and the visibility map index-only scans rely on.
    await c.query('vacuum analyze');
  });
  const seeded = ((Date.now() - started) / 1000).toFixed(1);

  const login = await app.inject({
    method: 'POST',
    url: '/api/website/customer_login',
    payload: { Userid: 'bench-portal', Password: password },
  });
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const deepPage = Math.ceil(mine / 20);
  const detailId = `p-${Math.ceil(mine / 2)}`;
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
  const calls: [string, () => string][] = [
    ['list, page 1 (20 rows)', () => 'portal_shipments?page=1&page_size=20'],
    [`list, page ${deepPage} (the last)`, () => `portal_shipments?page=${deepPage}&page_size=20`],
    ['search receiver name', () => `portal_shipments?q=${encodeURIComponent('receiver 4')}`],
    ['search reference', () => `portal_shipments?q=PO-${1 + Math.floor(Math.random() * mine)}`],
    [
      'search AWB',
      () => `portal_shipments?q=A${String(1 + Math.floor(Math.random() * mine)).padStart(10, '0')}`,
    ],
    ['status delivered', () => 'portal_shipments?status=delivered'],
    ['date range (a month)', () => `portal_shipments?from=${monthAgo}&to=${today}`],
    ['detail (booking, tracking, links)', () => `portal_shipment/${detailId}`],
    ['dashboard', () => 'portal_dashboard'],
    ['CSV export, a month', () => `${PORTAL_EXPORT_PATH}?from=${monthAgo}&to=${today}`],
  ];
  console.log(
    `node ${process.version}, PostgreSQL at ${dbUrl.host}: ${mine} shipments of the customer, ${others} of another, ${3 * (mine + others)} tracking events (seeded in ${seeded} s); ${runs} sequential requests per call`,
  );
  console.log('');
  console.log('| portal call | p50 ms | p99 ms | rows matched |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const [name, path] of calls) {
    const times: number[] = [];
    let total = '';
    for (let i = 0; i < runs; i += 1) {
      const t0 = performance.now();
      const res = await app.inject({
        method: 'GET',
        url: `/api/website/${path()}`,
        headers: { cookie },
      });
      times.push(performance.now() - t0);
      if (res.statusCode !== 200)
        throw new Error(`${name}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      total = String(res.headers['content-type']).startsWith('text/csv')
        ? String(res.body.split('\r\n').length - 2)
        : String((res.json() as { total?: number }).total ?? '');
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
    console.log(`| ${name} | ${at(0.5).toFixed(1)} | ${at(0.99).toFixed(1)} | ${total} |`);
  }
  await app.close();
} finally {
  // BENCH_PORTAL_KEEP=1 leaves the database for EXPLAIN ANALYZE.
  await bench.drop({ keep: Boolean(process.env.BENCH_PORTAL_KEEP) });
}
