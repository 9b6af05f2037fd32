import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, staffCookie } from '../admin/adminTestSupport.ts';
import {
  awbSerials,
  careerApplications,
  collections,
  contactMessages,
  customers,
  shipments,
} from '../db/schema/index.ts';
import { storedIds } from '../files/fileStore.testSupport.ts';
import { publicBooking, serviceId } from '../shipments/booking.testSupport.ts';
import { rowsOf } from '../shipments/nextSerial.ts';
import { emailJobKeys, emailJobsMentioning, failJobsMentioning } from '../testing/jobRows.ts';
import { sampleRequests } from '../testing/sampleRequests.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

/**
 * The staff e-mails of enquiries, applications and collections, and the admin's password
 * e-mails, are queued in the transaction that stores their record: a failure after the insert
 * leaves neither, a stored record always has its one job, a repeat queues nothing more.
 */
let t: TestApp;
let staff: string;
const samples = sampleRequests();

beforeAll(async () => {
  t = await startTestApp();
  staff = t.config.staffEmail;
});
afterAll(async () => t?.close());

/** Runs `request` with queueing a job that mentions `marker` failing. */
async function withFailingJobs<T>(marker: string, request: () => Promise<T>): Promise<T> {
  const undo = await failJobsMentioning(t.db, marker);
  try {
    return await request();
  } finally {
    await undo();
  }
}

describe('enquiry (contact_us)', () => {
  it('a failure after the insert stores neither the message nor its job', async () => {
    const marker = 'enquiry-injected-failure';
    const res = await withFailingJobs(marker, () =>
      t.post('contact_us', { ...samples.contact_us, message: `Call me. ${marker}` }),
    );
    expect(res.statusCode).toBe(500);
    const rows = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.message, `Call me. ${marker}`));
    expect(rows).toHaveLength(0);
    expect(await emailJobsMentioning(t.db, marker)).toEqual([]);
  });

  it('a stored message has exactly one job with its key; the same message again queues none', async () => {
    const form = { ...samples.contact_us, message: 'Please call me about rates.' };
    expect((await t.post('contact_us', form)).statusCode).toBe(200);
    expect((await t.post('contact_us', form)).statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.message, form.message));
    expect(rows).toHaveLength(1);
    expect(await emailJobsMentioning(t.db, form.message)).toEqual([
      `message:staff:enquiry:${rows[0]!.id}:${staff}`,
    ]);
  });
});

