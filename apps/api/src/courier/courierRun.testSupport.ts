import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { adminCall, staffCookie } from '../admin/adminTestSupport.ts';
import { staffUsers } from '../db/schema/index.ts';
import { signReceiverLink } from '../receiver/receiverLink.ts';
import { KUWAIT, publicBooking } from '../shipments/booking.testSupport.ts';
import { TEST_SECRETS, type TestApp } from '../testing/testApp.ts';

/**
 * What the courier-run tests (runs, run sheets, delivery windows) each set up the same way: a
 * courier of the staff, a public booking to Salmiya, a stop on a courier's run, and the
 * receiver's signed delivery link.
 */

/** A courier staff member logged in: its cookie and its staff id (a run's courierId). */
export async function courierOf(t: TestApp, username: string) {
  const cookie = await staffCookie(t, 'courier', username);
  const [row] = await t.db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.username, username));
  return { cookie, id: row!.id };
}

/** A cash booking of the public wizard to a receiver in Salmiya, Kuwait; answers its AWB. */
export async function bookToSalmiya(
  t: TestApp,
  service: string,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const res = await t.post(
    'create_shipment',
    publicBooking(service, {
      receiver_country: KUWAIT,
      receiver_city: 'Salmiya',
      receiver_street_name_number: 'Block 3, Street 12, House 7',
      receiver_zip_code: '22001',
      receiver_mobile: '+96599887766',
      ...fields,
    }),
  );
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { shipment_no: string }).shipment_no;
}

/** Puts the shipment on the courier's run of today (operations' call); answers the stop. */
export async function assignStop(
  t: TestApp,
  ops: string,
  courierId: number,
  awb: string,
  kind: 'delivery' | 'pickup' = 'delivery',
) {
  const res = await adminCall(t, 'admin_courier_assign', { courierId, awb, kind }, ops);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { stopId: number; date: string; position: number };
}

/** The receiver's delivery-link token of a shipment (sent by SMS), valid for a day. */
export const receiverToken = (awb: string): string =>
  signReceiverLink(
    { awb, channel: 'sms' },
    TEST_SECRETS.LABEL_TOKEN_SECRET,
    new Date(Date.now() + 86_400_000),
  );
