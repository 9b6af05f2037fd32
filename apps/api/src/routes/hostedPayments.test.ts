import { inMessageLanguage } from '../http/messageLanguage.ts';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@courier/api-client/endpoints';
import { ONLINE_PAYMENT_MESSAGES, PAYMENT_MESSAGES } from '../payments/paymentMessages.ts';
import { SANDBOX_GATEWAY_PATH } from '../payments/SandboxPaymentProvider.ts';
import { cardPayment, publicBooking, serviceId } from '../shipments/booking.testSupport.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { adminCall, staffCookie } from '../admin/adminTestSupport.ts';
import { adminEndpoints } from '@courier/api-client/admin';

let t: TestApp;
let parcel: string;

beforeAll(async () => {
  t = await startTestApp({ vatPercent: 5 });
  parcel = await serviceId(t, 'Express Parcel');
});
afterAll(async () => t?.close());

type Row = Record<string, unknown>;
const rows = async (sql: string) => ((await t.db.execute(sql)) as unknown as { rows: Row[] }).rows;

const inject = (
  method: 'GET' | 'POST',
  url: string,
  init: { json?: unknown; form?: string } = {},
) =>
  t.app.inject({
    method,
    url,
    headers:
      init.json !== undefined
        ? { 'content-type': 'application/json' }
        : init.form !== undefined
          ? { 'content-type': 'application/x-www-form-urlencoded' }
          : {},
    payload: init.json !== undefined ? JSON.stringify(init.json) : init.form,
  });

/** A public online booking left to the hosted page: its shipmentId and paymentLink. */
async function bookOnline(note: string, headers: Record<string, string> = {}, method = 'knet') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/website/create_shipment',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(
      publicBooking(parcel, {
        payment_type: 'online',
        payment_method: method,
        special_instruction: note,
      }),
    ),
  });
  expect(res.statusCode, res.body).toBe(200);
  return endpoints.create_shipment.success.parse(res.json());
}

const status = async (shipmentId: string) =>
  endpoints.payment_status.success.parse((await t.post('payment_status', { shipmentId })).json());

/** The payer on the sandbox's page: Pay (approved or declined) or Cancel. The signed result. */
async function payOnGateway(
  paymentLink: string,
  choice: { action: 'pay' | 'cancel'; outcome?: 'approved' | 'declined' },
) {
  const session = new URL(paymentLink, 'http://localhost').searchParams.get('session')!;
  const form = new URLSearchParams({ session, ...choice }).toString();
  const res = await inject('POST', SANDBOX_GATEWAY_PATH, { form });
  expect(res.statusCode).toBe(303);
  const back = new URL(res.headers.location as string);
  expect(back.pathname).toBe('/api/website/payment_return');
  return Object.fromEntries(back.searchParams) as Record<string, string>;
}

const returnWith = (params: Record<string, string>) =>
  inject('GET', `/api/website/payment_return?${new URLSearchParams(params)}`);

