import { decodeBody } from '../testing/mimeBody.ts';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '@courier/api-client/admin';
import { addDays, weekdayOf } from '@courier/domain/collectionDate';
import { todayInKuwait } from '@courier/domain/kuwaitClock';
import { auditLog } from '../db/schema/index.ts';
import { collectionDateMessages } from '../collections/collectionDateCheck.ts';
import {
  JPEG_DATA_URL,
  PDF_DATA_URL,
  publicBooking,
  serviceId,
} from '../shipments/booking.testSupport.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { scanMessages } from '../tracking/applyScan.ts';
import { adminCall, staffCookie } from './adminTestSupport.ts';

let t: TestApp;
let ops: string;
let cs: string;
let editor: string;
let admin: string;
let awb: string;
let shipmentNo: string;

beforeAll(async () => {
  t = await startTestApp({ vatPercent: 5 });
  [ops, cs, editor, admin] = [
    await staffCookie(t, 'operations'),
    await staffCookie(t, 'customer-service'),
    await staffCookie(t, 'content-editor'),
    await staffCookie(t, 'admin'),
  ];
  const service = await serviceId(t, 'Express Parcel');
  const res = await t.post(
    'create_shipment',
    publicBooking(service, { kyc_file: JPEG_DATA_URL, invoice_file: PDF_DATA_URL }),
  );
  expect(res.statusCode, res.body).toBe(200);
  const search = adminEndpoints.admin_shipments.success.parse(
    (await adminCall(t, 'admin_shipments', {}, ops)).json(),
  );
  shipmentNo = search.rows[0]!.shipmentNo;
  awb = search.rows[0]!.awb!;
});
afterAll(async () => t?.close());

describe('shipments', () => {
  it('searches by AWB, receiver and status with paging, and shows the detail with its history', async () => {
    const byAwb = adminEndpoints.admin_shipments.success.parse(
      (await adminCall(t, 'admin_shipments', { awb }, ops)).json(),
    );
    expect(byAwb.rows.map((r) => r.awb)).toEqual([awb]);
    expect(byAwb.rows[0]).toMatchObject({
      receiver: 'Globex',
      status: 'booked',
      statusLabel: 'Booked',
      payment: 'cash',
      paidAt: null,
    });
    const none = adminEndpoints.admin_shipments.success.parse(
      (await adminCall(t, 'admin_shipments', { receiver: 'Nobody Ltd' }, ops)).json(),
    );
    expect(none.total).toBe(0);
    const byStatus = adminEndpoints.admin_shipments.success.parse(
      (await adminCall(t, 'admin_shipments', { status: 'booked', pageSize: 1 }, ops)).json(),
    );
    expect(byStatus.pageSize).toBe(1);
    const bad = await adminCall(t, 'admin_shipments', { status: 'lost' }, ops);
    expect(bad.statusCode).toBe(400);
    const detail = adminEndpoints.admin_shipment.success.parse(
      (await adminCall(t, 'admin_shipment', { shipmentNo }, ops)).json(),
    );
    expect(detail.shipment.history.map((h) => h.status)).toContain('Booked');
    expect(detail.shipment.hasKyc).toBe(true);
    // Reprints in every format: A4 sheet, 4x6 PDF and ZPL, plus the barcode image; each opens.
    const links = Object.fromEntries(detail.shipment.labelLinks.map((l) => [l.label, l.url]));
    const expected = {
      'Labels, A4 sheet (PDF)': 'application/pdf',
      'Labels, 4x6 inch (PDF)': 'application/pdf',
      'Labels, 4x6 inch (ZPL for Zebra printers)': 'application/zpl',
      'Barcode (image)': 'image/png',
    };
    for (const [label, type] of Object.entries(expected)) {
      expect(links[label], label).toBeDefined();
      const file = await t.app.inject({ method: 'GET', url: links[label]! });
      expect(file.statusCode, label).toBe(200);
      expect(file.headers['content-type'], label).toContain(type);
    }
  });

  it('shows KYC to operations (audit-logged) and refuses it to a content editor', async () => {
    const res = await adminCall(t, 'admin_shipment_document', { shipmentNo, kind: 'kyc' }, ops);
    expect(res.statusCode).toBe(200);
    expect(res.json().dataUrl).toMatch(/^data:image\/jpeg;base64,/);
    const logged = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'shipment.view_kyc'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ staffUsername: 'operations-user', recordId: shipmentNo });
    expect(
      (await adminCall(t, 'admin_shipment_document', { shipmentNo, kind: 'kyc' }, editor))
        .statusCode,
    ).toBe(403);
  });
});

