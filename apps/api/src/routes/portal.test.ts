import { inMessageLanguage } from '../http/messageLanguage.ts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpointNames, endpoints, type EndpointName } from '@courier/api-client/endpoints';
import { PORTAL_EXPORT_COLUMNS, PORTAL_EXPORT_PATH } from '@courier/api-client/endpoints/portal';
import { portalMessages } from '@courier/domain/schemas/portal';
import { bookingStep1Messages } from '@courier/domain/schemas/booking';
import { createCustomer } from '../customers/customerAccounts.ts';
import { ACCESS_MESSAGES } from '../http/accessMessages.ts';
import { shipments, trackingEvents } from '../db/schema/index.ts';
import { rowsOf } from '../shipments/nextSerial.ts';
import { customerBooking, serviceId } from '../shipments/booking.testSupport.ts';
import { emailJobsMentioning, failJobsMentioning } from '../testing/jobRows.ts';
import { sampleRequests } from '../testing/sampleRequests.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { portalCollectionMessages } from '../portal/portalCollections.ts';
import { PORTAL_MESSAGES } from './portal.ts';

vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
let parcel: string;
const ALICE = { userId: 'alice', password: 'Alice#2026pw', accountNo: 'KWI-300001' };
const BOB = { userId: 'bob', password: 'Bob#2026pass', accountNo: 'KWI-300002' };
type Headers = Record<string, string>;
let alice: Headers;
let bob: Headers;
let address = 0;

const portalNames = endpointNames.filter((name) => name.startsWith('portal_'));

function urlOf(name: EndpointName, request: Record<string, unknown>) {
  const endpoint = endpoints[name];
  const rest: Record<string, unknown> = { ...request };
  const path = endpoint.path.replace(/:(\w+)/g, (_, key: string) => {
    const value = String(rest[key]);
    delete rest[key];
    return encodeURIComponent(value);
  });
  const query =
    endpoint.method === 'GET'
      ? new URLSearchParams(
          Object.entries(rest).map(([k, v]) => [k, String(v)] as [string, string]),
        ).toString()
      : '';
  return { url: `/api/website/${path}${query ? `?${query}` : ''}`, body: rest };
}

/** Calls `name` as the contract says: path fields in the path, GET fields in the query string. */
async function call(name: EndpointName, request: Record<string, unknown>, headers: Headers = {}) {
  const { url, body } = urlOf(name, request);
  const post = endpoints[name].method === 'POST';
  return t.app.inject({
    method: endpoints[name].method,
    url,
    headers: { ...(post ? { 'content-type': 'application/json' } : {}), ...headers },
    payload: post ? JSON.stringify(body) : undefined,
  });
}

