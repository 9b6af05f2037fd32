import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../customers/customerAccounts.ts';
import { customers, messageDeliveries, smsOutbox } from '../db/schema/index.ts';
import { jobIdOf } from '../jobs/jobQueue.ts';
import { loadShippingConfig } from '../shipments/shippingConfig.ts';
import { customerBooking, publicBooking, serviceId } from '../shipments/booking.testSupport.ts';
import { startTestApp, TEST_SECRETS, type TestApp } from '../testing/testApp.ts';
import { QUIET_HOURS } from '@courier/domain/quietHours';
import { signOptOutToken } from './optOutToken.ts';
import { statusMessageJobs } from './shipmentNotifications.ts';

const OPS_TOKEN = 'ops-token-for-tests-0123456789-abcdef';
let t: TestApp;
let service: string;

beforeAll(async () => {
  t = await startTestApp({ shipping: { ...loadShippingConfig({}), opsToken: OPS_TOKEN } });
  service = await serviceId(t, 'Express Parcel');
});
afterAll(async () => t?.close());

interface QueuedJob {
  name: string;
  data: { key: string; to: string; role: string; status: string; channel: string };
}

/** Queued shipment messages of one AWB (any state: created, completed, retry...). */
async function jobsOf(awb: string): Promise<QueuedJob[]> {
  const result = (await t.db.execute(
    sql`select name, data from pgboss.job where name in ('email', 'sms') and data->>'awb' = ${awb} order by name, data->>'key'`,
  )) as unknown as { rows: QueuedJob[] };
  return result.rows;
}

let bookings = 0;
/** A new booking (bodies differ: identical ones within seconds are one booking, replayed). */
const book = async (overrides: Record<string, unknown> = {}) => {
  bookings += 1;
  const res = await t.post(
    'create_shipment',
    publicBooking(service, { special_instruction: `Booking ${bookings}`, ...overrides }),
  );
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { shipment_no: string }).shipment_no;
};

const scan = (awb: string, status: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/ops/shipments/${awb}/events`,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${OPS_TOKEN}` },
    payload: JSON.stringify({ status, location: 'Kuwait City', remarks: 'Door closed' }),
  });

const emls = async () => {
  const dir = join(t.config.dataDir, 'outbox');
  const names = await readdir(dir).catch(() => [] as string[]);
  const files = await Promise.all(names.map((n) => readFile(join(dir, n), 'utf8')));
  // Quoted-printable bodies: soft line breaks joined, =XX decoded.
  return files.map((f) =>
    f
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );
};

describe('booking notifications', () => {
  it('queues one e-mail and one SMS each for sender and receiver, once', async () => {
    const awb = await book({ receiver_email: 'ravi@globex.example' });
    const jobs = await jobsOf(awb);
    expect(jobs.map((j) => [j.name, j.data.role, j.data.to, j.data.status])).toEqual([
      ['email', 'receiver', 'ravi@globex.example', 'booked'],
      ['email', 'sender', 'amal@example.com', 'booked'],
      ['sms', 'receiver', '+919999988888', 'booked'],
      ['sms', 'sender', '+96522223333', 'booked'],
    ]);
    await t.drainJobs();
    await t.drainJobs();
    const mails = (await emls()).filter((m) => m.includes(`Subject: Shipment ${awb} is booked`));
    expect(mails).toHaveLength(2);
    const sender = mails.find((m) => m.includes('To: amal@example.com'))!;
    expect(sender).toContain('Content-Type: text/html');
    expect(sender).toContain(`https://courier.test/order-tracking?tracking_number=${awb}`);
    expect(sender).toMatch(/https:\/\/courier\.test\/api\/website\/label\/\d+\.\d+\.[\w-]+\.pdf/);
    const sms = await t.db
      .select()
      .from(smsOutbox)
      .where(sql`${smsOutbox.key} like ${`shipment:${awb}:%`}`);
    expect(sms.map((s) => s.toNumber).sort()).toEqual(['+919999988888', '+96522223333']);
    expect(sms[0]!.body).toContain(awb);
  });

  it('without a receiver e-mail writes to the sender only', async () => {
    const awb = await book({ receiver_email: '' });
    const emails = (await jobsOf(awb)).filter((j) => j.name === 'email');
    expect(emails.map((j) => j.data.role)).toEqual(['sender']);
  });
});