describe('scans', () => {
  it('confirms known AWBs, refuses an unknown one and an impossible move with the reason', async () => {
    const ok = await adminCall(
      t,
      'admin_scan',
      { awb, status: 'picked_up', location: 'Kuwait hub' },
      ops,
    );
    expect(ok.statusCode, ok.body).toBe(201);
    const unknown = await adminCall(
      t,
      'admin_scan',
      { awb: '12345678901', status: 'picked_up', location: 'Kuwait hub' },
      ops,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().Message).toBe(scanMessages.unknown);
    const backwards = await adminCall(
      t,
      'admin_scan',
      { awb, status: 'booked', location: 'Kuwait hub' },
      ops,
    );
    expect(backwards.statusCode).toBe(409);
    expect(backwards.json().Message).toBe('A shipment is booked only once.');
    const tracked = (
      await t.app.inject({ method: 'GET', url: `/api/website/tracks?AWBNO=${awb}` })
    ).json();
    expect(tracked.data.statusDetails.status).toBe('Picked Up');
    expect(
      (await adminCall(t, 'admin_scan', { awb, status: 'in_transit', location: 'x' }, cs))
        .statusCode,
    ).toBe(403);
  });

  it('cancels before pickup with a reason the public tracking does not show', async () => {
    // A body of its own: an identical booking within the duplicate window answers the first one.
    const booked = await t.post(
      'create_shipment',
      publicBooking(await serviceId(t, 'Express Parcel'), {
        special_instruction: 'Cancellation test',
      }),
    );
    const number = booked.json().shipment_no as string;
    // The booking's pickup is in the collection queue on its collection date.
    const before = adminEndpoints.admin_shipment.success.parse(
      (await adminCall(t, 'admin_shipment', { shipmentNo: number }, ops)).json(),
    );
    const date = String(before.shipment.record.collection_date);
    const pickupOf = async () =>
      adminEndpoints.admin_collections.success
        .parse((await adminCall(t, 'admin_collections', { date }, ops)).json())
        .rows.find((r) => r.bookingNo === number);
    expect(await pickupOf()).toMatchObject({
      status: 'requested',
      company: 'Acme Trading',
      slot: before.shipment.record.collection_ready_time,
    });
    const res = await adminCall(
      t,
      'admin_shipment_cancel',
      { shipmentNo: number, reason: 'Receiver refused: private dispute' },
      ops,
    );
    expect(res.statusCode, res.body).toBe(200);
    const detail = adminEndpoints.admin_shipment.success.parse(
      (await adminCall(t, 'admin_shipment', { shipmentNo: number }, ops)).json(),
    );
    expect(detail.shipment.cancelReason).toBe('Receiver refused: private dispute');
    const tracked = await t.get(`tracks?AWBNO=${number}`);
    expect(tracked.body).toContain('Shipment cancelled');
    expect(tracked.body).not.toContain('private dispute');
    expect(await pickupOf()).toMatchObject({
      status: 'failed',
      failureReason: 'Shipment cancelled',
    });
  });

  it('does not cancel a shipment after pickup', async () => {
    const res = await adminCall(
      t,
      'admin_shipment_cancel',
      { shipmentNo, reason: 'Changed mind' },
      ops,
    );
    expect(res.statusCode).toBe(409);
  });
});

describe('enquiries', () => {
  it('lists a contact request as unhandled until customer service marks it handled', async () => {
    await t.post('contact_us', {
      name: 'Mona',
      email: 'mona@example.com',
      mobile: '+96560001111',
      subject: 'Rates',
      message: 'Call me back.',
    });
    const list = adminEndpoints.admin_enquiries.success.parse(
      (await adminCall(t, 'admin_enquiries', {}, cs)).json(),
    );
    const enquiry = list.rows.find((r) => r.name === 'Mona')!;
    expect(enquiry.handled).toBe(false);
    const dashboard = adminEndpoints.admin_dashboard.success.parse(
      (await adminCall(t, 'admin_dashboard', {}, cs)).json(),
    );
    expect(dashboard.unhandledEnquiries).toBeGreaterThan(0);
    expect(
      (await adminCall(t, 'admin_enquiry_update', { key: enquiry.key, handled: true }, editor))
        .statusCode,
    ).toBe(403);
    const update = await adminCall(
      t,
      'admin_enquiry_update',
      { key: enquiry.key, handled: true, notes: 'Called back', assignee: 'customer-service-user' },
      cs,
    );
    expect(update.statusCode, update.body).toBe(200);
    const handled = adminEndpoints.admin_enquiries.success.parse(
      (await adminCall(t, 'admin_enquiries', { state: 'handled' }, cs)).json(),
    );
    expect(handled.rows.find((r) => r.key === enquiry.key)).toMatchObject({
      handled: true,
      notes: 'Called back',
      assignee: 'customer-service-user',
    });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.recordId, enquiry.key));
    expect(audit).toMatchObject({
      action: 'enquiry.update',
      after: { handled: true, notes: 'Called back' },
    });
  });
});