async function login(userId: string, password: string) {
  address += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/website/customer_login',
    remoteAddress: `10.9.0.${address}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ Userid: userId, Password: password }),
  });
  const cookie = res.cookies.find((c) => c.name === 'courier_session');
  return cookie ? { cookie: `courier_session=${cookie.value}` } : ({} as Headers);
}

async function book(headers: Headers, overrides: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/website/create_shipment',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(customerBooking(parcel, overrides)),
  });
  expect(res.statusCode, res.body).toBe(200);
  return endpoints.create_shipment.success.parse(res.json());
}

let serial = 0;
/**
 * The courier's booking, as create_skynet_shipment records it: an AWB and the 'booked' scan.
 * Written directly so these tests do not depend on the carrier call.
 */
async function courierBook(_headers: Headers, shipmentId: string): Promise<string> {
  serial += 1;
  const awb = `9${String(Date.now()).slice(-6)}${String(serial).padStart(4, '0')}`;
  await t.db
    .update(shipments)
    .set({ awb, carrierStatus: 'booked' })
    .where(eq(shipments.publicId, shipmentId));
  await scan(awb, 'booked', 60);
  return awb;
}

async function scan(awb: string, status: string, minutesAgo: number) {
  const at = new Date(Date.now() - minutesAgo * 60_000);
  await t.db.insert(trackingEvents).values({
    awb,
    statusCode: status,
    status: status.replace('_', ' '),
    location: 'Kuwait',
    remarks: `scan ${status}`,
    eventDate: at.toISOString().slice(0, 10),
    eventTime: at.toISOString().slice(11, 16),
    occurredAt: at,
  });
}

let aliceShipment: Awaited<ReturnType<typeof book>>;
let aliceAwb: string;
let bobShipment: Awaited<ReturnType<typeof book>>;
let bobAddressId: string;

beforeAll(async () => {
  t = await startTestApp({ vatPercent: 5 });
  parcel = await serviceId(t, 'Express Parcel');
  for (const who of [ALICE, BOB])
    await createCustomer(t.db, {
      ...who,
      companyName: `${who.userId} WLL`,
      contactPerson: who.userId,
      city: 'Kuwait City',
      phone: '+96522223333',
      email: `${who.userId}@example.com`,
    });
  alice = await login(ALICE.userId, ALICE.password);
  bob = await login(BOB.userId, BOB.password);
  aliceShipment = await book(alice, {
    reference_number: 'PO-ALICE-1',
    receiver_company_name: 'Globex Delhi',
  });
  aliceAwb = await courierBook(alice, aliceShipment.shipmentId);
  await scan(aliceAwb, 'picked_up', 30);
  await scan(aliceAwb, 'in_transit', 10);
  bobShipment = await book(bob, {
    reference_number: 'PO-BOB-SECRET',
    receiver_company_name: 'Bob Secret Receiver',
  });
  const created = await call(
    'portal_address_create',
    { ...sampleRequests().portal_address_create, receiver_company_name: 'Bob Saved Receiver' },
    bob,
  );
  expect(created.statusCode, created.body).toBe(200);
  bobAddressId = endpoints.portal_address_create.success.parse(created.json()).address.addressId;
});
afterAll(async () => t?.close());

describe('portal: session and isolation', () => {
  it('refuses every portal call and the CSV export without a session (401 envelope)', async () => {
    const samples = sampleRequests();
    for (const name of portalNames) {
      const res = await call(name, samples[name] as Record<string, unknown>);
      expect([name, res.statusCode, res.json()]).toEqual([
        name,
        401,
        { Status: 'Error', Message: ACCESS_MESSAGES.loginRequired },
      ]);
    }
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/website/${PORTAL_EXPORT_PATH}?from=2020-01-01&to=2020-01-31`,
    });
    expect([csv.statusCode, csv.json()]).toEqual([
      401,
      { Status: 'Error', Message: ACCESS_MESSAGES.loginRequired },
    ]);
  });

  it("answers 404 to another customer's ids on every portal call, and never shows their rows", async () => {
    const samples = sampleRequests();
    const withBobsIds: { [N in EndpointName]?: Record<string, unknown> } = {
      portal_shipment: { shipmentId: bobShipment.shipmentId },
      portal_ship_again: { shipmentId: bobShipment.shipmentId },
      portal_address_update: { ...samples.portal_address_update, addressId: bobAddressId },
      portal_address_delete: { addressId: bobAddressId },
      portal_collection_book: {
        ...samples.portal_collection_book,
        shipmentIds: [aliceShipment.shipmentId, bobShipment.shipmentId],
      },
    };
    for (const name of portalNames) {
      const request = withBobsIds[name];
      if (!request) continue;
      const res = await call(name, request, alice);
      expect([name, res.statusCode, res.json().Status]).toEqual([name, 404, 'Error']);
      expect(res.body).not.toMatch(/PO-BOB-SECRET|Bob Secret Receiver|Bob Saved Receiver/);
    }
    // The id calls tried with nobody's ids answer the same 404.
    const nobody = await call('portal_shipment', { shipmentId: 'no-such-id' }, alice);
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().Message).toBe(PORTAL_MESSAGES.shipmentNotFound);
    // Calls without ids (lists, dashboard, profile, export, writes of one's own) show Alice's only.
    for (const name of portalNames) {
      if (withBobsIds[name] || name === 'portal_password_change') continue;
      const res = await call(name, samples[name] as Record<string, unknown>, alice);
      expect(res.body, name).not.toMatch(
        /PO-BOB-SECRET|Bob Secret Receiver|Bob Saved Receiver|bob@example|bob WLL/,
      );
    }
    const all = endpoints.portal_shipments.success.parse(
      (await call('portal_shipments', {}, alice)).json(),
    );
    expect(all.shipments.map((s) => s.shipment_no)).not.toContain(bobShipment.shipment_no);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/website/${PORTAL_EXPORT_PATH}?from=2020-01-01&to=2020-12-31`,
      headers: alice,
    });
    expect(csv.body).not.toContain('PO-BOB');
    // Bob's records are untouched.
    const bobs = endpoints.portal_addresses.success.parse(
      (await call('portal_addresses', {}, bob)).json(),
    );
    expect(bobs.addresses.map((a) => a.addressId)).toContain(bobAddressId);
  });
});

describe('portal: my shipments', () => {
  it('lists the newest first with the latest status, searches and pages with a total', async () => {
    const second = await book(alice, { reference_number: 'PO-ALICE-2', receiver_attention: 'Zed' });
    const list = endpoints.portal_shipments.success.parse(
      (await call('portal_shipments', { page_size: 1 }, alice)).json(),
    );
    expect(list.total).toBeGreaterThanOrEqual(2);
    expect(list.shipments).toHaveLength(1);
    expect(list.shipments[0]?.shipment_no).toBe(second.shipment_no);
    expect(list.shipments[0]?.status).toBe('not_booked');

    const byRef = endpoints.portal_shipments.success.parse(
      (await call('portal_shipments', { q: 'po-alice-1' }, alice)).json(),
    );
    expect(byRef.shipments.map((s) => s.shipment_no)).toEqual([aliceShipment.shipment_no]);
    expect(byRef.shipments[0]).toMatchObject({
      awb: aliceAwb,
      status: 'in_transit',
      reference_number: 'PO-ALICE-1',
      receiver_company_name: 'Globex Delhi',
    });
    for (const q of [aliceAwb, aliceShipment.shipment_no.toLowerCase(), 'globex del', 'zed']) {
      const found = endpoints.portal_shipments.success.parse(
        (await call('portal_shipments', { q }, alice)).json(),
      );
      expect(found.total, q).toBe(1);
    }
    const wildcard = endpoints.portal_shipments.success.parse(
      (await call('portal_shipments', { q: '%' }, alice)).json(),
    );
    expect(wildcard.total).toBe(0);

    const inTransit = endpoints.portal_shipments.success.parse(
      (await call('portal_shipments', { status: 'in_transit' }, alice)).json(),
    );
    expect(inTransit.shipments.map((s) => s.shipment_no)).toEqual([aliceShipment.shipment_no]);
    const past = endpoints.portal_shipments.success.parse(
      (await call('portal_shipments', { from: '2020-01-01', to: '2020-12-31' }, alice)).json(),
    );
    expect(past.total).toBe(0);
    const page2 = endpoints.portal_shipments.success.parse(
      (await call('portal_shipments', { page: 2, page_size: 1 }, alice)).json(),
    );
    expect(page2.shipments[0]?.shipment_no).not.toBe(second.shipment_no);
  });

  it('refuses a bad search with the domain messages', async () => {
    const res = await call(
      'portal_shipments',
      { status: 'lost', from: '2026-02-30', to: 'x', page: '0' },
      alice,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      status: portalMessages.status,
      from: portalMessages.fromDate,
      to: portalMessages.toDate,
      page: 'page is not valid.',
    });
    const order = await call('portal_shipments', { from: '2026-02-02', to: '2026-02-01' }, alice);
    expect(order.json().errors).toEqual({ to: portalMessages.dateOrder });
  });

  it('shows the booking, the tracking newest first and fresh document links that open', async () => {
    const res = await call('portal_shipment', { shipmentId: aliceShipment.shipmentId }, alice);
    expect(res.statusCode, res.body).toBe(200);
    const detail = endpoints.portal_shipment.success.parse(res.json());
    expect(detail.shipmentDetails.reference_number).toBe('PO-ALICE-1');
    expect(detail.tracking.map((e) => e.status)).toEqual(['in_transit', 'picked_up', 'booked']);
    for (const url of [
      detail.label_url,
      detail.documents.label_a4_url,
      detail.documents.label_4x6_url,
      detail.documents.label_zpl_url,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    expect(detail.documents.commercial_invoice_url).toBeDefined();
    expect(Date.parse(detail.documents.expires_at)).toBeGreaterThan(Date.now());
  });

  it('names the destinations of the list and the dashboard in the page language', async () => {
    const ar = { ...alice, 'accept-language': 'ar' };
    const english = endpoints.portal_shipments.success.parse(
      (await call('portal_shipments', {}, alice)).json(),
    );
    const list = await call('portal_shipments', {}, ar);
    expect(String(list.headers.vary).toLowerCase()).toContain('accept-language');
    const arabic = endpoints.portal_shipments.success.parse(list.json());
    expect(english.shipments[0]?.receiver_country).toMatch(/^[A-Za-z ]+$/);
    expect(arabic.shipments[0]?.receiver_country).toMatch(
      /^\p{Script=Arabic}[\p{Script=Arabic} ]*$/u,
    );
    // Everything else is the same answer.
    expect({ ...arabic.shipments[0], receiver_country: '' }).toEqual({
      ...english.shipments[0],
      receiver_country: '',
    });
    const board = endpoints.portal_dashboard.success.parse(
      (await call('portal_dashboard', {}, ar)).json(),
    );
    expect(board.recent[0]?.receiver_country).toBe(arabic.shipments[0]?.receiver_country);
  });

  it('reads the history in the page language: our statuses, our remarks and places', async () => {
    const res = await call(
      'portal_shipment',
      { shipmentId: aliceShipment.shipmentId },
      {
        ...alice,
        'accept-language': 'ar',
      },
    );
    const detail = endpoints.portal_shipment.success.parse(res.json());
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-language');
    // Statuses from the domain's table, Kuwait by its Arabic name; a remark that is not in the
    // catalogue (these scans' 'scan picked_up') stays as written.
    expect(detail.tracking.map((e) => [e.status_label, e.location])).toEqual([
      ['قيد النقل', 'الكويت'],
      ['تم الاستلام', 'الكويت'],
      ['محجوزة', expect.stringMatching(/\p{Script=Arabic}/u)],
    ]);
    expect(detail.tracking.map((e) => e.remarks)).toEqual([
      'scan in_transit',
      'scan picked_up',
      'scan booked',
    ]);
    const english = endpoints.portal_shipment.success.parse(
      (await call('portal_shipment', { shipmentId: aliceShipment.shipmentId }, alice)).json(),
    );
    expect(english.tracking[0]).toMatchObject({ status_label: 'in transit', location: 'Kuwait' });
  });

  it("names the booking's countries, never the form's ids, and its places in the page language", async () => {
    const english = endpoints.portal_shipment.success.parse(
      (await call('portal_shipment', { shipmentId: aliceShipment.shipmentId }, alice)).json(),
    ).shipmentDetails;
    const arabic = endpoints.portal_shipment.success.parse(
      (
        await call(
          'portal_shipment',
          { shipmentId: aliceShipment.shipmentId },
          { ...alice, 'accept-language': 'ar' },
        )
      ).json(),
    ).shipmentDetails;
    // The customer wizard records the countries by id ('117'): the customer reads their names.
    expect(english.sender_country).toBe('Kuwait');
    expect(arabic.sender_country).toBe('الكويت');
    for (const field of ['sender_city', 'receiver_city', 'receiver_country'] as const)
      if (english[field] !== arabic[field]) expect(arabic[field]).toMatch(/\p{Script=Arabic}/u);
    // Everything else is the booking as written.
    const places = { sender_city: '', sender_country: '', receiver_city: '', receiver_country: '' };
    expect({ ...arabic, ...places }).toEqual({ ...english, ...places });
  });

  it('gives the booking to ship again: the fields, no date, no documents', async () => {
    const res = await call('portal_ship_again', { shipmentId: aliceShipment.shipmentId }, alice);
    const { booking } = endpoints.portal_ship_again.success.parse(res.json());
    expect(booking).toMatchObject({
      receiver_company_name: 'Globex Delhi',
      sender_street_name_number1: 'Sharq',
      type: 'SPX',
      service: parcel,
      shipment_items: [expect.objectContaining({ weight: '2.5', qty: '2' })],
    });
    expect(booking).not.toHaveProperty('collection_date');
    expect(booking).not.toHaveProperty('kyc_document');
    expect(booking).not.toHaveProperty('invoice_document');
  });

  it('exports CSV for a range: header, quoted fields, formula cells neutralised', async () => {
    await book(alice, {
      reference_number: '=HYPERLINK("http://evil.example","x")',
      receiver_company_name: '+cmd, "quoted" Co',
      receiver_attention: '@SUM(A1)',
    });
    const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/website/${PORTAL_EXPORT_PATH}?from=${today}&to=${today}`,
      headers: alice,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('attachment');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(PORTAL_EXPORT_COLUMNS.join(','));
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(lines[1]).toContain(`"'+cmd, ""quoted"" Co"`);
    expect(lines[1]).toContain(`'@SUM(A1)`);
    expect(res.body).toContain('PO-ALICE-1');
    expect(res.body).toContain('In Transit');
    const list = endpoints.portal_shipments.success.parse(
      (await call('portal_shipments', { from: today, to: today, page_size: 100 }, alice)).json(),
    );
    expect(lines.filter(Boolean)).toHaveLength(list.total + 1);

    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/website/${PORTAL_EXPORT_PATH}?from=2024-01-01&to=2026-01-01`,
      headers: alice,
    });
    expect([bad.statusCode, bad.json().errors]).toEqual([400, { to: portalMessages.rangeTooLong }]);
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/website/${PORTAL_EXPORT_PATH}`,
      headers: alice,
    });
    expect(missing.json().errors).toEqual({
      from: portalMessages.fromDate,
      to: portalMessages.toDate,
    });
  });

  it('counts the dashboard: in transit, delivered this week, exceptions, recent five', async () => {
    const before = endpoints.portal_dashboard.success.parse(
      (await call('portal_dashboard', {}, alice)).json(),
    );
    const delivered = await book(alice, { reference_number: 'PO-DELIVERED' });
    const deliveredAwb = await courierBook(alice, delivered.shipmentId);
    await scan(deliveredAwb, 'delivered', 1);
    const stuck = await book(alice, { reference_number: 'PO-STUCK' });
    const stuckAwb = await courierBook(alice, stuck.shipmentId);
    await scan(stuckAwb, 'exception', 1);
    const after = endpoints.portal_dashboard.success.parse(
      (await call('portal_dashboard', {}, alice)).json(),
    );
    expect(after.delivered_this_week).toBe(before.delivered_this_week + 1);
    expect(after.exceptions).toBe(before.exceptions + 1);
    expect(after.in_transit).toBe(before.in_transit);
    expect(after.recent).toHaveLength(5);
    expect(after.recent[0]?.shipment_no).toBe(stuck.shipment_no);
  });
});