describe('status notifications', () => {
  it('queues messages for Out for Delivery, Delivered and Exception, once each, and none for others', async () => {
    const awb = await book({ receiver_email: 'ravi@globex.example' });
    const booked = (await jobsOf(awb)).length;
    for (const status of ['picked_up', 'in_transit']) {
      expect((await scan(awb, status)).statusCode).toBe(201);
    }
    expect(await jobsOf(awb)).toHaveLength(booked);
    expect((await scan(awb, 'out_for_delivery')).statusCode).toBe(201);
    const afterOfd = await jobsOf(awb);
    expect(afterOfd).toHaveLength(booked + 4);
    expect(afterOfd.filter((j) => j.data.status === 'out_for_delivery')).toHaveLength(4);
    expect((await scan(awb, 'exception')).statusCode).toBe(201);
    expect((await jobsOf(awb)).filter((j) => j.data.status === 'exception')).toHaveLength(4);

    const other = await book();
    for (const status of ['picked_up', 'in_transit', 'out_for_delivery', 'delivered'])
      expect((await scan(other, status)).statusCode).toBe(201);
    const delivered = (await jobsOf(other)).filter((j) => j.data.status === 'delivered');
    expect(delivered.map((j) => j.data.role).sort()).toEqual(['receiver', 'sender', 'sender']);

    await t.drainJobs();
    const mails = await emls();
    expect(
      mails.filter((m) => m.includes(`Subject: Shipment ${awb} needs attention`)),
    ).toHaveLength(2);
    expect(mails.find((m) => m.includes(`Subject: Shipment ${awb} needs attention`))).toContain(
      'Door closed',
    );
    // Every key delivered once, whatever the drains and pollers did.
    const keys = (await jobsOf(awb)).map((j) => j.data.key);
    const rows = await t.db
      .select()
      .from(messageDeliveries)
      .where(sql`${messageDeliveries.key} like ${`shipment:${awb}:%`}`);
    expect(rows.map((r) => r.key).sort()).toEqual([...keys].sort());
  });

  it('sends a job id once however often the same key is queued', async () => {
    expect(jobIdOf('email', 'a')).toBe(jobIdOf('email', 'a'));
    expect(jobIdOf('email', 'a')).not.toBe(jobIdOf('sms', 'a'));
    expect(jobIdOf('email', 'a')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});

describe('account customers', () => {
  it('the courier booking of a customer shipment notifies; the account turning e-mail off stops the sender copies only', async () => {
    await createCustomer(t.db, {
      userId: 'notifyco',
      password: 'Notify#2026pw',
      accountNo: 'KWI-300001',
      companyName: 'Notify WLL',
      contactPerson: 'Noor',
      city: 'Kuwait City',
      phone: '+96522223333',
      email: 'noor@example.com',
    });
    const login = await t.post('customer_login', { Userid: 'notifyco', Password: 'Notify#2026pw' });
    const cookie = login.cookies.find((c) => c.name === 'courier_session')!;
    const call = (path: string, body: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `/api/website/${path}`,
        headers: { 'content-type': 'application/json', cookie: `courier_session=${cookie.value}` },
        payload: JSON.stringify(body),
      });
    const recorded = await call(
      'create_shipment',
      customerBooking(service, { receiver_email: 'ravi@globex.example' }),
    );
    expect(recorded.statusCode, recorded.body).toBe(200);
    const booked = await call('create_skynet_shipment', {
      shipmentId: (recorded.json() as { shipmentId: string }).shipmentId,
    });
    const awb = (booked.json() as { Data: { Awbno: string } }).Data.Awbno;
    expect(
      (await jobsOf(awb)).map((j) => `${j.name}:${j.data.role}:${j.data.status}`).sort(),
    ).toEqual([
      'email:receiver:booked',
      'email:sender:booked',
      'sms:receiver:booked',
      'sms:sender:booked',
    ]);

    await t.db
      .update(customers)
      .set({ notifyEmail: false })
      .where(eq(customers.userId, 'notifyco'));
    await scan(awb, 'picked_up');
    await scan(awb, 'out_for_delivery');
    expect(
      (await jobsOf(awb))
        .filter((j) => j.data.status === 'out_for_delivery')
        .map((j) => `${j.name}:${j.data.role}`)
        .sort(),
    ).toEqual(['email:receiver', 'sms:receiver', 'sms:sender']);
  });
});

describe('opt-out link', () => {
  const optOut = (token: string, method: 'GET' | 'POST') =>
    t.app.inject({
      method,
      url: `/api/notifications/opt-out/${token}`,
      ...(method === 'POST'
        ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' }
        : {}),
    });

  it('asks first (GET changes nothing), then stops further messages for that shipment only', async () => {
    const awb = await book({ receiver_email: 'ravi@globex.example' });
    const other = await book();
    const token = signOptOutToken(awb, TEST_SECRETS.LABEL_TOKEN_SECRET);
    const page = await optOut(token, 'GET');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post">');
    expect(page.body).toContain(awb);
    // A mail scanner's GET did not opt out: the next status still notifies.
    await scan(awb, 'picked_up');
    await scan(awb, 'out_for_delivery');
    expect(
      (await jobsOf(awb))
        .filter((j) => j.data.status === 'out_for_delivery')
        .map((j) => j.data.key),
    ).toHaveLength(4);

    const done = await optOut(token, 'POST');
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Messages stopped');
    expect((await scan(awb, 'delivered')).statusCode).toBe(201);
    expect((await jobsOf(awb)).filter((j) => j.data.status === 'delivered')).toHaveLength(0);
    // Queued before the opt-out and not sent yet: skipped at send time.
    await t.drainJobs();
    const skipped = await t.db
      .select()
      .from(messageDeliveries)
      .where(eq(messageDeliveries.via, 'skipped'));
    expect(skipped.some((r) => r.key.startsWith(`shipment:${awb}:`))).toBe(true);
    // The other shipment still notifies.
    await scan(other, 'picked_up');
    await scan(other, 'out_for_delivery');
    expect(
      (await jobsOf(other)).filter((j) => j.data.status === 'out_for_delivery'),
    ).not.toHaveLength(0);
  });

  it('refuses a forged or altered link', async () => {
    const awb = await book();
    const forged = signOptOutToken(awb, 'another-secret-that-is-long-enough-987654321');
    for (const token of [forged, `${awb}.0.${'A'.repeat(43)}`, 'nonsense']) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await optOut(token, method);
        expect(res.statusCode).toBe(400);
        expect(res.body).toContain('This link is not valid');
      }
    }
    await scan(awb, 'picked_up');
    await scan(awb, 'out_for_delivery');
    expect((await jobsOf(awb)).filter((j) => j.data.status === 'out_for_delivery')).toHaveLength(3);
  });
});

