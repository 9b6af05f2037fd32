import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from './paymentMessages.ts';
import type { ChargeRequest, PaymentLogger } from './PaymentProvider.ts';
import { SandboxPaymentProvider } from './SandboxPaymentProvider.ts';

const NOW = new Date('2026-11-22T12:00:00Z');

function request(
  card: Partial<ChargeRequest['card']> = {},
  extra: Partial<ChargeRequest> = {},
): ChargeRequest {
  return {
    amountFils: 12_500,
    currency: 'KWD',
    email: 'payer@example.com',
    card: {
      number: '4111111111111111',
      expiryMonth: '12',
      expiryYear: '2027',
      cvv: '123',
      name: 'Sara Ali',
      ...card,
    },
    ...extra,
  };
}

function captureLogger(): PaymentLogger & { lines: string[] } {
  const lines: string[] = [];
  const write = (fields: object, message: string) =>
    lines.push(JSON.stringify({ ...fields, message }));
  return { lines, info: write, warn: write };
}

let counter = 0;
const provider = (logger?: PaymentLogger) =>
  new SandboxPaymentProvider({ now: () => NOW, newPaymentId: () => `pay_${++counter}`, logger });

describe('SandboxPaymentProvider', () => {
  it('approves 4111111111111111 and keeps only brand and last four', async () => {
    const result = await provider().charge(request());
    expect(result).toEqual({
      outcome: 'approved',
      approved: true,
      paymentId: expect.stringMatching(/^pay_\d+$/),
      brand: 'visa',
      last4: '1111',
      amountFils: 12_500,
      currency: 'KWD',
      message: PAYMENT_MESSAGES.approved,
    });
  });

  it('accepts the approved card typed with spaces', async () => {
    const result = await provider().charge(request({ number: '4111 1111 1111 1111' }));
    expect(result.approved).toBe(true);
  });

  it('declines 4000000000000002 with a provider reference', async () => {
    const result = await provider().charge(request({ number: '4000000000000002' }));
    expect(result.outcome).toBe('declined');
    expect(result.approved).toBe(false);
    expect(result.paymentId).toMatch(/^pay_/);
    expect(result.last4).toBe('0002');
    expect(result.message).toBe(PAYMENT_MESSAGES.declined);
  });

  it('declines other Luhn-valid numbers: the sandbox never approves a real card', async () => {
    const result = await provider().charge(request({ number: '5555555555554444' }));
    expect(result).toMatchObject({
      outcome: 'declined',
      approved: false,
      brand: 'mastercard',
      last4: '4444',
    });
    expect(result.message).toBe(PAYMENT_MESSAGES.notATestCard);
  });

  it.each(['4111111111111112', '1234567812345678', '4111', 'abcd1111abcd1111', ''])(
    'rejects %j (fails the Luhn check or is not a number) with a clear message and no payment id',
    async (number) => {
      const result = await provider().charge(request({ number }));
      expect(result).toMatchObject({ outcome: 'rejected', approved: false, paymentId: null });
      expect(result.message).toBe(PAYMENT_MESSAGES.invalidNumber);
    },
  );

  it('rejects an expired card but accepts one expiring this month', async () => {
    const expired = await provider().charge(request({ expiryMonth: '10', expiryYear: '2026' }));
    expect(expired.message).toBe(PAYMENT_MESSAGES.expired);
    const thisMonth = await provider().charge(request({ expiryMonth: '11', expiryYear: '2026' }));
    expect(thisMonth.approved).toBe(true);
  });

  it('uses Kuwait time for the expiry month', async () => {
    // 22:30 UTC on 31 October is already 1 November in Kuwait.
    const sandbox = new SandboxPaymentProvider({ now: () => new Date('2026-10-31T22:30:00Z') });
    const result = await sandbox.charge(request({ expiryMonth: '10', expiryYear: '2026' }));
    expect(result.message).toBe(PAYMENT_MESSAGES.expired);
  });

  it.each([
    [{ expiryMonth: '13' }, PAYMENT_MESSAGES.invalidExpiry, 'card_expiry_month'],
    [{ expiryMonth: '00' }, PAYMENT_MESSAGES.invalidExpiry, 'card_expiry_month'],
    [{ expiryYear: '27' }, PAYMENT_MESSAGES.invalidExpiry, 'card_expiry_month'],
    [{ cvv: '12' }, PAYMENT_MESSAGES.invalidCvv, 'card_cvv_number'],
    [{ cvv: '12a' }, PAYMENT_MESSAGES.invalidCvv, 'card_cvv_number'],
    [{ number: '4111111111111112' }, PAYMENT_MESSAGES.invalidNumber, 'card_number'],
  ])('rejects card %j, naming the field', async (card, message, field) => {
    const result = await provider().charge(request(card));
    expect(result).toMatchObject({ outcome: 'rejected', paymentId: null, message, field });
  });

  it("approves without a name on the card: the spec's make_online_payment sends none", async () => {
    const result = await provider().charge(request({ name: '' }));
    expect(result.approved).toBe(true);
  });

  it.each([
    [{ amountFils: 0 }, PAYMENT_MESSAGES.invalidAmount],
    [{ amountFils: -5 }, PAYMENT_MESSAGES.invalidAmount],
    [{ amountFils: 12.5 }, PAYMENT_MESSAGES.invalidAmount],
    [{ currency: 'KW' }, PAYMENT_MESSAGES.invalidCurrency],
  ])('rejects request %j', async (extra, message) => {
    const result = await provider().charge(request({}, extra));
    expect(result).toMatchObject({ outcome: 'rejected', message });
  });

  it('does not crash on a malformed request', async () => {
    const result = await provider().charge({} as ChargeRequest);
    expect(result).toMatchObject({ outcome: 'rejected', brand: 'unknown', last4: '' });
  });

  it('gives every approved payment a new id by default', async () => {
    const sandbox = new SandboxPaymentProvider({ now: () => NOW });
    const a = await sandbox.charge(request());
    const b = await sandbox.charge(request());
    expect(a.paymentId).toMatch(/^sbx_[0-9a-f]{32}$/);
    expect(a.paymentId).not.toBe(b.paymentId);
  });

  it('never lets the card number or CVV reach the log or the result', async () => {
    const cases = [
      request({ cvv: '737' }),
      request({ number: '4000000000000002', cvv: '737' }),
      request({ number: '5555555555554444', cvv: '737' }),
      request({ number: '4111111111111112', cvv: '737' }),
      request({ cvv: '737' }, { amountFils: 0 }),
    ];
    const logger = captureLogger();
    const sandbox = provider(logger);
    for (const c of cases) {
      const result = await sandbox.charge(c);
      const visible = JSON.stringify(result) + logger.lines.join('\n');
      const digits = c.card.number;
      // No run of more than four consecutive digits of the card number may appear.
      for (let i = 0; i + 5 <= digits.length; i += 1)
        expect(visible).not.toContain(digits.slice(i, i + 5));
      expect(visible).not.toContain('737');
    }
    expect(logger.lines).toHaveLength(cases.length);
    expect(JSON.parse(logger.lines[0]!)).toMatchObject({
      outcome: 'approved',
      brand: 'visa',
      last4: '1111',
    });
  });
});

