import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@courier/api-client/endpoints';
import { messageWordsIn } from '../http/messageLanguage.ts';
import { adminCall, staffCookie } from '../admin/adminTestSupport.ts';
import { assignStop, courierOf, receiverToken } from '../courier/courierRun.testSupport.ts';
import { createCustomer } from '../customers/customerAccounts.ts';
import {
  auditLog,
  codEntries,
  payments,
  receiverChoices,
  shipments,
  smsOutbox,
  trackingEvents,
} from '../db/schema/index.ts';
import { createApiKey } from '../merchantApi/apiKeys.ts';
import { merchantShipmentBody } from '../merchantApi/merchant.testSupport.ts';
import { SANDBOX_GATEWAY_PATH } from '../payments/SandboxPaymentProvider.ts';
import { KUWAIT, serviceId } from '../shipments/booking.testSupport.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

/**
 * The receiver pays the cash-on-delivery amount online from the delivery link (docs/receiver.md):
 * the sandbox's hosted page, the COD ledger's entry once, the courier told to collect nothing, the
 * confirmation by the link's channel, a refund flagged when paid twice. PGlite by default.
 */
let t: TestApp;
let parcel: string;
let domestic: string;
let apiKey = '';
const staff = { ops: '', courier: '', courierId: 0 };
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const COD = 12_500;
const words = { en: messageWordsIn('en').receiver, ar: messageWordsIn('ar').receiver };

beforeAll(async () => {
  t = await startTestApp();
  parcel = await serviceId(t, 'Express Parcel');
  domestic = await serviceId(t, 'Domestic Next Day');
  const customer = await createCustomer(t.db, {
    userId: 'cod-link-merchant',
    password: 'Sh0p#password!',
    companyName: 'Link Shop WLL',
    contactPerson: 'Noor',
    city: 'Kuwait City',
    phone: '+96522223333',
    email: 'link-shop@example.com',
    accountNo: 'AC-CODLINK',
  });
  apiKey = (await createApiKey(t.db, customer!.id, 'server', 'live')).key;
  staff.ops = await staffCookie(t, 'operations', 'codlink-ops');
  ({ cookie: staff.courier, id: staff.courierId } = await courierOf(t, 'courier-codlink'));
}, 120_000);
afterAll(async () => t?.close());

/** The receiver in Kuwait: the delivery choices are offered for deliveries in Kuwait only. */
const IN_KUWAIT = {
  company: 'Home',
  attention: 'Noura',
  street: 'Block 3, Street 12, House 7',
  city: 'Salmiya',
  postal_code: '22001',
  country: KUWAIT,
  phone: '+96522334455',
  mobile: '+96599887766',
};

/** A merchant's shipment through the API (with a COD amount unless null); answers its AWB. */
async function ship(cod: number | null = COD, inKuwait = false): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/shipments',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
    payload: JSON.stringify(
      merchantShipmentBody(parcel, {
        reference: `LINK-${Math.random()}`,
        cod_amount_fils: cod ?? undefined,
        ...(inKuwait ? { service: domestic, recipient: IN_KUWAIT } : {}),
      }),
    ),
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { awb: string }).awb;
}