describe('quiet hours', () => {
  it('holds phone messages that can wait until 08:00 Kuwait time; e-mail and urgent ones go', async () => {
    const awb = await book({ receiver_email: 'ravi@globex.example' });
    const night = new Date('2026-11-28T20:15:00Z'); // 23:15 in Kuwait
    const clock = { now: night, quietHours: QUIET_HOURS };
    const held = (jobs: Awaited<ReturnType<typeof statusMessageJobs>>) =>
      jobs.map((j) => `${j.name} ${j.startAfter?.toISOString() ?? 'now'}`).sort();
    const change = (status: 'delivered' | 'out_for_delivery') => ({ awb, status, eventId: 1 });
    expect(held(await statusMessageJobs(t.db, change('delivered'), clock))).toEqual([
      'email now',
      'email now',
      'sms 2026-11-29T05:00:00.000Z',
      'sms 2026-11-29T05:00:00.000Z',
    ]);
    expect(held(await statusMessageJobs(t.db, change('out_for_delivery'), clock))).toEqual([
      'email now',
      'email now',
      'sms now',
      'sms now',
    ]);
    const noon = { now: new Date('2026-11-28T09:00:00Z'), quietHours: QUIET_HOURS };
    expect(held(await statusMessageJobs(t.db, change('delivered'), noon))).not.toContain(
      'sms 2026-11-29T05:00:00.000Z',
    );
    const off = { now: night, quietHours: null };
    expect(held(await statusMessageJobs(t.db, change('delivered'), off))).toContain('sms now');
  });
});
