import { inMessageLanguage } from '../http/messageLanguage.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@courier/api-client/endpoints';
import { isValidAwb } from '@courier/domain/awb';
import { bookingStep3Messages } from '@courier/domain/schemas/booking';
import { PAYMENT_MESSAGES } from '../payments/paymentMessages.ts';
import { SANDBOX_CARDS } from '../payments/SandboxPaymentProvider.ts';
import { PAYMENT_USE_MESSAGES } from '../shipments/consumePayment.ts';
import {
  cardPayment,
  EXE_AS_JPEG,
  line,
  PDF_DATA_URL,
  publicBooking,
  serviceId,
} from '../shipments/booking.testSupport.ts';
import { storedIds } from '../files/fileStore.testSupport.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
let parcel: string;

beforeAll(async () => {
  t = await startTestApp({ vatPercent: 5 });
  parcel = await serviceId(t, 'Express Parcel');
});
afterAll(async () => t?.close());

const book = (body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/website/create_shipment',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });

async function netPrice(weight: string): Promise<number> {
  const answer = (
    await t.post('invoice_price_calculation', {
      origin_country_id: '117',
      destination_country_id: '101',
      service_id: parcel,
      total_chargeable_weight: weight,
    })
  ).json();
  return answer.netPrice as number;
}

describe('create_shipment (public wizard)', () => {
  it('books a cash shipment: AWB as shipment number, server totals and price, signed label link', async () => {
    const res = await book(publicBooking(parcel, { special_instruction: 'first cash booking' }));
    expect(res.statusCode).toBe(200);
    const body = endpoints.create_shipment.success.parse(res.json());
    expect(isValidAwb(body.shipment_no)).toBe(true);
    expect(body.account_code).toBe('WEB');
    expect(body.label_url).toMatch(/^\/api\/website\/label\/[\w-]+\.\d+\.[\w-]{43}\.pdf$/);
    // 50x40x30/5000 = 12 kg volumetric beats 2.5 kg actual; item total 2 x 10.5.
    expect(body.shipmentDetails).toMatchObject({
      total_weight: 2.5,
      total_volume_weight: 12,
      total_chargeable_weight: 12,
      value: 21,
      total_pieces: 1,
    });
    expect(body.shipmentDetails.total_amount).toBe(await netPrice('12'));
    expect(body.shipmentDetails).not.toHaveProperty('kyc_document');
  });

  it('ignores tampered totals and line figures from the browser', async () => {
    const res = await book(
      publicBooking(parcel, {
        special_instruction: 'tampered',
        value: '0.01',
        total_weight: '0.1',
        total_volume_weight: '0.1',
        total_chargeable_weight: '0.1',
        total_amount: '0.001',
        shipment_items: [line({ volume_weight: '0.01', item_total_value: '0.01' })],
      }),
    );
    const body = endpoints.create_shipment.success.parse(res.json());
    expect(body.shipmentDetails).toMatchObject({ total_chargeable_weight: 12, value: 21 });
    expect(body.shipmentDetails.shipment_items[0]).toMatchObject({
      volume_weight: 12,
      item_total_value: 21,
    });
    expect(body.shipmentDetails.total_amount).toBe(await netPrice('12'));
  });

  it('refuses an executable sent as the KYC image, and a 6 MB document', async () => {
    const exe = await book(publicBooking(parcel, { kyc_document: EXE_AS_JPEG }));
    expect([exe.statusCode, exe.json().Message]).toEqual([
      400,
      'The file must be a JPEG, PNG or PDF file.',
    ]);
    const big = `data:image/jpeg;base64,${Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(6 * 1024 * 1024)]).toString('base64')}`;
    const large = await book(publicBooking(parcel, { kyc_document: big }));
    expect([large.statusCode, large.json().Message]).toEqual([
      400,
      'The file must be 5 MB or smaller.',
    ]);
  });

  it('needs the company invoice for a company shipper and accepts a PDF one', async () => {
    const missing = await book(
      publicBooking(parcel, { shipment_type: 'company', invoice_document: '' }),
    );
    expect([missing.statusCode, missing.json().errors.invoice_document]).toEqual([
      400,
      bookingStep3Messages.invoice_document,
    ]);
    const ok = await book(
      publicBooking(parcel, {
        shipment_type: 'company',
        invoice_document: PDF_DATA_URL,
        special_instruction: 'company',
      }),
    );
    expect(ok.statusCode).toBe(200);
  });

  it('answers the spec messages for missing KYC and unticked terms', async () => {
    const res = await book(publicBooking(parcel, { kyc_document: '', accept_terms: false }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      kyc_document: bookingStep3Messages.kyc_document,
      accept_terms: bookingStep3Messages.accept_terms,
    });
  });
});

describe('online payment and booking', () => {
  const pay = (body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/website/make_online_payment',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(body),
    });

  it('declines the sandbox decline card and rejects a number failing Luhn', async () => {
    const declined = await pay(cardPayment(5, SANDBOX_CARDS.declined));
    expect([declined.statusCode, declined.json()]).toEqual([
      402,
      { Status: 'Error', Message: PAYMENT_MESSAGES.declined },
    ]);
    const luhn = await pay(cardPayment(5, '4111111111111112'));
    expect([luhn.statusCode, luhn.json().Message]).toEqual([402, PAYMENT_MESSAGES.invalidNumber]);
  });

  it("answers a payment in the request's language, English by default", async () => {
    const arabic = { 'accept-language': 'ar' };
    const declined = await pay(cardPayment(5, SANDBOX_CARDS.declined), arabic);
    expect([declined.statusCode, declined.json().Message]).toEqual([
      402,
      inMessageLanguage('ar', () => PAYMENT_MESSAGES.declined),
    ]);
    expect(declined.json().Message).not.toBe(PAYMENT_MESSAGES.declined);
    expect(declined.headers.vary).toMatch(/Accept-Language/i);
    const approved = await pay(cardPayment(5), arabic);
    expect([approved.statusCode, approved.json().Message]).toEqual([
      200,
      inMessageLanguage('ar', () => PAYMENT_MESSAGES.approved),
    ]);
  });

  it('books online with an approved payment of the same amount, once', async () => {
    const amount = await netPrice('12');
    const paid = endpoints.make_online_payment.success.parse(
      (await pay(cardPayment(amount))).json(),
    );
    const rows = (await t.db.execute(
      `select * from payments where payment_id = '${paid.paymentId}'`,
    )) as unknown as { rows: Record<string, unknown>[] };
    expect(rows.rows[0]).toMatchObject({ outcome: 'approved', brand: 'visa', last4: '1111' });
    expect(JSON.stringify(rows.rows[0])).not.toContain('4111111111111111');

    const first = await book(
      publicBooking(parcel, {
        payment_type: 'online',
        payment_id: paid.paymentId,
        special_instruction: 'online 1',
      }),
    );
    expect(first.statusCode).toBe(200);
    const filesBefore = (await storedIds(t.files)).length;
    const reused = await book(
      publicBooking(parcel, {
        payment_type: 'online',
        payment_id: paid.paymentId,
        special_instruction: 'online 2',
      }),
    );
    expect([reused.statusCode, reused.json().Message]).toEqual([402, PAYMENT_USE_MESSAGES.used]);
    // The refused booking's KYC upload is not kept.
    expect((await storedIds(t.files)).length).toBe(filesBefore);
  });

  it('refuses a payment of another amount and an unknown payment', async () => {
    const paid = endpoints.make_online_payment.success.parse((await pay(cardPayment(1))).json());
    const other = await book(
      publicBooking(parcel, {
        payment_type: 'online',
        payment_id: paid.paymentId,
        special_instruction: 'amount',
      }),
    );
    expect([other.statusCode, other.json().Message]).toEqual([402, PAYMENT_USE_MESSAGES.amount]);
    const unknown = await book(
      publicBooking(parcel, {
        payment_type: 'online',
        payment_id: 'sbx_nope',
        special_instruction: 'unknown',
      }),
    );
    expect([unknown.statusCode, unknown.json().Message]).toEqual([
      402,
      PAYMENT_USE_MESSAGES.unknown,
    ]);
  });

  it("takes the spec's own make_online_payment call: no name on card, no card type", async () => {
    const { name_of_card: _name, card_type: _type, ...specCall } = cardPayment(5);
    const paid = await pay(specCall);
    expect([paid.statusCode, paid.json().Message]).toEqual([200, PAYMENT_MESSAGES.approved]);
  });

  it('names the field a refused card is about, in the spec names', async () => {
    const luhn = await pay(cardPayment(5, '4111111111111112'));
    expect(luhn.json().errors).toEqual({ card_number: PAYMENT_MESSAGES.invalidNumber });
    const cvv = await pay({ ...cardPayment(5), card_cvv_number: '12' });
    expect(Object.keys(cvv.json().errors)).toEqual(['card_cvv_number']);
  });

  it('make_online_payment honours Idempotency-Key: same body answers the same paymentId, another body 422', async () => {
    const a = await pay(cardPayment(2), { 'idempotency-key': 'pay-1' });
    const b = await pay(cardPayment(2), { 'idempotency-key': 'pay-1' });
    expect(b.json().paymentId).toBe(a.json().paymentId);
    const c = await pay(cardPayment(3), { 'idempotency-key': 'pay-1' });
    expect(c.statusCode).toBe(422);
  });
});

