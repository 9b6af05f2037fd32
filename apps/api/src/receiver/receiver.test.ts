import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rescheduleDays } from '@courier/domain/receiverChoices';
import { auditLog, receiverChoices, smsOutbox, trackingEvents } from '../db/schema/index.ts';
import { KUWAIT, publicBooking, serviceId } from '../shipments/booking.testSupport.ts';
import { loadShippingConfig } from '../shipments/shippingConfig.ts';
import { startTestApp, TEST_SECRETS, type TestApp } from '../testing/testApp.ts';
import { adminCall, staffCookie } from '../admin/adminTestSupport.ts';
import { signReceiverLink, type LinkChannel } from './receiverLink.ts';

const OPS_TOKEN = 'ops-token-for-tests-0123456789-abcdef';
let t: TestApp;
let service: string;

beforeAll(async () => {
  t = await startTestApp({ shipping: { ...loadShippingConfig({}), opsToken: OPS_TOKEN } });
  service = await serviceId(t, 'Domestic Next Day');
});
afterAll(async () => t?.close());

let bookings = 0;
/** A booking to a receiver in Kuwait (or elsewhere), answering its airway bill. */
async function book(overrides: Record<string, unknown> = {}): Promise<string> {
  bookings += 1;
  const res = await t.post(
    'create_shipment',
    publicBooking(service, {
      special_instruction: `Receiver ${bookings}`,
      receiver_country: KUWAIT,
      receiver_city: 'Salmiya',
      receiver_street_name_number: 'Block 3, Street 12, House 7',
      receiver_zip_code: '22001',
      receiver_telephone: '+96522334455',
      receiver_mobile: '+96599887766',
      receiver_email: 'noura@example.com',
      sender_street_name_number: 'Sender Lane 99',
      ...overrides,
    }),
  );
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { shipment_no: string }).shipment_no;
}

const DAY = 86_400_000;
const linkOf = (awb: string, channel: LinkChannel = 'sms', expires = new Date(Date.now() + DAY)) =>
  signReceiverLink({ awb, channel }, TEST_SECRETS.LABEL_TOKEN_SECRET, expires);

const open = (token: string, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/website/delivery_link',
    headers: { 'content-type': 'application/json', 'accept-language': lang },
    payload: JSON.stringify({ token }),
  });

const choose = (token: string, choice: Record<string, unknown>, key: string, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/website/delivery_choice',
    headers: { 'content-type': 'application/json', 'accept-language': lang },
    payload: JSON.stringify({ token, idempotency_key: key, choice }),
  });

const scan = (awb: string, status: string, at?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/ops/shipments/${awb}/events`,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${OPS_TOKEN}` },
    payload: JSON.stringify({
      status,
      location: 'Salmiya',
      remarks: 'Scan',
      ...(at ? { at } : {}),
    }),
  });

const choicesOf = (awb: string) =>
  t.db.select().from(receiverChoices).where(eq(receiverChoices.awb, awb));

