import { describe, expect, it } from 'vitest';
import {
  makeOnlinePaymentRequest,
  makeOnlinePaymentResponse,
  startOnlinePaymentRequest,
} from './payments.ts';

const payment = {
  name_of_card: 'Ahmed Hassan',
  card_type: 'visa',
  card_number: '4111 1111 1111 1111',
  card_expiry_month: '12',
  card_expiry_year: '2030',
  card_cvv_number: '123',
  total_amount: '14.91',
  email_id: 'ahmed@example.com',
  currency: 'KWD',
};

describe('payment endpoints', () => {
  it('accept the card form plus amount, e-mail and currency', () => {
    expect(makeOnlinePaymentRequest.parse(payment).card_number).toBe('4111111111111111');
  });

  it("accept the spec's own call: no name on card, no card type (section 7 names neither)", () => {
    const { name_of_card: _name, card_type: _type, ...specCall } = payment;
    const parsed = makeOnlinePaymentRequest.safeParse(specCall);
    expect(parsed.success).toBe(true);
  });

  it('start a hosted payment for KNET or a card, nothing else', () => {
    for (const payment_method of ['knet', 'card'])
      expect(
        startOnlinePaymentRequest.safeParse({ shipmentId: 'abc', payment_method }).success,
      ).toBe(true);
    expect(
      startOnlinePaymentRequest.safeParse({ shipmentId: 'abc', payment_method: 'cash' }).error
        ?.issues[0]?.message,
    ).toBe('Select how you want to pay.');
  });

  it('reject a 3-digit year and a missing amount', () => {
    expect(
      makeOnlinePaymentRequest.safeParse({ ...payment, card_expiry_year: '203' }).success,
    ).toBe(false);
    const { total_amount: _, ...noAmount } = payment;
    expect(makeOnlinePaymentRequest.safeParse(noAmount).success).toBe(false);
  });

  it('answer a paymentId', () => {
    expect(
      makeOnlinePaymentResponse.parse({ Status: 'Success', Message: 'Paid', paymentId: 'PAY-1' })
        .paymentId,
    ).toBe('PAY-1');
    expect(
      makeOnlinePaymentResponse.safeParse({ Status: 'Success', Message: 'Paid' }).success,
    ).toBe(false);
  });
});