describe('SandboxPaymentProvider hosted page', () => {
  const sandbox = new SandboxPaymentProvider({ now: () => NOW, secret: 'x'.repeat(40) });
  const request = {
    amountFils: 4_250,
    currency: 'kwd',
    reference: 'attempt-9',
    method: 'knet' as const,
    language: 'en' as const,
    email: 'payer@example.com',
    returnUrl: 'http://127.0.0.1:3000/api/website/payment_return',
    notifyUrl: 'http://127.0.0.1:3000/api/website/payment_notify',
  };

  it('seals the session into the page address; a changed or expired one is refused', async () => {
    const { redirectUrl } = await sandbox.createSession(request);
    const sealed = new URL(redirectUrl, 'http://x').searchParams.get('session')!;
    expect(sandbox.openSession(sealed)).toMatchObject({ amountFils: 4_250, currency: 'KWD' });
    expect(sandbox.openSession(`${sealed.slice(0, -2)}xx`)).toBe('invalid');
    const later = new SandboxPaymentProvider({
      now: () => new Date(NOW.getTime() + 31 * 60_000),
      secret: 'x'.repeat(40),
    });
    expect(later.openSession(sealed)).toBe('expired');
  });

  it('signs its result; only the signed result verifies', async () => {
    const { redirectUrl } = await sandbox.createSession(request);
    const session = sandbox.openSession(
      new URL(redirectUrl, 'http://x').searchParams.get('session'),
    );
    if (typeof session === 'string') throw new Error(session);
    const signed = sandbox.decide(session, 'approved');
    expect(await sandbox.verifyResult(signed)).toMatchObject({
      reference: 'attempt-9',
      outcome: 'approved',
      amountFils: 4_250,
      brand: 'knet',
    });
    expect(await sandbox.verifyResult({ ...signed, amount: '4249' })).toBeNull();
    const other = new SandboxPaymentProvider({ secret: 'y'.repeat(40) });
    expect(await other.verifyResult(signed)).toBeNull();
    expect((await sandbox.verifyResult(sandbox.decide(session, 'cancelled')))?.outcome).toBe(
      'cancelled',
    );
  });
});