describe('double submits and concurrency', () => {
  it('two bookings racing for one payment: exactly one gets it', async () => {
    const amount = await netPrice('12');
    const paid = (
      await t.post('make_online_payment', { ...cardPayment(amount), email_id: 'race@example.com' })
    ).json() as {
      paymentId: string;
    };
    const answers = await Promise.all(
      ['race a', 'race b', 'race c'].map((note) =>
        book(
          publicBooking(parcel, {
            payment_type: 'online',
            payment_id: paid.paymentId,
            special_instruction: note,
          }),
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 402, 402]);
  });

  it('refuses a body over the booking limit (15 MB) with 413', async () => {
    const huge = publicBooking(parcel, { special_instruction: 'x'.repeat(16 * 1024 * 1024) });
    const res = await book(huge);
    expect([res.statusCode, res.json().Message]).toEqual([413, 'The request is too large.']);
  });

  it('answers an identical submission within 10 s with the first result, and a keyed replay likewise', async () => {
    const body = publicBooking(parcel, { special_instruction: 'double click' });
    const [a, b] = await Promise.all([book(body), book(body)]);
    expect(b.json().shipment_no).toBe(a.json().shipment_no);
    const keyed = publicBooking(parcel, { special_instruction: 'keyed' });
    const k1 = await book(keyed, { 'idempotency-key': 'k-1' });
    const k2 = await book(keyed, { 'idempotency-key': 'k-1' });
    expect(k2.json().shipment_no).toBe(k1.json().shipment_no);
    const k3 = await book({ ...keyed, special_instruction: 'other' }, { 'idempotency-key': 'k-1' });
    expect(k3.statusCode).toBe(422);
  });

  it('50 concurrent bookings get 50 distinct airway bills', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        book(publicBooking(parcel, { special_instruction: `concurrent ${i}` })),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    const awbs = new Set(answers.map((a) => a.json().shipment_no as string));
    expect(awbs.size).toBe(50);
    expect([...awbs].every(isValidAwb)).toBe(true);
  });
});
