import { eq, like, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, staffCookie } from '../admin/adminTestSupport.ts';
import { createCustomer } from '../customers/customerAccounts.ts';
import {
  auditLog,
  claimFiles,
  claims,
  messageDeliveries,
  smsOutbox,
  trackingEvents,
} from '../db/schema/index.ts';
import { createApiKey } from '../merchantApi/apiKeys.ts';
import { merchantShipmentBody } from '../merchantApi/merchant.testSupport.ts';
import { KUWAIT, publicBooking, serviceId } from '../shipments/booking.testSupport.ts';
import { loadShippingConfig } from '../shipments/shippingConfig.ts';
import { startTestApp, TEST_SECRETS, type TestApp } from '../testing/testApp.ts';
import { signReceiverLink, type LinkChannel } from '../receiver/receiverLink.ts';
import { claimPhotoLink } from './claimPhotos.ts';

/**
 * Claims (docs/claims.md): the receiver files from the delivery link, the sender from the
 * portal; photos judged by their bytes; one account never sees another's; the same key is the
 * same claim; staff's steps and the messages each sends once; the photos' links expire.
 */
const OPS_TOKEN = 'ops-token-for-tests-0123456789-abcdef';
const PASSWORD = 'Clm#password!1';
const DAY = 86_400_000;
let t: TestApp;
let service: string;
let parcel: string;
let ops = '';
let custService = '';
const keys = { a: '', b: '' };
const portal = { a: '', b: '' };
let jpeg = '';
let address = 0;

const site = (path: string, body: unknown, cookie?: string, lang = 'en') => {
  address += 1;
  return t.app.inject({
    method: 'POST',
    url: `/api/website/${path}`,
    remoteAddress: `10.44.${Math.floor(address / 250)}.${address % 250}`,
    headers: {
      'content-type': 'application/json',
      'accept-language': lang,
      ...(cookie ? { cookie } : {}),
    },
    payload: JSON.stringify(body),
  });
};

const scan = (awb: string, status: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/ops/shipments/${awb}/events`,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${OPS_TOKEN}` },
    payload: JSON.stringify({
      status,
      location: 'Salmiya',
      remarks: 'Scan',
    }),
  });

let bookings = 0;
async function bookForReceiver(): Promise<string> {
  bookings += 1;
  const res = await t.post(
    'create_shipment',
    publicBooking(service, {
      special_instruction: `Claim ${bookings}`,
      receiver_country: KUWAIT,
      receiver_city: 'Salmiya',
      receiver_street_name_number: 'Block 3, Street 12, House 7',
      receiver_zip_code: '22001',
      receiver_mobile: '+96599887766',
      receiver_email: 'noura@example.com',
    }),
  );
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { shipment_no: string }).shipment_no;
}

const linkOf = (awb: string, channel: LinkChannel = 'sms') =>
  signReceiverLink({ awb, channel }, TEST_SECRETS.LABEL_TOKEN_SECRET, new Date(Date.now() + DAY));

async function login(userId: string) {
  const res = await site('customer_login', { Userid: userId, Password: PASSWORD });
  const cookie = res.cookies.find((c) => c.name === 'courier_session');
  if (!cookie) throw new Error(`no session: ${res.body}`);
  return `courier_session=${cookie.value}`;
}

async function senderShipment(key: string, deliver = true) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/shipments',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    payload: JSON.stringify(
      merchantShipmentBody(parcel, {
        reference: `CLM-${Math.random()}`,
        cod_amount_fils: undefined,
      }),
    ),
  });
  expect(res.statusCode, res.body).toBe(201);
  const shipment = res.json() as { id: string; awb: string };
  if (deliver) expect((await scan(shipment.awb, 'delivered')).statusCode).toBe(201);
  return shipment;
}

const damage = (photos = [jpeg]) => ({
  kind: 'damage',
  description: 'The box arrived crushed.',
  valueFils: 12_500,
  photos,
});

beforeAll(async () => {
  t = await startTestApp({ shipping: { ...loadShippingConfig({}), opsToken: OPS_TOKEN } });
  service = await serviceId(t, 'Domestic Next Day');
  parcel = await serviceId(t, 'Express Parcel');
  const bytes = await sharp({
    create: { width: 16, height: 16, channels: 3, background: '#c00' },
  })
    .jpeg()
    .toBuffer();
  jpeg = `data:image/jpeg;base64,${bytes.toString('base64')}`;
  for (const who of ['a', 'b'] as const) {
    const row = await createCustomer(t.db, {
      userId: `clm-${who}`,
      password: PASSWORD,
      companyName: `Claims ${who} WLL`,
      contactPerson: who,
      city: 'Kuwait City',
      phone: '+96522223333',
      email: `clm-${who}@example.com`,
      accountNo: `AC-CLM-${who.toUpperCase()}`,
    });
    keys[who] = (await createApiKey(t.db, row!.id, 'server', 'live')).key;
    portal[who] = await login(`clm-${who}`);
  }
  ops = await staffCookie(t, 'operations', 'clm-ops');
  custService = await staffCookie(t, 'customer-service', 'clm-cs');
}, 120_000);
afterAll(async () => t?.close());

