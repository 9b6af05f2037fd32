import { REQUEST_MESSAGES } from './requestMessages.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const logout = (headers: Record<string, string>, method: 'POST' | 'GET' = 'POST') =>
  t.app.inject({
    method,
    url: '/api/website/customer_logout',
    headers: { 'content-type': 'application/json', ...headers },
    ...(method === 'POST' ? { payload: '{}' } : {}),
  });

describe('origin check on state-changing calls', () => {
  it("refuses a POST sent from another site's page, in the visitor's language", async () => {
    const res = await logout({ origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toBe(REQUEST_MESSAGES.foreignOrigin);
    const ar = await logout({ origin: 'null', 'accept-language': 'ar' });
    expect(ar.statusCode).toBe(403);
    expect(ar.json().Message).toBe(
      'لم يصدر هذا الطلب من موقعنا. افتح الصفحة مرة أخرى وأعد المحاولة.',
    );
  });

  it('lets through its own origin, the public address, no Origin at all, reads and keyed clients', async () => {
    // inject sends Host localhost:80: the page the request was sent to.
    expect((await logout({ origin: 'http://localhost' })).statusCode).toBe(200);
    expect((await logout({ origin: new URL(t.config.publicUrl).origin })).statusCode).toBe(200);
    expect((await logout({})).statusCode).toBe(200);
    const read = await logout({ origin: 'https://evil.example' }, 'GET');
    expect(read.statusCode).not.toBe(403);
    const keyed = await logout({ origin: 'https://evil.example', authorization: 'Bearer k' });
    expect(keyed.statusCode).toBe(200);
  });

  it("lets a payment gateway's page post the payer back: the result proves itself", async () => {
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/website/payment_return',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://kpaytest.com.kw',
      },
      payload: 'paymentid=1&trandata=00',
    });
    // Not refused by origin; unproven, so it records nothing and lands on the booking page.
    expect([back.statusCode, back.headers.location]).toEqual([303, '/book-shipment']);
  });
});
