import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWindow } from '@courier/domain/runWindow';
import { adminCall, staffCookie } from '../admin/adminTestSupport.ts';
import { smsOutbox } from '../db/schema/index.ts';
import { serviceId } from '../shipments/booking.testSupport.ts';
import {
  assignStop,
  bookToSalmiya,
  courierOf,
  receiverToken,
} from '../courier/courierRun.testSupport.ts';
import { loadShippingConfig } from '../shipments/shippingConfig.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

/**
 * The receiver's delivery window (docs/receiver.md): from the courier's run of today, the
 * settings' start and minutes per stop, narrowed by the stops done. PGlite by default.
 */
const OPS_TOKEN = 'ops-token-for-window-tests-0123456789';
let t: TestApp;
let service: string;
const staff = { ops: '', admin: '', courier: '' };
let courierId = 0;
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

beforeAll(async () => {
  t = await startTestApp({ shipping: { ...loadShippingConfig({}), opsToken: OPS_TOKEN } });
  service = await serviceId(t, 'Domestic Next Day');
  staff.ops = await staffCookie(t, 'operations', 'window-ops');
  staff.admin = await staffCookie(t, 'admin', 'window-admin');
  ({ cookie: staff.courier, id: courierId } = await courierOf(t, 'window-courier'));
}, 120_000);
afterAll(async () => t?.close());

let bookings = 0;
const book = (): Promise<string> => {
  bookings += 1;
  return bookToSalmiya(t, service, {
    special_instruction: `Window ${bookings}`,
    receiver_email: 'noura@example.com',
  });
};

const open = async (awb: string) => {
  const token = receiverToken(awb);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/website/delivery_link',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ token }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { window: { from: string; to: string } | null };
};

const minutes = (w: { from: string; to: string }) =>
  (Date.parse(w.to) - Date.parse(w.from)) / 60_000;

const assign = (awb: string) => assignStop(t, staff.ops, courierId, awb);

const deliver = async (stopId: number) => {
  const res = await adminCall(
    t,
    'courier_delivered',
    { stopId, idempotencyKey: `window-${stopId}-key`, receiverName: 'Noura', signature: PNG },
    staff.courier,
  );
  expect(res.statusCode, res.body).toBe(201);
};

describe('the delivery window', () => {
  it('the settings hold the run’s start and a stop’s minutes, with defaults', async () => {
    const before = (await adminCall(t, 'admin_settings', {}, staff.ops)).json();
    expect(before).toMatchObject({ runStartTime: '09:00', minutesPerStop: 20 });
    const bad = await adminCall(
      t,
      'admin_settings_update',
      { vatPercent: 0, nonWorkingWeekdays: [5], runStartTime: '25:00' },
      staff.admin,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ runStartTime: 'Enter a time as HH:MM.' });
    // The staff forms' checks answer in the staff member's language.
    const arabic = await adminCall(
      t,
      'admin_settings_update',
      { vatPercent: 0, nonWorkingWeekdays: [5], runStartTime: '25:00' },
      `${staff.admin}; lang=ar`,
    );
    expect(arabic.json().errors).toEqual({ runStartTime: 'أدخل الوقت بالصيغة HH:MM.' });
    const res = await adminCall(
      t,
      'admin_settings_update',
      { vatPercent: 0, nonWorkingWeekdays: [5], runStartTime: '08:30', minutesPerStop: 25 },
      staff.admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = (await adminCall(t, 'admin_settings', {}, staff.ops)).json();
    expect(after).toMatchObject({ runStartTime: '08:30', minutesPerStop: 25 });
    // Left out, they are kept.
    await adminCall(
      t,
      'admin_settings_update',
      { vatPercent: 0, nonWorkingWeekdays: [5] },
      staff.admin,
    );
    expect((await adminCall(t, 'admin_settings', {}, staff.ops)).json()).toMatchObject({
      minutesPerStop: 25,
    });
  });

  it('a run of several stops: a window of at most two hours, narrowed by completions', async () => {
    const awbs = [await book(), await book(), await book(), await book()];
    const notOnRun = await book();
    const stops = [];
    for (const awb of awbs) stops.push(await assign(awb));
    const last = awbs[3]!;

    const first = (await open(last)).window!;
    expect(first).not.toBeNull();
    expect(minutes(first)).toBeGreaterThan(0);
    expect(minutes(first)).toBeLessThanOrEqual(120);
    // What the domain's rule gives for this run, now (the quarter hour cannot change between).
    const expected = runWindow({
      stops: stops.map((s) => ({ id: s.stopId, position: s.position, state: 'open' })),
      stopId: stops[3]!.stopId,
      runDate: stops[3]!.date,
      startTime: '08:30',
      minutesPerStop: 25,
      now: new Date(),
    })!;
    expect(first).toEqual({ from: expected.from.toISOString(), to: expected.to.toISOString() });

    // Another receiver's link answers its own window (or none), never this one.
    const other = await open(awbs[0]!);
    expect(other.window).not.toEqual(first);
    expect(JSON.stringify(other)).not.toContain(last);
    expect((await open(notOnRun)).window).toBeNull();

    await deliver(stops[0]!.stopId);
    await deliver(stops[1]!.stopId);
    const narrowed = (await open(last)).window!;
    expect(minutes(narrowed)).toBeLessThan(minutes(first));
    expect(minutes(narrowed)).toBeLessThanOrEqual(120);

    // A stop done has no window (delivered: the link stays open for a claim, docs/claims.md).
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/website/delivery_link',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        token: receiverToken(awbs[0]!),
      }),
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().window).toBeNull();
  });

  it('the receiver’s out-for-delivery SMS says the window; the sender’s does not', async () => {
    const awb = await book();
    await assign(awb);
    const scan = await t.app.inject({
      method: 'POST',
      url: `/api/ops/shipments/${awb}/events`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${OPS_TOKEN}` },
      payload: JSON.stringify({ status: 'out_for_delivery', location: 'Salmiya', remarks: 'Scan' }),
    });
    expect(scan.statusCode, scan.body).toBe(201);
    await t.drainJobs();
    const texts = await t.db
      .select({ to: smsOutbox.toNumber, body: smsOutbox.body })
      .from(smsOutbox)
      .where(sql`${smsOutbox.body} like ${`%${awb} is out for delivery%`}`);
    const receiver = texts.find((m) => m.to === '+96599887766');
    expect(receiver?.body).toMatch(/Expected between \d\d:\d\d and \d\d:\d\d today/);
    const sender = texts.filter((m) => m.to !== '+96599887766');
    expect(sender.length).toBeGreaterThan(0);
    for (const m of sender) expect(m.body).not.toContain('Expected between');
  });
});