describe('the delivery link', () => {
  it('shows the shipment as public tracking does, and the choices', async () => {
    const awb = await book();
    const res = await open(linkOf(awb));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const tracks = (await t.get(`tracks?AWBNO=${awb}`)).json();
    expect(body.tracking).toEqual(tracks.data);
    expect(body.options).toMatchObject({
      open: true,
      kinds: ['reschedule', 'branch', 'neighbour', 'address'],
      refusal: '',
      current: null,
    });
    expect(body.options.days).toEqual(rescheduleDays(new Date()));
    expect(body.options.branches.length).toBeGreaterThan(0);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('shows nothing private: no phones, no sender address, no other shipment', async () => {
    const mine = await book({ sender_consignor: 'Mine Co' });
    const other = await book({ sender_consignor: 'Other Co', receiver_attention: 'Someone Else' });
    const text = (await open(linkOf(mine))).body;
    for (const secret of ['+96522223333', '96599887766', 'Sender Lane 99', 'amal@example.com'])
      expect(text).not.toContain(secret);
    expect(text).not.toContain(other);
    expect(text).not.toContain('Someone Else');
  });

  it('refuses a forged, altered, expired or unknown link with one answer', async () => {
    const awb = await book();
    const good = linkOf(awb);
    const [subject, expiry, signature] = good.split('.');
    const other = await book();
    const refusals = [
      `${other}-s.${expiry}.${signature}`,
      `${subject}.${Number(expiry) + 3600}.${signature}`,
      `${subject}.${expiry}.${signature!.slice(0, -2)}AA`,
      linkOf(awb, 'sms', new Date(Date.now() - 1000)),
      linkOf('99999999999'),
      'not-a-token',
      signReceiverLink(
        { awb, channel: 'sms' },
        'another-secret-0123456789abcdefghijkl',
        new Date(Date.now() + DAY),
      ),
    ];
    for (const token of refusals) {
      const res = await open(token);
      expect(res.statusCode, token).toBe(410);
      expect(res.json().Message).toBe(
        'This link is not valid. Please use the link from your message exactly as it was sent.',
      );
    }
    const ar = await open('not-a-token', 'ar');
    expect(ar.json().Message).toMatch(/^هذا الرابط غير صالح/);
  });

  it('ends its choices at delivery, and shows the delivered shipment for claims', async () => {
    const awb = await book();
    expect((await scan(awb, 'delivered')).statusCode).toBe(201);
    const res = await open(linkOf(awb));
    expect(res.statusCode).toBe(200);
    expect(res.json().options).toMatchObject({ open: false, kinds: [] });
    expect(res.json().options.refusal).toMatch(/has been delivered/);
    expect(
      (
        await choose(
          linkOf(awb),
          { kind: 'reschedule', date: rescheduleDays(new Date())[0] },
          'after-delivery-key',
        )
      ).statusCode,
    ).toBe(410);
  });

  it('is in every message to the receiver before delivery, per channel', async () => {
    const awb = await book();
    await t.drainJobs();
    const [sms] = await t.db
      .select()
      .from(smsOutbox)
      .where(sql`${smsOutbox.body} like ${`%${awb}%`} and ${smsOutbox.toNumber} = '+96599887766'`);
    expect(sms?.body).toMatch(/Track or change the delivery: https:\/\/courier\.test\/delivery#/);
    const token = /delivery#(\S+)/.exec(sms!.body)![1]!;
    expect((await open(token)).statusCode).toBe(200);
    const dir = join(t.config.dataDir, 'outbox');
    const mails = await Promise.all(
      (await readdir(dir)).map((n) => readFile(join(dir, n), 'utf8')),
    );
    const mail = mails
      .map((m) => m.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
      .find((m) => m.includes('noura@example.com') && m.includes(awb));
    expect(mail).toContain('Change the day, the address or where we leave it');
    expect(mail).toMatch(new RegExp(`/delivery#${awb}-e\\.`));
  });
});

describe('the choices', () => {
  it('moves the delivery to a working day: an event, an audit entry, a confirmation by SMS', async () => {
    const awb = await book();
    await t.drainJobs();
    const day = rescheduleDays(new Date())[0]!;
    const res = await choose(linkOf(awb), { kind: 'reschedule', date: day }, 'key-reschedule-1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      Message: 'Your choice is recorded. We have sent you a confirmation.',
      recorded: true,
      current: { kind: 'reschedule', details: { date: day } },
    });
    const events = await t.db.select().from(trackingEvents).where(eq(trackingEvents.awb, awb));
    expect(events.map((e) => [e.statusCode, e.remarks])).toContainEqual([
      'booked',
      'The receiver chose another delivery day',
    ]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'receiver.choice' and ${auditLog.recordId} = ${awb}`);
    expect(audit?.after).toMatchObject({ kind: 'reschedule', date: day, channel: 'sms' });
    await t.drainJobs();
    const confirmations = await t.db
      .select()
      .from(smsOutbox)
      .where(sql`${smsOutbox.body} like 'We will deliver shipment ${sql.raw(awb)}%'`);
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.toNumber).toBe('+96599887766');
    // The public tracking shows the remark, never the details.
    const tracks = (await t.get(`tracks?AWBNO=${awb}`)).json();
    expect(tracks.data.shipmentHistory[0].shipmentDetails).toBe(
      'The receiver chose another delivery day',
    );
  });

  it('refuses a Friday, a day past the 7 and a day in the past', async () => {
    const awb = await book();
    const allowed = rescheduleDays(new Date());
    const today = new Date().toISOString().slice(0, 10);
    const friday = [1, 2, 3, 4, 5, 6, 7]
      .map((n) => new Date(Date.now() + n * DAY + 3 * 3_600_000).toISOString().slice(0, 10))
      .find((d) => !allowed.includes(d) && d > today);
    for (const date of [friday, '2099-01-01', '2020-01-01'].filter(Boolean)) {
      const res = await choose(
        linkOf(awb),
        { kind: 'reschedule', date },
        `bad-day-${String(date)}`,
      );
      expect(res.statusCode, String(date)).toBe(400);
      expect(res.json().errors).toEqual({ date: 'Please choose one of the working days offered.' });
    }
  });

  it('holds at a branch, leaves with a neighbour, delivers to another Kuwaiti address', async () => {
    const awb = await book();
    const { options } = (await open(linkOf(awb, 'email'))).json();
    const branch = options.branches[0];
    const steps = [
      [{ kind: 'branch', branchId: branch.id }, { branchId: branch.id }],
      [
        { kind: 'neighbour', place: 'neighbour', note: 'Flat 4, Um Ahmad' },
        { place: 'neighbour', note: 'Flat 4, Um Ahmad' },
      ],
      [
        {
          kind: 'address',
          address: { area: 'Jabriya', block: '10', street: '5', house: '22', floor: '2', flat: '' },
        },
        { area: 'Jabriya', block: '10', street: '5', house: '22', floor: '2', flat: '', note: '' },
      ],
    ] as const;
    for (const [i, [choice, details]] of steps.entries()) {
      const res = await choose(linkOf(awb, 'email'), choice, `mixed-${i}-key`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().current.details).toMatchObject(details);
    }
    expect((await choicesOf(awb)).map((c) => [c.kind, c.channel])).toEqual([
      ['branch', 'email'],
      ['neighbour', 'email'],
      ['address', 'email'],
    ]);
    // Operations see them on the shipment, in the staff member's language.
    const ops = await staffCookie(t, 'operations');
    const detail = (await adminCall(t, 'admin_shipment', { shipmentNo: awb }, ops)).json();
    expect(detail.shipment.receiverChoices.map((c: { kind: string }) => c.kind)).toEqual([
      'address',
      'neighbour',
      'branch',
    ]);
    expect(detail.shipment.receiverChoices[0].summary).toBe(
      'Jabriya, Block 10, Street 5, House 22, Floor 2',
    );
    // The page now shows the one in force.
    expect((await open(linkOf(awb))).json().options.current.kind).toBe('address');
    await t.drainJobs();
    const dir = join(t.config.dataDir, 'outbox');
    const mails = await Promise.all(
      (await readdir(dir)).map((n) => readFile(join(dir, n), 'utf8')),
    );
    const confirmations = mails.filter((m) =>
      m.includes(`Your delivery of shipment ${awb} is changed`),
    );
    expect(confirmations).toHaveLength(3);
  });

  it('says what is missing from an address, field by field, in Arabic too', async () => {
    const awb = await book();
    const res = await choose(
      linkOf(awb),
      { kind: 'address', address: { area: '', block: '1', street: '', house: '3' } },
      'bad-address-key',
      'ar',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'address.area': 'يُرجى تعبئة هذا الجزء من العنوان.',
      'address.street': 'يُرجى تعبئة هذا الجزء من العنوان.',
    });
    const noNote = await choose(
      linkOf(awb),
      { kind: 'neighbour', place: 'safe_place', note: '' },
      'no-note-key',
    );
    expect(noNote.json().errors).toEqual({
      note: 'Please say where or with whom to leave the shipment.',
    });
    const unknownBranch = await choose(
      linkOf(awb),
      { kind: 'branch', branchId: 999999 },
      'no-branch-key',
    );
    expect(unknownBranch.json().errors).toEqual({
      branchId: 'Please choose one of the branches offered.',
    });
    expect(await choicesOf(awb)).toHaveLength(0);
  });

  it('records one change for a double tap, a retry and a second phone', async () => {
    const awb = await book();
    const day = rescheduleDays(new Date()).at(-1)!;
    const choice = { kind: 'reschedule', date: day };
    const answers = await Promise.all([
      choose(linkOf(awb), choice, 'tap-tap-0001'),
      choose(linkOf(awb), choice, 'tap-tap-0001'),
    ]);
    const again = await choose(linkOf(awb), choice, 'tap-tap-0001');
    const secondPhone = await choose(linkOf(awb, 'whatsapp'), choice, 'other-phone-01');
    for (const res of [...answers, again, secondPhone]) expect(res.statusCode, res.body).toBe(200);
    expect([...answers, again, secondPhone].filter((r) => r.json().recorded)).toHaveLength(1);
    expect(secondPhone.json().Message).toBe('This choice was already recorded.');
    expect(await choicesOf(awb)).toHaveLength(1);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'receiver.choice' and ${auditLog.recordId} = ${awb}`);
    expect(audits).toHaveLength(1);
  });

  it('once out for delivery: no new address, then nothing past the cut-off, in the reader’s language', async () => {
    const awb = await book();
    expect((await scan(awb, 'out_for_delivery')).statusCode).toBe(201);
    const page = (await open(linkOf(awb))).json();
    expect(page.options.kinds).toEqual(['reschedule', 'branch', 'neighbour']);
    expect(page.options.closes_at).not.toBe('');
    const address = await choose(
      linkOf(awb),
      { kind: 'address', address: { area: 'Jabriya', block: '1', street: '2', house: '3' } },
      'late-address-key',
    );
    expect(address.statusCode).toBe(409);
    expect(address.json().Message).toBe('This choice is no longer possible for this shipment.');
    // The courier left two hours ago: past the 60 minutes the settings give.
    await t.db.execute(
      sql`update tracking_events set occurred_at = occurred_at - interval '2 hours' where awb = ${awb}`,
    );
    const day = rescheduleDays(new Date())[0];
    const late = await choose(linkOf(awb), { kind: 'reschedule', date: day }, 'late-day-key', 'ar');
    expect(late.statusCode).toBe(409);
    expect(late.json().Message).toBe(
      'المندوب في طريقه بهذه الشحنة، وقد فات موعد تغيير تسليمها اليوم.',
    );
    const en = (await open(linkOf(awb))).json().options;
    expect(en).toMatchObject({
      open: false,
      kinds: [],
      refusal: expect.stringMatching(/too late/),
    });
    expect(await choicesOf(awb)).toHaveLength(0);
  });

  it('the expected delivery day on tracking follows a new day the receiver chose', async () => {
    const expected = async (awb: string) => {
      const { statusDetails } = (await t.get(`tracks?AWBNO=${awb}`)).json().data;
      return [statusDetails.expectedDeliveryFrom, statusDetails.expectedDeliveryTo];
    };
    const awb = await book();
    const before = await expected(awb);
    expect(before[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const days = (await open(linkOf(awb))).json().options.days as string[];
    const day = days.at(-1)!;
    expect(day > before[1]!).toBe(true);
    const res = await choose(linkOf(awb), { kind: 'reschedule', date: day }, 'expected-day-key');
    expect(res.statusCode, res.body).toBe(200);
    expect(await expected(awb)).toEqual([day, day]);
    // The receiver's page shows the same tracking answer.
    const page = (await open(linkOf(awb))).json();
    expect(page.tracking.statusDetails.expectedDeliveryFrom).toBe(day);
    // Another choice in force (a neighbour): the estimate again.
    const other = await choose(
      linkOf(awb),
      { kind: 'neighbour', place: 'safe_place', note: 'Behind the gate' },
      'expected-day-neighbour-key',
    );
    expect(other.statusCode, other.body).toBe(200);
    expect(await expected(awb)).toEqual(before);
  });

  it('a new day chosen while out for delivery moves the expected day off today', async () => {
    const awb = await book();
    expect((await scan(awb, 'out_for_delivery')).statusCode).toBe(201);
    const today = (await t.get(`tracks?AWBNO=${awb}`)).json().data.statusDetails;
    expect(today.expectedDeliveryFrom).toBe(today.expectedDeliveryTo);
    const day = rescheduleDays(new Date())[0]!;
    const res = await choose(linkOf(awb), { kind: 'reschedule', date: day }, 'ofd-day-key');
    expect(res.statusCode, res.body).toBe(200);
    const moved = (await t.get(`tracks?AWBNO=${awb}`)).json().data.statusDetails;
    expect([moved.expectedDeliveryFrom, moved.expectedDeliveryTo]).toEqual([day, day]);
  });

  it('offers nothing for a shipment delivered outside Kuwait', async () => {
    const awb = await book();
    await t.db.execute(
      sql`update shipments set record = jsonb_set(record, '{receiver_country_name}', '"India"') where awb = ${awb}`,
    );
    const { options } = (await open(linkOf(awb))).json();
    expect(options).toMatchObject({
      open: false,
      refusal: 'Delivery choices are only offered for shipments delivered in Kuwait.',
    });
  });
});
