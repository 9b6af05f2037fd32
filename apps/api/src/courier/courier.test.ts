import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, staffCookie } from '../admin/adminTestSupport.ts';
import { assignStop, courierOf } from './courierRun.testSupport.ts';
import { createCustomer } from '../customers/customerAccounts.ts';
import {
  auditLog,
  codEntries,
  courierActions,
  receiverChoices,
  shipments,
  trackingEvents,
} from '../db/schema/index.ts';
import { createApiKey } from '../merchantApi/apiKeys.ts';
import { merchantShipmentBody } from '../merchantApi/merchant.testSupport.ts';
import { rowsOf } from '../shipments/nextSerial.ts';
import { JPEG_DATA_URL, serviceId } from '../shipments/booking.testSupport.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { deliveryCode, proofLink } from './proofFiles.ts';

/**
 * The couriers' runs through the API (docs/courier.md): operations plan a run, each courier sees
 * and acts on their own stops only, actions are stored once per key, and the proof pictures are
 * judged by their bytes and read only through signed links that expire. PGlite by default.
 */
let t: TestApp;
let parcel: string;
let apiKey = '';
const staff = { ops: '', ali: '', badr: '', finance: '' };
const ids = { ali: 0, badr: 0 };
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const PDF = `data:image/png;base64,${Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF').toString('base64')}`;
let keyCount = 0;
const newKey = () => `key-${Date.now()}-${(keyCount += 1)}`;

