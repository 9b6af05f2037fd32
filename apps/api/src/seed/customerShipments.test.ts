import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '@courier/api-client/admin';
import { endpoints } from '@courier/api-client/endpoints';
import { DEMO_CUSTOMER_SHIPMENTS } from '@courier/demo-data/customerShipments';
import { DEMO_CUSTOMER } from '@courier/demo-data/customers';
import { makeAwb } from '@courier/domain/awb';
import { addDays } from '@courier/domain/collectionDate';
import { HOME_COUNTRY_NAME } from '@courier/domain/constants';
import { addWorkingDays } from '@courier/domain/expectedDelivery';
import { todayInKuwait } from '@courier/domain/kuwaitClock';
import { PORTAL_SHIPMENT_STATUSES } from '@courier/domain/schemas/portal';
import { eq, like } from 'drizzle-orm';
import { adminCall, staffCookie } from '../admin/adminTestSupport.ts';
import { collections, shipments } from '../db/schema/index.ts';
import { nextCustomerShipmentNo } from '../shipments/nextSerial.ts';
import { renumberDemoCustomerShipments } from './customerShipments.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
let demo: { cookie: string };
// The demo customer is seeded on embedded PGlite only (or on a server with SEED_DEMO=true).
const onServer = Boolean(process.env.DATABASE_URL);
beforeAll(async () => {
  if (onServer) return;
  t = await startTestApp();
  const res = await t.post('customer_login', {
    Userid: DEMO_CUSTOMER.userId,
    Password: DEMO_CUSTOMER.password,
  });
  const cookie = res.cookies.find((c) => c.name === 'courier_session');
  if (!cookie) throw new Error(`demo login failed: ${res.body}`);
  demo = { cookie: `courier_session=${cookie.value}` };
});
afterAll(async () => t?.close());

/** One operations login for the back-office checks (a staff user is created once). */
let opsCookie: Promise<string> | undefined;
const operations = () => (opsCookie ??= staffCookie(t, 'operations'));