const post = (path: string, body: object, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/website/${path}`,
    headers: { 'content-type': 'application/json', 'accept-language': lang },
    payload: JSON.stringify(body),
  });

const open = async (token: string) => {
  const res = await post('delivery_link', { token });
  expect(res.statusCode, res.body).toBe(200);
  return endpoints.delivery_link.success.parse(res.json());
};

const startPaying = async (token: string, lang = 'en') =>
  post('delivery_cod_payment', { token, payment_method: 'knet' }, lang);

/** The payer on the sandbox's page: its signed result (the parameters of the return). */
async function payOnGateway(paymentLink: string, outcome: 'approved' | 'declined') {
  const session = new URL(paymentLink, 'http://localhost').searchParams.get('session')!;
  const res = await t.app.inject({
    method: 'POST',
    url: SANDBOX_GATEWAY_PATH,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ session, action: 'pay', outcome }).toString(),
  });
  expect(res.statusCode).toBe(303);
  return Object.fromEntries(new URL(res.headers.location as string).searchParams);
}

const comeBack = (params: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url: `/api/website/payment_return?${new URLSearchParams(params)}`,
  });

const ledgerOf = async (awb: string) =>
  t.db
    .select({ collected: codEntries.collectedFils, by: codEntries.recordedBy })
    .from(codEntries)
    .innerJoin(shipments, eq(shipments.id, codEntries.shipmentId))
    .where(eq(shipments.awb, awb));

describe('paying the COD amount from the delivery link', () => {
  it('pays once on the hosted page: ledger, history, record, audit and confirmation', async () => {
    const awb = await ship();
    const token = receiverToken(awb);
    expect((await open(token)).cod).toEqual({
      amount_fils: COD,
      state: 'due',
      paid_online: false,
      last_attempt: null,
    });

    const started = await startPaying(token);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.headers['cache-control']).toBe('no-store');
    const { paymentLink } = endpoints.delivery_cod_payment.success.parse(started.json());
    const signed = await payOnGateway(paymentLink, 'approved');
    const back = await comeBack(signed);
    expect(back.statusCode).toBe(303);
    // Back on the delivery page, with a fresh link of the same shipment in the fragment.
    const landing = new URL(back.headers.location as string, 'http://localhost');
    expect(landing.pathname).toBe('/delivery');
    expect(landing.search).toBe('?payment=cod');
    const paid = await open(landing.hash.slice(1));
    expect(paid.cod).toEqual({
      amount_fils: COD,
      state: 'paid',
      paid_online: true,
      last_attempt: 'approved',
    });
    expect(paid.tracking.shipmentDetails.airwayBillNo).toBe(awb);

    // The gateway's notice of the same result, and the payer's reload: nothing more.
    const notice = await post('payment_notify', signed);
    expect(notice.statusCode, notice.body).toBe(200);
    expect((await comeBack(signed)).statusCode).toBe(303);

    const ledger = await ledgerOf(awb);
    expect(ledger).toEqual([{ collected: COD, by: `online:${signed.payment_id}` }]);
    const events = await t.db
      .select({ remarks: trackingEvents.remarks })
      .from(trackingEvents)
      .where(
        and(eq(trackingEvents.awb, awb), eq(trackingEvents.remarks, words.en.remark.cod_paid)),
      );
    expect(events).toHaveLength(1);
    const records = await t.db
      .select({ kind: receiverChoices.kind, channel: receiverChoices.channel })
      .from(receiverChoices)
      .where(eq(receiverChoices.awb, awb));
    expect(records).toEqual([{ kind: 'cod_paid', channel: 'sms' }]);
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.recordId, awb), eq(auditLog.action, 'receiver.cod_paid')));
    expect(audits).toHaveLength(1);
    // Public tracking shows the payment among the shipment's events.
    const tracks = (await t.get(`tracks?AWBNO=${awb}`)).json();
    expect(JSON.stringify(tracks)).toContain(words.en.remark.cod_paid);
    // ... and no amount left to pay the driver.
    expect(tracks.data.statusDetails.cashOnDeliveryFils).toBeUndefined();

    await t.drainJobs();
    const sms = await t.db
      .select({ body: smsOutbox.body })
      .from(smsOutbox)
      .where(
        sql`${smsOutbox.body} like ${`We received your payment of KWD 12.50 for shipment ${awb}%`}`,
      );
    expect(sms).toHaveLength(1);

    // Paid: a second payment is refused, in the request's language.
    const again = await startPaying(token, 'ar');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ Message: words.ar.refusal.codPaid });
  });

  it('tells the courier to collect nothing, and delivers without a cash amount', async () => {
    const awb = await ship();
    const { paymentLink } = (await startPaying(receiverToken(awb))).json();
    await comeBack(await payOnGateway(paymentLink, 'approved'));
    const { stopId } = await assignStop(t, staff.ops, staff.courierId, awb);
    const run = await t.app.inject({
      method: 'GET',
      url: '/api/admin/courier/run',
      headers: { cookie: staff.courier, 'accept-language': 'ar' },
    });
    const stop = (
      run.json() as { stops: { stopId: number; codAmountFils: number | null; notes: string }[] }
    ).stops.find((s) => s.stopId === stopId);
    expect(stop).toMatchObject({ codAmountFils: null });
    expect(stop!.notes).toContain(words.ar.codPaidNote);
    const delivered = await t.app.inject({
      method: 'POST',
      url: '/api/admin/courier/delivered',
      headers: { cookie: staff.courier },
      payload: { stopId, idempotencyKey: `paid-${awb}`, receiverName: 'Noura', signature: PNG },
    });
    expect(delivered.statusCode, delivered.body).toBe(201);
    expect(await ledgerOf(awb)).toHaveLength(1);
    // Delivered: the link has ended, and with it the payment.
    expect((await startPaying(receiverToken(awb))).statusCode).toBe(410);
  });

  it('keeps the amount due after a decline, and says so', async () => {
    const awb = await ship();
    const token = receiverToken(awb);
    const { paymentLink } = (await startPaying(token)).json();
    await comeBack(await payOnGateway(paymentLink, 'declined'));
    expect((await open(token)).cod).toMatchObject({ state: 'due', last_attempt: 'declined' });
    expect(await ledgerOf(awb)).toEqual([]);
  });

  it('records one payment when two were approved, and asks staff to refund the other', async () => {
    const awb = await ship();
    const token = receiverToken(awb);
    // Two tabs: both reach the gateway before either pays.
    const first = (await startPaying(token)).json().paymentLink as string;
    const second = (await startPaying(token)).json().paymentLink as string;
    const one = await payOnGateway(first, 'approved');
    const two = await payOnGateway(second, 'approved');
    await Promise.all([comeBack(one), comeBack(two)]);
    expect(await ledgerOf(awb)).toEqual([{ collected: COD, by: `online:${one.payment_id}` }]);
    const approved = await t.db
      .select({ used: payments.usedAt })
      .from(payments)
      .innerJoin(shipments, eq(shipments.id, payments.shipmentId))
      .where(and(eq(shipments.awb, awb), eq(payments.outcome, 'approved')));
    expect(approved.filter((p) => p.used !== null)).toHaveLength(1);
    expect(approved).toHaveLength(2);
    await t.drainJobs();
    const outbox = join(t.config.dataDir, 'outbox');
    const mails = await Promise.all(
      (await readdir(outbox)).map((f) => readFile(join(outbox, f), 'utf8')),
    );
    expect(mails.filter((m) => m.includes(`Payment ${two.payment_id}`))).toHaveLength(1);
  });

  it('refuses a shipment without COD, and leaves the choice in force alone', async () => {
    const plain = await ship(null);
    expect((await open(receiverToken(plain))).cod).toBeNull();
    const refused = await startPaying(receiverToken(plain), 'ar');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ Message: words.ar.refusal.codNotDue });

    const awb = await ship(COD, true);
    const token = receiverToken(awb);
    const linkOpen = await open(token);
    // The last day offered: later than the estimate, so it is the day the tracking expects.
    const day = linkOpen.options.days.at(-1)!;
    const chosen = await post('delivery_choice', {
      token,
      idempotency_key: `day-${awb}`,
      choice: { kind: 'reschedule', date: day },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const expected = (await open(token)).tracking.statusDetails.expectedDeliveryFrom;
    expect(expected).toBe(day);
    const { paymentLink } = (await startPaying(token)).json();
    await comeBack(await payOnGateway(paymentLink, 'approved'));
    const after = await open(token);
    expect(after.options.current).toMatchObject({ kind: 'reschedule', details: { date: day } });
    expect(after.cod?.state).toBe('paid');
    // The chosen day still sets the expected delivery: a payment is not a choice of the delivery.
    expect(after.tracking.statusDetails.expectedDeliveryFrom).toBe(expected);
    // The back office lists both, the payment in the staff member's words.
    const [row] = await t.db
      .select({ shipmentNo: shipments.shipmentNo })
      .from(shipments)
      .where(eq(shipments.awb, awb));
    const detail = await adminCall(t, 'admin_shipment', { shipmentNo: row!.shipmentNo }, staff.ops);
    expect(detail.statusCode, detail.body).toBe(200);
    const kinds = (detail.json() as { shipment: { receiverChoices: { kind: string }[] } }).shipment
      .receiverChoices;
    expect(kinds.map((c) => c.kind)).toEqual(['cod_paid', 'reschedule']);
  });
});