async function ship(cod?: number): Promise<{ id: string; awb: string }> {
  const body = merchantShipmentBody(parcel, {
    reference: `RUN-${Math.random()}`,
    cod_amount_fils: cod,
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/shipments',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; awb: string };
}

const assign = (awb: string, courier: 'ali' | 'badr', kind: 'delivery' | 'pickup' = 'delivery') =>
  assignStop(t, staff.ops, ids[courier], awb, kind);

const call = (name: Parameters<typeof adminCall>[1], body: object, cookie: string, lang = 'en') =>
  t.app.inject({
    method: name === 'courier_run' ? 'GET' : 'POST',
    url: `/api/admin/${name === 'courier_run' ? 'courier/run' : `courier/${name.slice('courier_'.length)}`}`,
    headers: { cookie, 'accept-language': lang },
    ...(name === 'courier_run' ? {} : { payload: body }),
  });

beforeAll(async () => {
  t = await startTestApp();
  parcel = await serviceId(t, 'Express Parcel');
  const customer = await createCustomer(t.db, {
    userId: 'run-merchant',
    password: 'Sh0p#password!',
    companyName: 'Run WLL',
    contactPerson: 'Noor',
    city: 'Kuwait City',
    phone: '+96522223333',
    email: 'run@example.com',
    accountNo: 'AC-RUN',
  });
  apiKey = (await createApiKey(t.db, customer!.id, 'server', 'live')).key;
  staff.ops = await staffCookie(t, 'operations', 'run-ops');
  staff.finance = await staffCookie(t, 'finance', 'run-finance');
  for (const name of ['ali', 'badr'] as const)
    ({ cookie: staff[name], id: ids[name] } = await courierOf(t, `courier-${name}`));
}, 120_000);
afterAll(async () => t?.close());

describe('planning a run', () => {
  it('lists the couriers, assigns stops in order and refuses a second stop of a kind', async () => {
    const couriers = (await adminCall(t, 'admin_couriers', {}, staff.ops)).json() as {
      couriers: { username: string }[];
    };
    expect(couriers.couriers.map((c) => c.username)).toEqual(['courier-ali', 'courier-badr']);
    const { awb } = await ship();
    const first = await assign(awb, 'badr', 'pickup');
    const again = await adminCall(
      t,
      'admin_courier_assign',
      { courierId: ids.ali, awb, kind: 'pickup' },
      staff.ops,
    );
    expect(again.statusCode).toBe(409);
    const second = await assign((await ship()).awb, 'badr');
    expect(second.position).toBe(first.position + 1);
    const notCourier = await adminCall(
      t,
      'admin_courier_assign',
      { courierId: 999_999, awb, kind: 'delivery' },
      staff.ops,
    );
    expect(notCourier.statusCode).toBe(404);
    // Couriers and finance do not plan runs.
    for (const cookie of [staff.ali, staff.finance])
      expect((await adminCall(t, 'admin_couriers', {}, cookie)).statusCode).toBe(403);
  });

  it('reorders a run and suggests an order by governorate, area, block or city', async () => {
    const { date } = await assign((await ship()).awb, 'badr');
    const run = (
      await adminCall(t, 'admin_courier_run', { courierId: ids.badr, date }, staff.ops)
    ).json() as { stops: { stopId: number; address: { city: string } }[] };
    const reversed = run.stops.map((s) => s.stopId).reverse();
    const res = await adminCall(
      t,
      'admin_courier_reorder',
      { courierId: ids.badr, date, stopIds: reversed },
      staff.ops,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as typeof run).stops.map((s) => s.stopId)).toEqual(reversed);
    const partial = await adminCall(
      t,
      'admin_courier_reorder',
      { courierId: ids.badr, date, stopIds: reversed.slice(1) },
      staff.ops,
    );
    expect(partial.statusCode).toBe(422);
    const suggested = (
      await adminCall(t, 'admin_courier_suggest', { courierId: ids.badr, date }, staff.ops)
    ).json() as { stopIds: number[] };
    expect([...suggested.stopIds].sort()).toEqual([...reversed].sort());
  });
});

describe('a courier sees and acts on their own run only', () => {
  it('shows the own stops with address, phone, COD and notes; another courier gets 404', async () => {
    const { awb } = await ship(4_250);
    const { stopId } = await assign(awb, 'ali');
    const own = (await call('courier_run', {}, staff.ali)).json() as {
      stops: { stopId: number; codAmountFils: number | null; contact: { phone: string } }[];
    };
    const stop = own.stops.find((s) => s.stopId === stopId);
    expect(stop).toMatchObject({ codAmountFils: 4_250, contact: { phone: '+919999988888' } });
    expect((await call('courier_run', {}, staff.ali, 'ar')).json()).toMatchObject({
      reasons: expect.arrayContaining([{ id: 'nobody_home', label: 'لا أحد في المنزل' }]),
    });
    const other = (await call('courier_run', {}, staff.badr)).json() as {
      stops: { stopId: number }[];
    };
    expect(other.stops.map((s) => s.stopId)).not.toContain(stopId);
    const key = newKey();
    const attempts = [
      call('courier_picked_up', { stopId, idempotencyKey: key }, staff.badr),
      call(
        'courier_delivered',
        { stopId, idempotencyKey: key, receiverName: 'Ravi', signature: PNG },
        staff.badr,
      ),
      call('courier_failed', { stopId, idempotencyKey: key, reason: 'closed' }, staff.badr),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual({ Status: 'Error', Message: 'This stop is not on your run.' });
    }
    const ops = await call('courier_run', {}, staff.ops);
    expect(ops.statusCode).toBe(403);
  });
});

describe('the receiver’s choices on the run', () => {
  it('shows a new address in Kuwait with its parts, the choice and its note', async () => {
    const { awb } = await ship();
    const { stopId } = await assign(awb, 'ali');
    const [shipment] = await t.db.select().from(shipments).where(eq(shipments.awb, awb));
    const details = {
      area: 'Salmiya',
      block: '10',
      street: 'Baghdad St',
      house: '7',
      floor: '2',
      flat: '5',
      note: 'Blue door',
    };
    await t.db.insert(receiverChoices).values({
      shipmentId: shipment!.id,
      awb,
      kind: 'address',
      details,
      channel: 'sms',
      idempotencyKey: newKey(),
    });
    const run = (await call('courier_run', {}, staff.ali)).json() as {
      stops: {
        stopId: number;
        address: Record<string, string>;
        receiverChoice: { kind: string } | null;
        notes: string;
      }[];
    };
    const stop = run.stops.find((s) => s.stopId === stopId)!;
    expect(stop.address).toMatchObject({ area: 'Salmiya', block: '10', house: '7', flat: '5' });
    expect(stop.receiverChoice?.kind).toBe('address');
    expect(stop.notes).toContain('Blue door');
  });
});

describe('delivered', () => {
  it('with a signature: the event signed by the receiver, the COD entry, messages, audit', async () => {
    const { awb } = await ship(12_345);
    const { stopId } = await assign(awb, 'ali');
    const res = await call(
      'courier_delivered',
      {
        stopId,
        idempotencyKey: newKey(),
        receiverName: 'Ravi Kumar',
        signature: PNG,
        placeLeft: 'Handed over',
        codCollectedFils: 12_345,
        position: { lat: 29.3759, lng: 47.9774 },
      },
      staff.ali,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ state: 'delivered', status: 'Delivered', awb });
    const [event] = await t.db
      .select()
      .from(trackingEvents)
      .where(sql`${trackingEvents.awb} = ${awb} and ${trackingEvents.statusCode} = 'delivered'`);
    expect(event).toMatchObject({
      status: 'Delivered',
      signedBy: 'Ravi Kumar',
      remarks: 'Delivered, signed by Ravi Kumar',
    });
    const [shipment] = await t.db.select().from(shipments).where(eq(shipments.awb, awb));
    const entries = await t.db
      .select()
      .from(codEntries)
      .where(eq(codEntries.shipmentId, shipment!.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ collectedFils: 12_345, recordedBy: 'courier:courier-ali' });
    const jobs = rowsOf<{ key: string }>(
      await t.db.execute(
        sql`select data->>'key' as key from pgboss.job where data->>'key' like ${`shipment:${awb}:event:${event!.id}:%`}`,
      ),
    );
    expect(jobs.map((j) => j.key)).toContain(`shipment:${awb}:event:${event!.id}:sms:receiver`);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'courier.delivered' and ${auditLog.after}->>'awb' = ${awb}`);
    expect(audit).toMatchObject({ staffUsername: 'courier-ali' });
    expect(audit!.after).toMatchObject({ position: { lat: 29.3759, lng: 47.9774 } });
  });

  it('a COD delivery without the cash is refused; a one-time code stands for a signature', async () => {
    const { awb } = await ship(1_000);
    const { stopId, date } = await assign(awb, 'ali');
    const base = { stopId, receiverName: 'Ravi' };
    const noCash = await call(
      'courier_delivered',
      { ...base, idempotencyKey: newKey(), signature: PNG },
      staff.ali,
    );
    expect(noCash.statusCode, noCash.body).toBe(422);
    const wrong = await call(
      'courier_delivered',
      { ...base, idempotencyKey: newKey(), code: '000000', codCollectedFils: 1_000 },
      staff.ali,
    );
    const right = deliveryCode(awb, date, t.config.shipping.labelTokenSecret!);
    if (right !== '000000') expect(wrong.statusCode).toBe(400);
    const proof = await call(
      'courier_delivered',
      { ...base, idempotencyKey: newKey(), code: right, codCollectedFils: 1_000 },
      staff.ali,
    );
    expect(proof.statusCode, proof.body).toBe(201);
  });
});

describe('idempotency', () => {
  it('the same key answers the same, stored once; the key with another body is refused', async () => {
    const { awb } = await ship();
    const { stopId } = await assign(awb, 'ali', 'pickup');
    const key = newKey();
    const body = { stopId, idempotencyKey: key };
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await call('courier_picked_up', body, staff.ali));
    const [first, ...retries] = answers;
    expect(first!.statusCode, first!.body).toBe(201);
    for (const retry of retries) {
      expect(retry.statusCode).toBe(first!.statusCode);
      expect(retry.json()).toEqual(first!.json());
    }
    const stored = await t.db
      .select()
      .from(courierActions)
      .where(eq(courierActions.idempotencyKey, key));
    expect(stored).toHaveLength(1);
    const events = await t.db
      .select()
      .from(trackingEvents)
      .where(sql`${trackingEvents.awb} = ${awb} and ${trackingEvents.statusCode} = 'picked_up'`);
    expect(events).toHaveLength(1);
    const other = await call(
      'courier_failed',
      { stopId, idempotencyKey: key, reason: 'closed' },
      staff.ali,
    );
    expect(other.statusCode).toBe(422);
  });

  it('two identical requests at the same moment record one action', async () => {
    const { awb } = await ship();
    const { stopId } = await assign(awb, 'ali');
    const body = { stopId, idempotencyKey: newKey(), receiverName: 'Ravi', signature: PNG };
    const twins = await Promise.all([
      call('courier_delivered', body, staff.ali),
      call('courier_delivered', body, staff.ali),
    ]);
    for (const res of twins) expect(res.statusCode, res.body).toBe(201);
    const stored = await t.db
      .select()
      .from(courierActions)
      .where(eq(courierActions.idempotencyKey, body.idempotencyKey));
    expect(stored).toHaveLength(1);
  });
});

describe('failed attempt and conflicts', () => {
  it('records the reason on an exception event; the stop is closed after', async () => {
    const { awb } = await ship();
    const { stopId } = await assign(awb, 'ali');
    const res = await call(
      'courier_failed',
      { stopId, idempotencyKey: newKey(), reason: 'nobody_home', note: 'Rang twice', photo: PNG },
      staff.ali,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ state: 'failed', status: 'Exception' });
    const [event] = await t.db
      .select()
      .from(trackingEvents)
      .where(sql`${trackingEvents.awb} = ${awb} and ${trackingEvents.statusCode} = 'exception'`);
    expect(event?.remarks).toBe('Delivery attempted: nobody at home');
    const other = await call(
      'courier_failed',
      { stopId, idempotencyKey: newKey(), reason: 'other' },
      staff.ali,
    );
    expect(other.statusCode).toBe(400);
    const again = await call(
      'courier_failed',
      { stopId, idempotencyKey: newKey(), reason: 'closed' },
      staff.ali,
    );
    expect(again.statusCode).toBe(409);
  });

  it('a cancelled shipment is a 409 in the courier’s language', async () => {
    const { id, awb } = await ship();
    const { stopId } = await assign(awb, 'ali');
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/shipments/${id}/cancel`,
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const body = { stopId, idempotencyKey: newKey(), receiverName: 'Ravi', signature: PNG };
    const en = await call('courier_delivered', body, staff.ali);
    expect(en.statusCode).toBe(409);
    expect(en.json()).toMatchObject({
      Message: 'This shipment was cancelled: do not deliver it, bring it back to the hub.',
    });
    const ar = await call(
      'courier_delivered',
      { ...body, idempotencyKey: newKey() },
      staff.ali,
      'ar',
    );
    expect(ar.statusCode).toBe(409);
    expect((ar.json() as { Message: string }).Message).toBe(
      'أُلغيت هذه الشحنة: لا تسلّمها، وأعدها إلى المركز.',
    );
  });
});