const portal = async (path: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/website/${path}`, headers: demo })).json();

/** The shipment numbers of the demo customer's seeded month, newest first (My Shipments). */
async function demoShipmentNumbers(): Promise<Set<string>> {
  const list = endpoints.portal_shipments.success.parse(
    await portal('portal_shipments?page_size=100'),
  );
  return new Set(list.shipments.map((s) => s.shipment_no));
}

describe.skipIf(onServer)("the demo customer's month of shipments", () => {
  it('lists every seeded shipment in My Shipments, newest first, with every status', async () => {
    const list = endpoints.portal_shipments.success.parse(
      await portal('portal_shipments?page_size=100'),
    );
    expect(list.total).toBe(DEMO_CUSTOMER_SHIPMENTS.length);
    expect(list.shipments.map((s) => s.reference_number)).toEqual(
      DEMO_CUSTOMER_SHIPMENTS.map((s) => s.reference),
    );
    expect(new Set(list.shipments.map((s) => s.status))).toEqual(new Set(PORTAL_SHIPMENT_STATUSES));
    for (const row of list.shipments) {
      expect(row.total_pieces, row.shipment_no).toBeGreaterThan(0);
      expect(row.total_chargeable_weight, row.shipment_no).toBeGreaterThan(0);
      expect(row.receiver_country, row.shipment_no).not.toBe('');
    }
  });

  it('numbers them as the portal numbers a booking, oldest first; a new booking takes the next', async () => {
    const list = endpoints.portal_shipments.success.parse(
      await portal('portal_shipments?page_size=100'),
    );
    const numbers = list.shipments.map((s) => s.shipment_no);
    for (const number of numbers) expect(number).toMatch(/^SHP\d{8}$/);
    // Newest first in the list: the numbers fall down the list, one apart.
    const serials = numbers.map((n) => Number(n.slice(3)));
    expect(serials).toEqual(serials.map((_, i) => serials[0]! - i));
    const next = await nextCustomerShipmentNo(t.db);
    expect(Number(next.slice(3))).toBeGreaterThan(serials[0]!);
  });

  it('renumbers a database seeded with the old DEMO-SHP numbers, records and pickups too', async () => {
    const [row] = await t.db
      .select({ id: shipments.id, shipmentNo: shipments.shipmentNo })
      .from(shipments)
      .where(like(shipments.publicId, 'demo-customer-%'))
      .limit(1);
    const oldNo = 'DEMO-SHP-0042';
    await t.db.update(shipments).set({ shipmentNo: oldNo }).where(eq(shipments.id, row!.id));
    await t.db
      .update(collections)
      .set({ bookingNo: oldNo, refNo: oldNo })
      .where(eq(collections.bookingNo, row!.shipmentNo));
    await t.db.transaction((tx) => renumberDemoCustomerShipments(tx));
    const [renumbered] = await t.db
      .select({ shipmentNo: shipments.shipmentNo, record: shipments.record })
      .from(shipments)
      .where(eq(shipments.id, row!.id));
    expect(renumbered!.shipmentNo).toMatch(/^SHP\d{8}$/);
    expect(renumbered!.record.shipment_no).toBe(renumbered!.shipmentNo);
    const pickups = await t.db
      .select({ refNo: collections.refNo })
      .from(collections)
      .where(eq(collections.bookingNo, renumbered!.shipmentNo));
    expect(pickups).toEqual([{ refNo: renumbered!.shipmentNo }]);
    const left = await t.db
      .select({ id: shipments.id })
      .from(shipments)
      .where(like(shipments.shipmentNo, 'DEMO-%'));
    expect(left).toEqual([]);
  });

  it('dates the month back from the seed day in Kuwait time, with all history in the past', async () => {
    const list = endpoints.portal_shipments.success.parse(
      await portal('portal_shipments?page_size=100'),
    );
    // The seed day is today, or yesterday when the seeded snapshot was made just before midnight.
    const seedDay = addDays(list.shipments[0]!.shipment_date, DEMO_CUSTOMER_SHIPMENTS[0]!.daysAgo);
    expect([todayInKuwait(new Date()), addDays(todayInKuwait(new Date()), -1)]).toContain(seedDay);
    expect(list.shipments.map((s) => s.shipment_date)).toEqual(
      DEMO_CUSTOMER_SHIPMENTS.map((s) => addDays(seedDay, -s.daysAgo)),
    );
    const oldest = list.shipments.at(-1)!.shipment_date;
    expect(oldest >= addDays(seedDay, -30)).toBe(true);
    const now = Date.now();
    for (const row of list.shipments) {
      const detail = endpoints.portal_shipment.success.parse(
        await portal(`portal_shipment/${row.shipmentId}`),
      );
      for (const event of detail.tracking)
        expect(
          new Date(`${event.date}T${event.time}:00+03:00`).getTime(),
          row.shipment_no,
        ).toBeLessThan(now);
    }
  });

  it('gives the dashboard shipments in transit, exceptions and five recent ones', async () => {
    const board = endpoints.portal_dashboard.success.parse(await portal('portal_dashboard'));
    expect(board.in_transit).toBeGreaterThanOrEqual(5);
    expect(board.exceptions).toBe(1);
    expect(board.recent.map((s) => s.reference_number)).toEqual(
      DEMO_CUSTOMER_SHIPMENTS.slice(0, 5).map((s) => s.reference),
    );
  });

  it("names the Kuwaiti sender's Civil ID, never an Indian document", async () => {
    const list = endpoints.portal_shipments.success.parse(
      await portal('portal_shipments?page_size=100'),
    );
    for (const row of list.shipments) {
      const again = endpoints.portal_ship_again.success.parse(
        await portal(`portal_ship_again/${row.shipmentId}`),
      );
      expect(again.booking.kyc_type, row.shipment_no).toBe('civilid');
      expect(again.booking.sender_country, row.shipment_no).toBe(HOME_COUNTRY_NAME);
    }
  });

  it("expect delivery by the booking's service: its working days from the pickup", async () => {
    // Express Parcel to Riyadh (2-4 working days), picked up and in transit.
    const index = DEMO_CUSTOMER_SHIPMENTS.findIndex(
      (s) => s.service === 'Express Parcel' && s.receiver.city === 'Riyadh',
    );
    const track = endpoints.tracks.success.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/website/tracks?AWBNO=${makeAwb(7_002_600_000 + index)}`,
        })
      ).json(),
    );
    const pickup = track.data.shipmentHistory.find((e) => e.shipmentStatus === 'Picked Up')!;
    expect(track.data.statusDetails).toMatchObject({
      expectedDeliveryFrom: addWorkingDays(pickup.date, 2),
      expectedDeliveryTo: addWorkingDays(pickup.date, 4),
    });
  });

  it('shows them to the back office, delivered ones signed for', async () => {
    const ops = await operations();
    const delivered = adminEndpoints.admin_shipments.success.parse(
      (await adminCall(t, 'admin_shipments', { status: 'delivered', pageSize: 100 }, ops)).json(),
    );
    const demoDelivered = DEMO_CUSTOMER_SHIPMENTS.filter(
      (s) => s.scans !== 'none' && s.scans.at(-1)?.[0] === 'delivered',
    );
    const demoNumbers = await demoShipmentNumbers();
    expect(delivered.rows.filter((r) => demoNumbers.has(r.shipmentNo))).toHaveLength(
      demoDelivered.length,
    );
    const first = delivered.rows.find((r) => demoNumbers.has(r.shipmentNo))!;
    const track = endpoints.tracks.success.parse(
      (await t.app.inject({ method: 'GET', url: `/api/website/tracks?AWBNO=${first.awb}` })).json(),
    );
    expect(track.data.statusDetails.receiverName).not.toBe('');
  });

  it('shows the online bookings paid (the portal takes the payment before it books)', async () => {
    const ops = await operations();
    const all = adminEndpoints.admin_shipments.success.parse(
      (await adminCall(t, 'admin_shipments', { pageSize: 100 }, ops)).json(),
    );
    const demoNumbers = await demoShipmentNumbers();
    const demoRows = all.rows.filter((r) => demoNumbers.has(r.shipmentNo));
    const online = DEMO_CUSTOMER_SHIPMENTS.filter((s) => s.paymentType === 'online').length;
    expect(online).toBeGreaterThan(0);
    expect(demoRows.filter((r) => r.payment === 'paid')).toHaveLength(online);
    expect(demoRows.filter((r) => r.payment === 'awaiting')).toHaveLength(0);
  });
});
