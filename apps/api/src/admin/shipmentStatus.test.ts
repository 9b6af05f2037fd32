import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '@courier/api-client/admin';
import { shipments } from '../db/schema/index.ts';
import { publicBooking, serviceId } from '../shipments/booking.testSupport.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { addTrackingEvent } from '../tracking/trackingStore.ts';
import { adminCall, staffCookie } from './adminTestSupport.ts';

let t: TestApp;
let ops: string;
let awb: string;

const currentStatus = async (number: string) =>
  (
    await t.db
      .select({ status: shipments.currentStatus })
      .from(shipments)
      .where(eq(shipments.awb, number))
  )[0]?.status;

const listed = async (status: string) =>
  adminEndpoints.admin_shipments.success
    .parse((await adminCall(t, 'admin_shipments', { status, pageSize: 100 }, ops)).json())
    .rows.map((r) => r.awb);

beforeAll(async () => {
  t = await startTestApp();
  ops = await staffCookie(t, 'operations');
  const booked = await t.post(
    'create_shipment',
    publicBooking(await serviceId(t, 'Express Parcel'), { special_instruction: 'status test' }),
  );
  awb = booked.json().shipment_no as string;
});
afterAll(async () => t?.close());

describe('current status of a shipment', () => {
  it('is kept by the database from the newest event, whatever order the scans arrive in', async () => {
    expect(await currentStatus(awb)).toBe('booked');
    const base = Date.now();
    await addTrackingEvent(t.db, {
      awb,
      status: 'in_transit',
      location: 'Hub',
      remarks: '',
      at: new Date(base + 3_600_000),
    });
    expect(await currentStatus(awb)).toBe('in_transit');
    // A missed pickup scan entered later with its own, earlier time changes nothing.
    await addTrackingEvent(t.db, {
      awb,
      status: 'picked_up',
      location: 'Sharq',
      remarks: '',
      at: new Date(base + 60_000),
    });
    expect(await currentStatus(awb)).toBe('in_transit');
  });

  it('answers the back office status filter, and the list shows the same status', async () => {
    expect(await listed('in_transit')).toContain(awb);
    expect(await listed('booked')).not.toContain(awb);
    expect(await listed('picked_up')).not.toContain(awb);
    const row = adminEndpoints.admin_shipments.success.parse(
      (await adminCall(t, 'admin_shipments', { awb }, ops)).json(),
    ).rows[0];
    expect(row?.status).toBe('in_transit');
  });
});