describe('collections', () => {
  it('moves a collection requested -> scheduled -> collected and prints the run sheet', async () => {
    let date = addDays(todayInKuwait(new Date()), 2);
    while (weekdayOf(date) === 5) date = addDays(date, 1);
    const booked = await t.post('create_shipment_collection', {
      contact_person: 'Amal',
      company_name: 'Acme',
      address: 'Block 1',
      country: 'Kuwait',
      city: 'Kuwait City',
      zipcode: '13001',
      mobile_number: '+96522223333',
      fax_number: '',
      email_address: '',
      shipment_type: 'Document',
      collection_date: date,
      collection_ready_time: '10:00',
      collection_closing_time: '12:00',
      special_instruction: '',
      collection_shipment_type: '',
      reference_number: '',
      vehicle_type: 'van',
      total_pieces: '1',
      total_weight: '2',
      domestic_shipment: '',
      international_shipment: '',
      collection_number: '',
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const list = adminEndpoints.admin_collections.success.parse(
      (await adminCall(t, 'admin_collections', { date }, ops)).json(),
    );
    // Found by its booking number: on some weekdays an earlier test's booking puts its pickup in
    // the same day's queue (the rows are not only this one).
    const row = list.rows.find((r) => r.bookingNo === booked.json().booking_no)!;
    expect(row).toMatchObject({ status: 'requested', company: 'Acme', slot: '10:00' });
    expect(
      (await adminCall(t, 'admin_collection_update', { id: row.id, status: 'collected' }, ops))
        .statusCode,
    ).toBe(409);
    expect(
      (await adminCall(t, 'admin_collection_update', { id: row.id, status: 'failed' }, ops))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await adminCall(
          t,
          'admin_collection_update',
          { id: row.id, status: 'scheduled', vehicle: 'van', driver: 'Saad' },
          ops,
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await adminCall(
          t,
          'admin_collection_update',
          { id: row.id, status: 'collected', vehicle: 'van', driver: 'Saad' },
          ops,
        )
      ).statusCode,
    ).toBe(200);
    const sheet = adminEndpoints.admin_run_sheet.success.parse(
      (await adminCall(t, 'admin_run_sheet', { date }, ops)).json(),
    );
    const pdf = Buffer.from(sheet.dataUrl.split(',')[1]!, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('customers', () => {
  it('creates, disables and resets an account; the password goes out by e-mail', async () => {
    const created = await adminCall(
      t,
      'admin_customer_create',
      {
        userId: 'newco',
        company: 'New Co',
        contact: 'Huda',
        city: 'Kuwait City',
        phone: '+96522220000',
        email: 'huda@newco.example',
        accountNo: 'KWI-9001',
      },
      cs,
    );
    expect(created.statusCode, created.body).toBe(200);
    await t.drainJobs(); // e-mails go out through the job queue
    const outbox = join(t.config.dataDir, 'outbox');
    const mails = await Promise.all(
      (await readdir(outbox)).map((f) => readFile(join(outbox, f), 'utf8')),
    );
    const mail = mails.find((m) => m.includes('huda@newco.example'))!;
    const password = /Password: (\S+)/.exec(mail)![1]!;
    // In both languages (the account has none of its own), the same password in each.
    const split = mail.search(/\r?\n\r?\n/);
    const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(mail.slice(0, split))?.[1] ?? '';
    const text = decodeBody(mail.slice(split).trim(), encoding.toLowerCase());
    expect(text).toContain('An account has been opened for you.');
    expect(/كلمة المرور: (\S+)/.exec(text)?.[1]).toBe(password);
    expect(
      (await t.post('customer_login', { Userid: 'newco', Password: password })).statusCode,
    ).toBe(200);
    expect(
      (await adminCall(t, 'admin_customer_disable', { userId: 'newco', disabled: true }, cs))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.post('customer_login', { Userid: 'newco', Password: password })).statusCode,
    ).toBe(401);
    await adminCall(t, 'admin_customer_disable', { userId: 'newco', disabled: false }, cs);
    expect(
      (await t.post('customer_login', { Userid: 'newco', Password: password })).statusCode,
    ).toBe(200);
    const list = adminEndpoints.admin_customers.success.parse(
      (await adminCall(t, 'admin_customers', { q: 'newco' }, ops)).json(),
    );
    expect(list.rows).toHaveLength(1);
    expect((await adminCall(t, 'admin_customer_reset', { userId: 'newco' }, ops)).statusCode).toBe(
      403,
    );
  });
});

describe('settings', () => {
  it('an admin adds a holiday and check_collection_date refuses that date; VAT reaches quotes', async () => {
    let date = addDays(todayInKuwait(new Date()), 9);
    while (weekdayOf(date) === 5) date = addDays(date, 1);
    const before = (await t.post('check_collection_date', { collection_date: date })).json();
    expect(before.Status).toBe('Error');
    expect(
      (await adminCall(t, 'admin_holiday_add', { date, name: 'Test day' }, ops)).statusCode,
    ).toBe(403);
    expect(
      (await adminCall(t, 'admin_holiday_add', { date, name: 'Test day' }, admin)).statusCode,
    ).toBe(200);
    expect((await t.post('check_collection_date', { collection_date: date })).json()).toEqual({
      Status: 'Success',
      Message: collectionDateMessages.holiday,
    });
    const settings = adminEndpoints.admin_settings.success.parse(
      (await adminCall(t, 'admin_settings', {}, ops)).json(),
    );
    expect(settings.holidays).toContainEqual({ date, name: 'Test day' });
    expect(
      (
        await adminCall(
          t,
          'admin_settings_update',
          { vatPercent: 0, nonWorkingWeekdays: [5] },
          admin,
        )
      ).statusCode,
    ).toBe(200);
    const quote = await t.post('invoice_price_calculation', {
      origin_country_id: '117',
      destination_country_id: '101',
      service_id: await serviceId(t, 'Express Parcel'),
      total_chargeable_weight: '2',
    });
    expect(quote.json(), quote.body).toMatchObject({ vatPercentage: 0 });
    const audit = adminEndpoints.admin_audit.success.parse(
      (await adminCall(t, 'admin_audit', { q: 'holiday' }, admin)).json(),
    );
    expect(audit.rows[0]).toMatchObject({
      action: 'holiday.add',
      recordId: date,
      staff: 'admin-user',
    });
  });
});

describe('rate cards', () => {
  it('previews a quote from edited bands, and an admin saves them (audit-logged)', async () => {
    const list = adminEndpoints.admin_rate_cards.success.parse(
      (await adminCall(t, 'admin_rate_cards', {}, ops)).json(),
    );
    const card = list.cards.find((c) => c.service === 'Express Parcel' && c.maxWeightKg >= 2)!;
    expect(card).toBeDefined();
    const bands = [
      { upToKg: 0.5, priceFils: 4000 },
      { upToKg: 1, priceFils: 6000 },
    ];
    const preview = await adminCall(
      t,
      'admin_rate_preview',
      { id: card.id, perExtraHalfKgFils: 1000, bands, weightKg: 2 },
      ops,
    );
    expect(preview.statusCode, preview.body).toBe(200);
    // 2 kg: the 1 kg band plus two further half kilos.
    expect(preview.json()).toMatchObject({ billableWeightKg: 2, shippingFils: 8000 });
    expect(
      (
        await adminCall(
          t,
          'admin_rate_card_update',
          { id: card.id, perExtraHalfKgFils: 1000, bands },
          ops,
        )
      ).statusCode,
    ).toBe(403);
    const saved = await adminCall(
      t,
      'admin_rate_card_update',
      { id: card.id, perExtraHalfKgFils: 1000, bands },
      admin,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const after = adminEndpoints.admin_rate_cards.success.parse(
      (await adminCall(t, 'admin_rate_cards', {}, ops)).json(),
    );
    expect(after.cards.find((c) => c.id === card.id)).toMatchObject({
      perExtraHalfKgFils: 1000,
      bands,
    });
    const bad = await adminCall(
      t,
      'admin_rate_card_update',
      { id: card.id, perExtraHalfKgFils: 1000, bands: [] },
      admin,
    );
    expect(bad.statusCode).toBe(400);
  });
});