describe('proof pictures', () => {
  it('refuses what is not a picture of the right type', async () => {
    const { awb } = await ship();
    const { stopId } = await assign(awb, 'ali');
    const base = { stopId, receiverName: 'Ravi' };
    const pdf = await call(
      'courier_delivered',
      { ...base, idempotencyKey: newKey(), signature: PDF },
      staff.ali,
    );
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json()).toMatchObject({
      errors: { signature: 'The signature must be a PNG picture.' },
    });
    const jpegSignature = await call(
      'courier_delivered',
      { ...base, idempotencyKey: newKey(), signature: JPEG_DATA_URL },
      staff.ali,
    );
    expect(jpegSignature.statusCode).toBe(400);
    const pdfPhoto = await call(
      'courier_delivered',
      { ...base, idempotencyKey: newKey(), signature: PNG, photo: PDF },
      staff.ali,
    );
    expect(pdfPhoto.json()).toMatchObject({
      errors: { photo: 'The photo must be a JPEG or PNG picture.' },
    });
    expect(
      await t.db.select().from(courierActions).where(eq(courierActions.stopId, stopId)),
    ).toEqual([]);
  });

  it('stores them without EXIF, opens them by a signed link that expires', async () => {
    const exifJpeg = await sharp({
      create: { width: 16, height: 16, channels: 3, background: { r: 200, g: 30, b: 30 } },
    })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Phone camera', Make: 'PhoneMaker' } })
      .toBuffer();
    expect((await sharp(exifJpeg).metadata()).exif).toBeDefined();
    const { awb } = await ship();
    const { stopId } = await assign(awb, 'ali');
    const res = await call(
      'courier_delivered',
      {
        stopId,
        idempotencyKey: newKey(),
        receiverName: 'Ravi',
        signature: PNG,
        photo: `data:image/jpeg;base64,${exifJpeg.toString('base64')}`,
      },
      staff.ali,
    );
    expect(res.statusCode, res.body).toBe(201);
    const { proof } = res.json() as { proof: { signatureUrl: string; photoUrl: string } };
    const photo = await t.app.inject({ method: 'GET', url: proof.photoUrl });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['cache-control']).toBe('private, no-store');
    expect((await sharp(photo.rawPayload).metadata()).exif).toBeUndefined();
    const signature = await t.app.inject({ method: 'GET', url: proof.signatureUrl });
    expect(signature.headers['content-type']).toBe('image/png');
    // Tampered: a plain 404. Expired: 410.
    const tampered = await t.app.inject({ method: 'GET', url: `${proof.photoUrl.slice(0, -2)}xx` });
    expect(tampered.statusCode).toBe(404);
    const [row] = await t.db
      .select({ photo: courierActions.photoFileId })
      .from(courierActions)
      .where(eq(courierActions.stopId, stopId));
    const old = proofLink(
      row!.photo!,
      t.config.shipping.labelTokenSecret!,
      new Date(Date.now() - 3_600_000),
    );
    const expired = await t.app.inject({ method: 'GET', url: old });
    expect(expired.statusCode).toBe(410);
    // The planning screen gets fresh links too.
    const run = (
      await adminCall(
        t,
        'admin_courier_run',
        { courierId: ids.ali, date: (await assign((await ship()).awb, 'ali')).date },
        staff.ops,
      )
    ).json() as { stops: { stopId: number; proof: { photoUrl: string | null } }[] };
    expect(run.stops.find((s) => s.stopId === stopId)?.proof.photoUrl).toMatch(
      /^\/api\/admin\/courier_proof\//,
    );
  });
});