describe('job application (career_apply)', () => {
  it('a failure after the insert stores neither the application nor its job', async () => {
    const marker = 'application-injected-failure';
    const message = `Five years on the road. ${marker}`;
    const res = await withFailingJobs(marker, () =>
      t.post('career_apply', { ...samples.career_apply, message }),
    );
    expect(res.statusCode).toBe(500);
    const rows = await t.db
      .select()
      .from(careerApplications)
      .where(eq(careerApplications.message, message));
    expect(rows).toHaveLength(0);
    expect(await emailJobsMentioning(t.db, marker)).toEqual([]);
  });

  it('a stored application has exactly one job with its key; the same one again queues none', async () => {
    const form = { ...samples.career_apply, message: 'Ten years of van deliveries.' };
    expect((await t.post('career_apply', form)).statusCode).toBe(200);
    expect((await t.post('career_apply', form)).statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(careerApplications)
      .where(eq(careerApplications.message, form.message));
    expect(rows).toHaveLength(1);
    expect(await emailJobsMentioning(t.db, form.message)).toEqual([
      `message:staff:application:${rows[0]!.id}:${staff}`,
    ]);
  });
});

describe('collection (create_shipment_collection)', () => {
  const keyed = (body: unknown, key: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/website/create_shipment_collection',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      payload: JSON.stringify(body),
    });
  const collectionsOf = async (company: string) =>
    t.db
      .select({ bookingNo: collections.bookingNo })
      .from(collections)
      .where(sql`${collections.record}->>'company_name' = ${company}`);

  it('a failure after the insert stores neither; the same Idempotency-Key then books once', async () => {
    const marker = 'Collection Injected Failure Co';
    const body = { ...samples.create_shipment_collection, company_name: marker };
    const failed = await withFailingJobs(marker, () => keyed(body, 'col-tx-1'));
    expect(failed.statusCode).toBe(500);
    expect(await collectionsOf(marker)).toEqual([]);
    expect(await emailJobsMentioning(t.db, marker)).toEqual([]);

    // Nothing of the failed attempt was kept, not even its answer: the retry books.
    const first = await keyed(body, 'col-tx-1');
    const again = await keyed(body, 'col-tx-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const booked = await collectionsOf(marker);
    expect(booked).toHaveLength(1);
    expect(first.json().booking_no).toBe(booked[0]!.bookingNo);
    expect(await emailJobsMentioning(t.db, marker)).toEqual([
      `message:staff:collection:${booked[0]!.bookingNo}:${staff}`,
    ]);
  });
});

describe("the admin's customer e-mails", () => {
  const account = (userId: string, email: string) => ({
    userId,
    company: `${userId} WLL`,
    contact: 'Huda',
    city: 'Kuwait City',
    phone: '+96522220000',
    email,
    accountNo: `ACC-${userId}`,
  });
  const customerOf = async (userId: string) =>
    (await t.db.select().from(customers).where(eq(customers.userId, userId)))[0];

  let admin: string;
  beforeAll(async () => {
    admin = await staffCookie(t, 'admin');
  });

  it('create: a failure after the insert leaves neither the account nor its e-mail', async () => {
    const email = 'create-failure@newco.example';
    const res = await withFailingJobs(email, () =>
      adminCall(t, 'admin_customer_create', account('txfail', email), admin),
    );
    expect(res.statusCode).toBe(500);
    expect(await customerOf('txfail')).toBeUndefined();
    expect(await emailJobsMentioning(t.db, email)).toEqual([]);
  });

  it('create queues one e-mail with its key; the same account again is refused and queues none', async () => {
    const email = 'created@newco.example';
    const res = await adminCall(t, 'admin_customer_create', account('txok', email), admin);
    expect(res.statusCode, res.body).toBe(200);
    const again = await adminCall(t, 'admin_customer_create', account('txok', email), admin);
    expect(again.statusCode).toBe(409);
    const row = await customerOf('txok');
    expect(await emailJobsMentioning(t.db, email)).toEqual([
      `message:customer:${row!.id}:created:${email}`,
    ]);
  });

  it('reset: a failure leaves the password as it was and queues nothing; a reset queues one', async () => {
    const email = 'reset@newco.example';
    expect(
      (await adminCall(t, 'admin_customer_create', account('txreset', email), admin)).statusCode,
    ).toBe(200);
    const before = await customerOf('txreset');
    const failed = await withFailingJobs(email, () =>
      adminCall(t, 'admin_customer_reset', { userId: 'txreset' }, admin),
    );
    expect(failed.statusCode).toBe(500);
    expect((await customerOf('txreset'))!.passwordHash).toBe(before!.passwordHash);
    const resets = `message:customer:${before!.id}:reset:%`;
    expect(await emailJobKeys(t.db, resets)).toEqual([]);

    const ok = await adminCall(t, 'admin_customer_reset', { userId: 'txreset' }, admin);
    expect(ok.statusCode).toBe(200);
    expect((await customerOf('txreset'))!.passwordHash).not.toBe(before!.passwordHash);
    expect(await emailJobKeys(t.db, resets)).toHaveLength(1);
  });
});

describe('public booking (create_shipment)', () => {
  const book = (body: object, key: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/website/create_shipment',
      payload: body,
      headers: { 'idempotency-key': key },
    });
  const jobCount = async () =>
    Number(
      rowsOf<{ n: string | number }>(
        await t.db.execute(
          sql`select count(*) as n from pgboss.job where name in ('email', 'sms')`,
        ),
      )[0]!.n,
    );
  const serialCount = async () => (await t.db.select().from(awbSerials)).length;
  const bookedFor = (company: string) =>
    t.db
      .select({ shipmentNo: shipments.shipmentNo, kyc: shipments.kycDocumentId })
      .from(shipments)
      .where(sql`${shipments.record}->>'receiver_company_name' = ${company}`);

  it('a failure queueing its messages leaves no shipment, serial, file or job; the retry books once', async () => {
    const marker = 'booking-injected-failure';
    const body = publicBooking(await serviceId(t, 'Express Parcel'), {
      receiver_company_name: `Globex ${marker}`,
    });
    const [files, jobs, serials] = [
      await storedIds(t.files),
      await jobCount(),
      await serialCount(),
    ];
    const failed = await withFailingJobs(marker, () => book(body, 'tx-booking-1'));
    expect(failed.statusCode).toBe(500);
    expect(await bookedFor(`Globex ${marker}`)).toEqual([]);
    expect(await storedIds(t.files)).toEqual(files);
    expect(await jobCount()).toBe(jobs);
    expect(await serialCount()).toBe(serials);

    // The claim was released: the same key books now, once, with its notices and staff e-mail.
    const ok = await book(body, 'tx-booking-1');
    expect(ok.statusCode, ok.body).toBe(200);
    const awb = (ok.json() as { shipment_no: string }).shipment_no;
    const [row, ...more] = await bookedFor(`Globex ${marker}`);
    expect(more).toEqual([]);
    expect(row!.shipmentNo).toBe(awb);
    expect(await storedIds(t.files)).toEqual([...files, row!.kyc].sort());
    expect(await serialCount()).toBe(serials + 1);
    expect(await emailJobKeys(t.db, `message:staff:booking:${awb}:%`)).toHaveLength(1);
    expect(await emailJobKeys(t.db, `shipment:${awb}:%`)).toEqual([
      expect.stringMatching(new RegExp(`^shipment:${awb}:event:\\d+:email:sender$`)),
    ]);
    // The staff e-mail, the sender's e-mail, the sender's and the receiver's SMS.
    expect(await jobCount()).toBe(jobs + 4);

    const replay = await book(body, 'tx-booking-1');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(ok.json());
    expect(await jobCount()).toBe(jobs + 4);
  });
});