describe('the receiver, from the delivery link', () => {
  it('keeps the link open after delivery, files a damage claim with a photo, once', async () => {
    const awb = await bookForReceiver();
    const token = linkOf(awb);
    const before = (await site('delivery_claim', { token })).json();
    expect(before.gate).toMatchObject({ open: false, kinds: [] });
    expect(before.gate.refusal).toMatch(/once the shipment is delivered/);
    expect((await scan(awb, 'delivered')).statusCode).toBe(201);

    const page = await site('delivery_link', { token });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().options).toMatchObject({ open: false });
    const opened = (await site('delivery_claim', { token })).json();
    expect(opened).toMatchObject({ gate: { open: true, kinds: ['damage'] }, claim: null });

    const body = { token, idempotency_key: 'claim-key-0001', claim: damage() };
    const res = await site('delivery_claim_file', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      created: true,
      claim: { kind: 'damage', state: 'submitted', value_fils: 12_500, photo_count: 1 },
    });
    expect(res.headers['cache-control']).toBe('no-store');
    const again = (await site('delivery_claim_file', body)).json();
    expect(again).toMatchObject({ created: false, claim: { id: res.json().claim.id } });
    // Another key while the first is open: refused, one open claim per claimant.
    const second = await site('delivery_claim_file', {
      ...body,
      idempotency_key: 'claim-key-0002',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().Message).toMatch(/already have an open claim/);

    const shown = (await site('delivery_claim', { token })).json();
    expect(shown.claim).toMatchObject({ state: 'submitted', state_label: 'Submitted' });
    await t.drainJobs();
    const sms = await t.db.select().from(smsOutbox).where(like(smsOutbox.key, 'claim:%'));
    expect(sms.filter((s) => s.body.includes(awb))).toHaveLength(1);
    expect(sms.find((s) => s.body.includes(awb))?.toNumber).toBe('+96599887766');
  });

  it('words refusals in Arabic and judges photos by their bytes', async () => {
    const awb = await bookForReceiver();
    await scan(awb, 'delivered');
    const token = linkOf(awb, 'email');
    const renamed = `data:image/jpeg;base64,${Buffer.from('just some text, not a picture').toString('base64')}`;
    const res = await site('delivery_claim_file', {
      token,
      idempotency_key: 'claim-key-text',
      claim: damage([renamed]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.photos).toMatch(/JPEG or PNG/);
    const ar = await site(
      'delivery_claim_file',
      { token, idempotency_key: 'claim-key-ar', claim: damage([]) },
      undefined,
      'ar',
    );
    expect(ar.statusCode).toBe(400);
    expect(ar.json().errors.photos).toBe('أضف صورة واحدة على الأقل للتلف.');
    const loss = await site('delivery_claim_file', {
      token,
      idempotency_key: 'claim-key-loss',
      claim: { ...damage(), kind: 'loss' },
    });
    expect(loss.statusCode).toBe(409);
    expect(
      await t.db.select().from(claims).where(eq(claims.idempotencyKey, 'claim-key-text')),
    ).toEqual([]);
  });

  it('closes CLAIM_WINDOW_DAYS after delivery', async () => {
    const awb = await bookForReceiver();
    expect((await scan(awb, 'delivered')).statusCode).toBe(201);
    // The whole history 31 days back: delivered a day past the window.
    await t.db
      .update(trackingEvents)
      .set({ occurredAt: sql`${trackingEvents.occurredAt} - interval '31 days'` })
      .where(eq(trackingEvents.awb, awb));
    const res = await site('delivery_claim', { token: linkOf(awb) });
    expect(res.statusCode).toBe(410);
    expect((await site('delivery_link', { token: linkOf(awb) })).statusCode).toBe(410);
  });

  it('opens loss for a shipment in exception', async () => {
    const awb = await bookForReceiver();
    const scanned = await scan(awb, 'exception');
    expect(scanned.statusCode, scanned.body).toBe(201);
    const token = linkOf(awb);
    expect((await site('delivery_claim', { token })).json().gate).toMatchObject({
      kinds: ['loss'],
    });
    const res = await site('delivery_claim_file', {
      token,
      idempotency_key: 'claim-key-exc',
      claim: { kind: 'loss', description: 'Never came.', valueFils: 3000 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().claim).toMatchObject({ kind: 'loss', photo_count: 0 });
  });
});

describe('the sender, from the portal', () => {
  it('files from the account and nobody else sees it', async () => {
    const shipment = await senderShipment(keys.a);
    const res = await site(
      'portal_claim_file',
      { shipmentId: shipment.id, idempotency_key: 'portal-claim-1', claim: damage() },
      portal.a,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().claim.state).toBe('submitted');
    const mine = (await site('portal_claim', { shipmentId: shipment.id }, portal.a)).json();
    expect(mine.claim.id).toBe(res.json().claim.id);
    for (const call of ['portal_claim', 'portal_claim_file'] as const) {
      const other = await site(
        call,
        { shipmentId: shipment.id, idempotency_key: 'portal-claim-b', claim: damage() },
        portal.b,
      );
      expect(other.statusCode, call).toBe(404);
    }
    const answer = await site(
      'portal_claim_answer',
      { shipmentId: shipment.id, claim_id: res.json().claim.id, answer: { note: 'x' } },
      portal.b,
    );
    expect(answer.statusCode).toBe(404);
    expect((await site('portal_claim', { shipmentId: shipment.id })).statusCode).toBe(401);
    await t.drainJobs();
    const [row] = await t.db
      .select()
      .from(claims)
      .where(eq(claims.idempotencyKey, 'portal-claim-1'));
    const sent = await t.db
      .select()
      .from(messageDeliveries)
      .where(like(messageDeliveries.key, `claim:${row!.id}:%`));
    expect(sent).toMatchObject([{ channel: 'email', recipient: 'clm-a@example.com' }]);
  });

  it('refuses a claim before delivery', async () => {
    const shipment = await senderShipment(keys.a, false);
    const res = await site(
      'portal_claim_file',
      { shipmentId: shipment.id, idempotency_key: 'portal-claim-early', claim: damage() },
      portal.a,
    );
    expect(res.statusCode).toBe(409);
  });
});

describe('the back office', () => {
  it('asks for more, takes the answer, accepts; each step told once; photos behind links', async () => {
    const shipment = await senderShipment(keys.a);
    const filed = await site(
      'portal_claim_file',
      { shipmentId: shipment.id, idempotency_key: 'portal-claim-2', claim: damage() },
      portal.a,
    );
    const id = filed.json().claim.id as string;
    expect((await adminCall(t, 'admin_claims', {}, custService)).statusCode).toBe(403);

    const queue = (await adminCall(t, 'admin_claims', { state: 'submitted' }, ops)).json();
    expect(queue.claims.map((c: { id: string }) => c.id)).toContain(id);
    const detail = (await adminCall(t, 'admin_claim', { id }, ops)).json().claim;
    expect(detail).toMatchObject({ awb: shipment.awb, claimant: 'sender', by: ['sender'] });
    const photo = await t.app.inject({ method: 'GET', url: detail.photos[0].url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');

    const noReason = await adminCall(t, 'admin_claim_decide', { id, decision: 'reject' }, ops);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toBe('Please give a reason.');
    const ask = await adminCall(
      t,
      'admin_claim_decide',
      { id, decision: 'ask', reason: 'A photo of the label, please.' },
      ops,
    );
    expect(ask.statusCode, ask.body).toBe(200);
    expect(ask.json().claim.state).toBe('more_info_requested');
    const answered = await site(
      'portal_claim_answer',
      { shipmentId: shipment.id, claim_id: id, answer: { note: 'Here it is.', photos: [jpeg] } },
      portal.a,
    );
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().claim).toMatchObject({ state: 'submitted', photo_count: 2 });
    const accept = await adminCall(t, 'admin_claim_decide', { id, decision: 'accept' }, ops);
    expect(accept.json().claim.state).toBe('accepted');
    const late = await adminCall(
      t,
      'admin_claim_decide',
      { id, decision: 'reject', reason: 'x' },
      ops,
    );
    expect(late.statusCode).toBe(409);

    const seen = (await site('portal_claim', { shipmentId: shipment.id }, portal.a, 'ar')).json();
    expect(seen.claim).toMatchObject({ state: 'accepted', state_label: 'مقبولة' });
    expect(seen.claim.events.map((e: { step: string }) => e.step)).toEqual([
      'file',
      'ask',
      'answer',
      'accept',
    ]);

    await t.drainJobs();
    await t.drainJobs();
    const [row] = await t.db.select().from(claims).where(eq(claims.publicId, id));
    const sent = await t.db
      .select()
      .from(messageDeliveries)
      .where(like(messageDeliveries.key, `claim:${row!.id}:%`));
    expect(sent).toHaveLength(4);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.recordId, `CL-${String(row!.id).padStart(6, '0')}`));
    expect(audit.map((a) => a.action).sort()).toEqual(
      ['claim.accept', 'claim.answer', 'claim.ask', 'claim.file'].sort(),
    );
  });

  it('signs photo links that expire', async () => {
    const [file] = await t.db.select().from(claimFiles).limit(1);
    const old = claimPhotoLink(
      file!.fileId,
      TEST_SECRETS.LABEL_TOKEN_SECRET,
      new Date(Date.now() - DAY),
    );
    const expired = await t.app.inject({ method: 'GET', url: old });
    expect(expired.statusCode).toBe(410);
    const forged = await t.app.inject({ method: 'GET', url: '/api/admin/claim_photo/abc.1.def' });
    expect(forged.statusCode).toBe(404);
  });
});
