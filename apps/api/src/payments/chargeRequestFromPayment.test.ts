import { makeOnlinePaymentRequest } from '@courier/api-client/endpoints/payments';
import { describe, expect, it } from 'vitest';
import { chargeRequestFromPayment } from './chargeRequestFromPayment.ts';
import { PAYMENT_MESSAGES } from './paymentMessages.ts';
import { SandboxPaymentProvider } from './SandboxPaymentProvider.ts';

const body = (overrides: Record<string, unknown> = {}) =>
  makeOnlinePaymentRequest.parse({
    name_of_card: 'Sara Ali',
    card_number: '4111 1111 1111 1111',
    card_type: 'visa',
    card_expiry_month: '12',
    card_expiry_year: '2030',
    card_cvv_number: '123',
    total_amount: '12.345',
    email_id: 'sara@gulf.example',
    currency: 'kwd',
    ...overrides,
  });

describe('chargeRequestFromPayment', () => {
  it('maps the spec fields and converts the amount to whole fils', () => {
    expect(chargeRequestFromPayment(body())).toEqual({
      amountFils: 12_345,
      currency: 'KWD',
      email: 'sara@gulf.example',
      card: {
        number: '4111111111111111',
        expiryMonth: '12',
        expiryYear: '2030',
        cvv: '123',
        name: 'Sara Ali',
      },
    });
    expect(chargeRequestFromPayment(body({ total_amount: 7.5 }))).toMatchObject({
      amountFils: 7_500,
    });
  });

  it('refuses a zero or negative amount', () => {
    expect(chargeRequestFromPayment(body({ total_amount: '0' }))).toEqual({
      error: PAYMENT_MESSAGES.invalidAmount,
    });
    expect(chargeRequestFromPayment(body({ total_amount: '-3' }))).toEqual({
      error: PAYMENT_MESSAGES.invalidAmount,
    });
  });

  it('feeds the sandbox end to end', async () => {
    const request = chargeRequestFromPayment(body());
    if ('error' in request) throw new Error(request.error);
    const result = await new SandboxPaymentProvider({
      now: () => new Date('2026-11-22T12:00:00Z'),
    }).charge(request);
    expect(result).toMatchObject({
      approved: true,
      amountFils: 12_345,
      brand: 'visa',
      last4: '1111',
    });
  });
});
