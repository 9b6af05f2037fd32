import { describe, expect, it } from 'vitest';
import {
  decryptTrandata,
  encryptTrandata,
  KnetPaymentProvider,
  knetConfigFromEnv,
} from './KnetPaymentProvider.ts';
import { PAYMENT_MESSAGES } from './paymentMessages.ts';

const config = {
  tranportalId: '123456',
  password: 'tranportal-pass',
  resourceKey: '0123456789ABCDEF',
  gatewayUrl: 'https://kpaytest.com.kw/kpg/PaymentHTTP.htm',
};
const knet = new KnetPaymentProvider(config);

/** What KNET sends back: the result fields encrypted under the merchant's resource key. */
const knetAnswer = (fields: Record<string, string>, key = config.resourceKey) => ({
  paymentid: fields.paymentid ?? '',
  trandata: encryptTrandata(new URLSearchParams(fields).toString(), key),
});

describe('KNET (Tranportal raw integration)', () => {
  it("sends the payer to KNET's page with the order encrypted under the resource key", async () => {
    const { redirectUrl } = await knet.createSession({
      amountFils: 12_345,
      currency: 'KWD',
      reference: 'attempt-1',
      method: 'knet',
      language: 'ar',
      email: 'payer@example.com',
      returnUrl: 'https://courier.example/api/website/payment_return',
      notifyUrl: 'https://courier.example/api/website/payment_notify',
    });
    const url = new URL(redirectUrl);
    expect(url.origin + url.pathname).toBe(config.gatewayUrl);
    expect(url.searchParams.get('param')).toBe('paymentInit');
    expect(url.searchParams.get('tranportalId')).toBe('123456');
    const order = new URLSearchParams(
      decryptTrandata(url.searchParams.get('trandata')!, config.resourceKey)!,
    );
    expect(Object.fromEntries(order)).toMatchObject({
      id: '123456',
      password: 'tranportal-pass',
      action: '1',
      langid: 'ARA',
      currencycode: '414',
      amt: '12.345',
      trackid: 'attempt-1',
      responseURL: 'https://courier.example/api/website/payment_return',
      udf1: 'knet',
    });
    // The password travels encrypted only.
    expect(redirectUrl).not.toContain('tranportal-pass');
  });

  it('reads a CAPTURED result it can decrypt; amounts in whole fils', async () => {
    const result = await knet.verifyResult(
      knetAnswer({ paymentid: '100201', result: 'CAPTURED', trackid: 'attempt-1', amt: '12.345' }),
    );
    expect(result).toMatchObject({
      reference: 'attempt-1',
      outcome: 'approved',
      paymentId: '100201',
      amountFils: 12_345,
      brand: 'knet',
      last4: '',
      message: PAYMENT_MESSAGES.approved,
    });
    const cancelled = await knet.verifyResult(
      knetAnswer({ paymentid: '100202', result: 'CANCELED', trackid: 'attempt-2', amt: '1.000' }),
    );
    expect(cancelled?.outcome).toBe('cancelled');
    const declined = await knet.verifyResult(
      knetAnswer({ paymentid: '100203', result: 'NOT CAPTURED', trackid: 'a-3', amt: '1.000' }),
    );
    expect(declined?.outcome).toBe('declined');
  });

  it('proves nothing without trandata under our key: plain fields, another key, a swapped id', async () => {
    const fields = { paymentid: '1', result: 'CAPTURED', trackid: 'attempt-1', amt: '5.000' };
    expect(await knet.verifyResult(fields)).toBeNull();
    expect(await knet.verifyResult(knetAnswer(fields, 'FEDCBA9876543210'))).toBeNull();
    expect(await knet.verifyResult({ ...knetAnswer(fields), paymentid: '2' })).toBeNull();
    expect(await knet.verifyResult({ trandata: 'zz' })).toBeNull();
  });

  it('is configured from the environment, refusing a key of the wrong length', () => {
    const env = {
      KNET_TRANPORTAL_ID: '1',
      KNET_TRANPORTAL_PASSWORD: 'p',
      KNET_RESOURCE_KEY: '0123456789ABCDEF',
    };
    expect(knetConfigFromEnv(env).gatewayUrl).toBe(config.gatewayUrl);
    expect(() => knetConfigFromEnv({ ...env, KNET_RESOURCE_KEY: 'short' })).toThrow(/16/);
    expect(() => knetConfigFromEnv({ ...env, KNET_TRANPORTAL_ID: '' })).toThrow(/TRANPORTAL/);
  });
});