describe('paying a public booking on the hosted page', () => {
  it('records the booking waiting for payment and sends the payer to the gateway', async () => {
    const booked = await bookOnline('hosted 1');
    expect(booked.paymentLink).toMatch(new RegExp(`^${SANDBOX_GATEWAY_PATH}\\?session=`));
    const waiting = await status(booked.shipmentId);
    expect(waiting).toMatchObject({
      payment_status: 'awaiting',
      last_attempt: 'pending',
      payment_method: 'knet',
      shipment_no: booked.shipment_no,
    });
    // An unpaid booking's labels are not handed out.
    expect(waiting.label_url).toBeUndefined();
    const [attempt] = await rows(
      `select p.* , s.total_amount_fils from payments p join shipments s on s.id = p.shipment_id where s.public_id = '${booked.shipmentId}'`,
    );
    expect(attempt).toMatchObject({ outcome: 'pending', method: 'knet', currency: 'KWD' });
    expect(attempt!.amount_fils).toBe(attempt!.total_amount_fils);
    expect(Number.isInteger(attempt!.amount_fils)).toBe(true);
  });

  it("shows the gateway's page in the payer's language, with no card field of ours", async () => {
    const english = await bookOnline('page en');
    const page = await inject('GET', english.paymentLink);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toMatch(/<html lang="en" dir="ltr">/);
    expect(page.body).toContain('Pay with KNET');
    expect(page.body).toMatch(/KWD \d+\.\d{2}/);
    expect(page.body).not.toMatch(/card_number|cvv|type="text"|type="tel"/i);

    const arabic = await bookOnline('page ar', { 'accept-language': 'ar' }, 'card');
    const arPage = await inject('GET', arabic.paymentLink);
    expect(arPage.body).toMatch(/<html lang="ar" dir="rtl">/);
    expect(arPage.body).toContain('الدفع بالبطاقة الائتمانية');

    const forged = await inject('GET', `${SANDBOX_GATEWAY_PATH}?session=abc.def`);
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('This payment link is not valid');
  });

  it('pays the booking once on a double return and a retried notice; the staff hear once', async () => {
    const booked = await bookOnline('hosted once');
    // The back office tells a booking waiting for its payment from a paid one (list and detail).
    const staff = await staffCookie(t, 'operations');
    const backOffice = async () => {
      const list = adminEndpoints.admin_shipments.success.parse(
        (await adminCall(t, 'admin_shipments', { shipmentNo: booked.shipment_no }, staff)).json(),
      );
      const detail = adminEndpoints.admin_shipment.success.parse(
        (await adminCall(t, 'admin_shipment', { shipmentNo: booked.shipment_no }, staff)).json(),
      );
      return [list.rows[0]?.payment, detail.shipment.payment, detail.shipment.paidAt];
    };
    expect(await backOffice()).toEqual(['awaiting', 'awaiting', null]);
    const signed = await payOnGateway(booked.paymentLink, { action: 'pay', outcome: 'approved' });
    expect(signed).toMatchObject({ result: 'CAPTURED', method: 'knet', brand: 'knet' });
    expect(signed.signature).toMatch(/^[0-9a-f]{64}$/);

    // The notice (its first delivery did not reach this test server) and its retry, the payer's
    // return, a reload of the return page, all at once.
    const answers = await Promise.all([
      inject('POST', '/api/website/payment_notify', { json: signed }),
      inject('POST', '/api/website/payment_notify', { json: signed }),
      returnWith(signed),
      returnWith(signed),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 303, 303]);
    expect(answers[2]!.headers.location).toBe(`/book-shipment?payment=${booked.shipmentId}`);

    const paid = await status(booked.shipmentId);
    expect(paid).toMatchObject({ payment_status: 'paid', last_attempt: 'approved' });
    expect(paid.label_url).toBeTruthy();
    const [shipment] = await rows(
      `select payment_id, paid_at from shipments where public_id = '${booked.shipmentId}'`,
    );
    expect(shipment!.payment_id).toBe(signed.payment_id);
    expect(shipment!.paid_at).not.toBeNull();
    expect(await backOffice()).toEqual([
      'paid',
      'paid',
      new Date(shipment!.paid_at as string).toISOString(),
    ]);
    const approved = await rows(
      `select * from payments where payment_id = '${signed.payment_id}' and outcome = 'approved'`,
    );
    expect(approved).toHaveLength(1);
    expect(approved[0]!.used_at).not.toBeNull();

    await t.drainJobs();
    const outbox = join(t.config.dataDir, 'outbox');
    const mails = await Promise.all(
      (await readdir(outbox)).map((f) => readFile(join(outbox, f), 'utf8')),
    );
    expect(
      mails.filter((m) => m.includes(`Payment received for shipment ${booked.shipment_no}`)),
    ).toHaveLength(1);
  });

  it('refuses a result whose signature or amount was changed: nothing is recorded', async () => {
    const booked = await bookOnline('tampered');
    const signed = await payOnGateway(booked.paymentLink, { action: 'pay', outcome: 'declined' });
    const forged = { ...signed, result: 'CAPTURED' };
    const cheaper = { ...signed, amount: '1' };
    for (const params of [forged, cheaper, { ...signed, signature: '0'.repeat(64) }]) {
      const notice = await inject('POST', '/api/website/payment_notify', { json: params });
      expect([notice.statusCode, notice.json().Message]).toEqual([
        400,
        ONLINE_PAYMENT_MESSAGES.unverified,
      ]);
      const back = await returnWith(params);
      // The payer still lands on the booking's page, which shows it waiting.
      expect([back.statusCode, back.headers.location]).toEqual([303, '/book-shipment']);
    }
    expect(await status(booked.shipmentId)).toMatchObject({
      payment_status: 'awaiting',
      last_attempt: 'pending',
    });
  });

  it('a declined or cancelled payment leaves the booking waiting; paying again pays it', async () => {
    const booked = await bookOnline('declined first', { 'accept-language': 'ar' });
    const declined = await payOnGateway(booked.paymentLink, { action: 'pay', outcome: 'declined' });
    const back = await returnWith(declined);
    // Booked on an Arabic page: back to the Arabic page.
    expect(back.headers.location).toBe(`/ar/book-shipment?payment=${booked.shipmentId}`);
    expect(await status(booked.shipmentId)).toMatchObject({
      payment_status: 'awaiting',
      last_attempt: 'declined',
    });

    const again = await t.post('start_online_payment', {
      shipmentId: booked.shipmentId,
      payment_method: 'card',
    });
    expect(again.statusCode).toBe(200);
    const { paymentLink } = endpoints.start_online_payment.success.parse(again.json());
    const cancelled = await payOnGateway(paymentLink, { action: 'cancel' });
    expect(cancelled.result).toBe('CANCELED');
    await returnWith(cancelled);
    expect(await status(booked.shipmentId)).toMatchObject({
      payment_status: 'awaiting',
      last_attempt: 'cancelled',
      payment_method: 'card',
    });

    const third = endpoints.start_online_payment.success.parse(
      (
        await t.post('start_online_payment', {
          shipmentId: booked.shipmentId,
          payment_method: 'card',
        })
      ).json(),
    );
    const approved = await payOnGateway(third.paymentLink, { action: 'pay' });
    expect(approved).toMatchObject({ result: 'CAPTURED', brand: 'visa', last4: '1111' });
    await returnWith(approved);
    expect((await status(booked.shipmentId)).payment_status).toBe('paid');

    const paidAlready = await t.app.inject({
      method: 'POST',
      url: '/api/website/start_online_payment',
      headers: { 'content-type': 'application/json', 'accept-language': 'ar' },
      payload: JSON.stringify({ shipmentId: booked.shipmentId, payment_method: 'knet' }),
    });
    expect([paidAlready.statusCode, paidAlready.json().Message]).toEqual([
      409,
      inMessageLanguage('ar', () => ONLINE_PAYMENT_MESSAGES.alreadyPaid),
    ]);
  });

  it('an approval for a booking another attempt paid is kept unused and flagged for refund', async () => {
    const booked = await bookOnline('two tabs');
    const second = endpoints.start_online_payment.success.parse(
      (
        await t.post('start_online_payment', {
          shipmentId: booked.shipmentId,
          payment_method: 'knet',
        })
      ).json(),
    );
    const first = await payOnGateway(booked.paymentLink, { action: 'pay' });
    const other = await payOnGateway(second.paymentLink, { action: 'pay' });
    await returnWith(first);
    await returnWith(other);
    const [shipment] = await rows(
      `select payment_id from shipments where public_id = '${booked.shipmentId}'`,
    );
    expect(shipment!.payment_id).toBe(first.payment_id);
    const [unused] = await rows(`select * from payments where payment_id = '${other.payment_id}'`);
    expect(unused).toMatchObject({ outcome: 'approved', used_at: null });
  });

  it('answers 404 for a shipment that is not a public booking, and cash bookings as cash', async () => {
    const unknown = await t.post('payment_status', { shipmentId: 'nobodys' });
    expect(unknown.statusCode).toBe(404);
    const cash = await t.post(
      'create_shipment',
      publicBooking(parcel, { special_instruction: 'cash' }),
    );
    const { shipmentId, paymentLink } = endpoints.create_shipment.success.parse(cash.json());
    expect(paymentLink).toBe('');
    expect((await status(shipmentId)).payment_status).toBe('cash');
    const start = await t.post('start_online_payment', { shipmentId, payment_method: 'knet' });
    expect([start.statusCode, start.json().Message]).toEqual([
      409,
      ONLINE_PAYMENT_MESSAGES.notOnline,
    ]);
  });

  it('make_online_payment still charges the sandbox test cards', async () => {
    const paid = await t.post('make_online_payment', cardPayment(5));
    expect([paid.statusCode, paid.json().Message]).toEqual([200, PAYMENT_MESSAGES.approved]);
  });
});