describe('portal: address book', () => {
  it('adds, searches, edits and deletes with the wizard schemas', async () => {
    const created = endpoints.portal_address_create.success.parse(
      (
        await call(
          'portal_address_create',
          { ...sampleRequests().portal_address_create, receiver_company_name: 'Tata Mumbai' },
          alice,
        )
      ).json(),
    );
    const sender = endpoints.portal_address_create.success.parse(
      (await call('portal_address_create', sampleRequests().portal_address_update, alice)).json(),
    );
    expect(sender.address.kind).toBe('sender');
    const id = created.address.addressId;
    const found = endpoints.portal_addresses.success.parse(
      (await call('portal_addresses', { q: 'tata', kind: 'receiver' }, alice)).json(),
    );
    expect(found.addresses.map((a) => a.addressId)).toEqual([id]);
    const senders = endpoints.portal_addresses.success.parse(
      (await call('portal_addresses', { kind: 'sender' }, alice)).json(),
    );
    expect(senders.addresses.every((a) => a.kind === 'sender')).toBe(true);

    const edited = await call(
      'portal_address_update',
      {
        ...sampleRequests().portal_address_create,
        addressId: id,
        receiver_company_name: 'Tata Pune',
      },
      alice,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().address.receiver_company_name).toBe('Tata Pune');

    const invalid = await call(
      'portal_address_create',
      { kind: 'receiver', receiver_company_name: 'X', receiver_mobile: 'abc' },
      alice,
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toMatchObject({
      receiver_mobile: bookingStep1Messages.receiver_mobile,
      receiver_attention: bookingStep1Messages.receiver_attention,
    });
    const noKind = await call('portal_address_create', { kind: 'courier' }, alice);
    expect(noKind.json().errors).toMatchObject({ kind: portalMessages.addressKind });

    expect((await call('portal_address_delete', { addressId: id }, alice)).statusCode).toBe(200);
    expect((await call('portal_address_delete', { addressId: id }, alice)).statusCode).toBe(404);
  });

  it('refuses an address the customer already keeps, however it is spaced or cased, in their language', async () => {
    const entry = { ...sampleRequests().portal_address_create, receiver_company_name: 'Dupe Ltd' };
    const first = await call('portal_address_create', entry, alice);
    expect(first.statusCode, first.body).toBe(200);
    const again = await call(
      'portal_address_create',
      { ...entry, receiver_company_name: '  dupe   LTD ' },
      alice,
    );
    expect([again.statusCode, again.json().Message]).toEqual([
      409,
      PORTAL_MESSAGES.addressDuplicate,
    ]);
    const arabic = await call('portal_address_create', entry, {
      ...alice,
      'accept-language': 'ar',
    });
    expect(arabic.json().Message).toBe(
      inMessageLanguage('ar', () => PORTAL_MESSAGES.addressDuplicate),
    );
    // Editing another entry into the same address is a duplicate too; saving itself is not.
    const other = await call(
      'portal_address_create',
      { ...entry, receiver_company_name: 'Other Ltd' },
      alice,
    );
    const otherId = other.json().address.addressId as string;
    const clash = await call('portal_address_update', { ...entry, addressId: otherId }, alice);
    expect(clash.statusCode).toBe(409);
    const firstId = first.json().address.addressId as string;
    const same = await call('portal_address_update', { ...entry, addressId: firstId }, alice);
    expect(same.statusCode, same.body).toBe(200);
    // Another customer may keep the same address.
    expect((await call('portal_address_create', entry, bob)).statusCode).toBe(200);
    const listed = endpoints.portal_addresses.success.parse(
      (await call('portal_addresses', { q: 'dupe ltd' }, alice)).json(),
    );
    expect(listed.addresses).toHaveLength(1);
  });
});

describe('portal: collections', () => {
  it('books one collection for several shipments; their own pickups are replaced', async () => {
    const one = await book(alice, { reference_number: 'PO-COL-1' });
    const two = await book(alice, { reference_number: 'PO-COL-2' });
    const request = {
      ...sampleRequests().portal_collection_book,
      shipmentIds: [one.shipmentId, two.shipmentId],
    };
    const res = await call('portal_collection_book', request, alice);
    expect(res.statusCode, res.body).toBe(200);
    const { collection } = endpoints.portal_collection_book.success.parse(res.json());
    expect(collection.shipment_nos).toEqual([one.shipment_no, two.shipment_no].sort());
    expect(collection.status).toBe('requested');

    const list = endpoints.portal_collections.success.parse(
      (await call('portal_collections', {}, alice)).json(),
    );
    expect(list.collections[0]?.booking_no).toBe(collection.booking_no);
    // The wizard booking's own pickup is listed too, replaced by the new collection.
    const replaced = list.collections.find((c) => c.booking_no === one.shipment_no);
    expect(replaced).toMatchObject({
      status: 'failed',
      shipment_nos: [one.shipment_no],
      failure_reason: portalCollectionMessages.replaced(collection.booking_no),
    });
    const again = await call(
      'portal_collection_book',
      { ...request, shipmentIds: [one.shipmentId] },
      alice,
    );
    expect([again.statusCode, again.json().errors]).toEqual([
      400,
      {
        shipmentIds: portalCollectionMessages.alreadyBooked(one.shipment_no, collection.booking_no),
      },
    ]);
  });

  it("queues the staff e-mail in the collection's transaction: a failure leaves neither", async () => {
    const marker = 'portal-collection-injected-failure';
    const one = await book(alice, { reference_number: 'PO-COL-TX' });
    const request = {
      ...sampleRequests().portal_collection_book,
      shipmentIds: [one.shipmentId],
      special_instruction: `Ring twice ${marker}`,
    };
    const undo = await failJobsMentioning(t.db, marker);
    const failed = await call('portal_collection_book', request, alice).finally(undo);
    expect(failed.statusCode).toBe(500);
    const linked = await t.db.execute(
      sql`select c.booking_no from collections c where c.record->>'special_instruction' = ${request.special_instruction}`,
    );
    expect(rowsOf(linked)).toEqual([]);
    expect(await emailJobsMentioning(t.db, marker)).toEqual([]);

    const res = await call('portal_collection_book', request, alice);
    expect(res.statusCode, res.body).toBe(200);
    const { collection } = endpoints.portal_collection_book.success.parse(res.json());
    expect(await emailJobsMentioning(t.db, marker)).toEqual([
      `message:staff:collection:${collection.booking_no}:${t.config.staffEmail}`,
    ]);
  });

  it('refuses picked-up shipments, an empty choice and closing before ready', async () => {
    const picked = await call(
      'portal_collection_book',
      { ...sampleRequests().portal_collection_book, shipmentIds: [aliceShipment.shipmentId] },
      alice,
    );
    expect(picked.json().errors).toEqual({
      shipmentIds: portalCollectionMessages.notCollectable(aliceShipment.shipment_no),
    });
    const empty = await call(
      'portal_collection_book',
      {
        ...sampleRequests().portal_collection_book,
        shipmentIds: [],
        collection_ready_time: '16:00',
        collection_close_time: '10:00',
      },
      alice,
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({
      shipmentIds: portalMessages.shipments,
      collection_close_time: 'Closing time must be later than the collection time.',
    });
  });
});

describe('portal: profile, notifications, password', () => {
  it('reads and updates the contact details; AC_NO stays', async () => {
    const read = endpoints.portal_profile.success.parse(
      (await call('portal_profile', {}, alice)).json(),
    );
    expect(read.profile).toMatchObject({ AC_NO: ALICE.accountNo });
    const res = await call(
      'portal_profile_update',
      { ...sampleRequests().portal_profile_update, COMP_NAME: 'Alice Trading', AC_NO: 'HACK' },
      alice,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profile).toMatchObject({
      COMP_NAME: 'Alice Trading',
      AC_NO: ALICE.accountNo,
    });
    const bad = await call('portal_profile_update', { E_MAIL: 'nope', PH_NO: 'abc' }, alice);
    expect(bad.json().errors).toMatchObject({
      COMP_NAME: portalMessages.COMP_NAME,
      E_MAIL: portalMessages.E_MAIL,
      PH_NO: portalMessages.PH_NO,
    });
  });

  it('stores the notification preferences in customers.notify_email / notify_sms', async () => {
    const res = await call(
      'portal_notifications_update',
      { notify_email: false, notify_sms: true },
      alice,
    );
    expect(res.json().profile).toMatchObject({ notify_email: false, notify_sms: true });
    const stored = rowsOf<{ notify_email: boolean; notify_sms: boolean }>(
      await t.db.execute(
        sql`select notify_email, notify_sms from customers where user_id = ${ALICE.userId}`,
      ),
    );
    expect(stored[0]).toEqual({ notify_email: false, notify_sms: true });
    const bad = await call('portal_notifications_update', { notify_email: 'yes' }, alice);
    expect(bad.json().errors).toMatchObject({
      notify_email: portalMessages.notifyChoice,
      notify_sms: portalMessages.notifyChoice,
    });
  });

  it('changes the password: the current one is required, other sessions end, the new one logs in', async () => {
    const other = await login(ALICE.userId, ALICE.password);
    expect((await call('portal_profile', {}, other)).statusCode).toBe(200);
    const wrong = await call(
      'portal_password_change',
      { current_password: 'guess', new_password: 'N3w#password', confirm_password: 'N3w#password' },
      alice,
    );
    expect([wrong.statusCode, wrong.json().errors]).toEqual([
      400,
      { current_password: PORTAL_MESSAGES.wrongPassword },
    ]);
    const mismatch = await call(
      'portal_password_change',
      { current_password: ALICE.password, new_password: 'short', confirm_password: 'other' },
      alice,
    );
    expect(mismatch.json().errors).toEqual({
      new_password: portalMessages.newPassword,
      confirm_password: portalMessages.confirmPassword,
    });
    const ok = await call(
      'portal_password_change',
      {
        current_password: ALICE.password,
        new_password: 'N3w#password',
        confirm_password: 'N3w#password',
      },
      alice,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await call('portal_profile', {}, other)).statusCode).toBe(401);
    expect((await call('portal_profile', {}, alice)).statusCode).toBe(200);
    expect(await login(ALICE.userId, ALICE.password)).toEqual({});
    const fresh = await login(ALICE.userId, 'N3w#password');
    expect((await call('portal_profile', {}, fresh)).statusCode).toBe(200);
  });

  it('counts wrong current passwords like failed logins (429 after the limit)', async () => {
    const carol = { userId: 'carol', password: 'Carol#2026pw', accountNo: 'KWI-300003' };
    await createCustomer(t.db, {
      ...carol,
      companyName: 'carol WLL',
      contactPerson: 'carol',
      city: 'Kuwait City',
      phone: '+96522223333',
      email: 'carol@example.com',
    });
    const headers = await login(carol.userId, carol.password);
    const guess = {
      current_password: 'guess',
      new_password: 'N3w#password',
      confirm_password: 'N3w#password',
    };
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1)
      statuses.push((await call('portal_password_change', guess, headers)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.at(-1)).toBe(429);
  });
});