describe('with a real gateway (KNET) configured', () => {
  let knet: TestApp;
  beforeAll(async () => {
    knet = await startTestApp({
      shipping: {
        ...t.config.shipping,
        paymentProvider: 'knet',
        knet: {
          tranportalId: '123456',
          password: 'secret',
          resourceKey: '0123456789ABCDEF',
          gatewayUrl: 'https://kpaytest.com.kw/kpg/PaymentHTTP.htm',
        },
      },
    });
  });
  afterAll(async () => knet?.close());

  it('takes no card data: make_online_payment is refused, bookings go to KNET', async () => {
    const refused = await knet.post('make_online_payment', cardPayment(5));
    expect([refused.statusCode, refused.json().Message]).toEqual([
      422,
      PAYMENT_MESSAGES.hostedOnly,
    ]);
    const service = await serviceId(knet, 'Express Parcel');
    const booked = await knet.post(
      'create_shipment',
      publicBooking(service, { payment_type: 'online', special_instruction: 'knet' }),
    );
    const { paymentLink } = endpoints.create_shipment.success.parse(booked.json());
    const url = new URL(paymentLink);
    expect(url.origin + url.pathname).toBe('https://kpaytest.com.kw/kpg/PaymentHTTP.htm');
    expect(url.searchParams.get('param')).toBe('paymentInit');
    expect(url.searchParams.get('trandata')).toMatch(/^[0-9a-f]+$/);
    // The simulator is the sandbox's only.
    expect(
      (await knet.app.inject({ method: 'GET', url: SANDBOX_GATEWAY_PATH })).statusCode,
    ).not.toBe(200);
  });
});
