import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from './customerAccounts.ts';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from './sessions.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  // Behind a trusted proxy: X-Forwarded-Proto tells how the browser connected.
  t = await startTestApp({ trustProxy: true });
  await createCustomer(t.db, {
    userId: 'erin',
    password: 'Erin#2026pw',
    accountNo: 'KWI-500001',
    companyName: 'Erin WLL',
    contactPerson: 'Erin',
    city: 'Kuwait City',
    phone: '+96522223333',
    email: 'erin@example.com',
  });
});
afterAll(async () => t?.close());

const login = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/website/customer_login',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ Userid: 'erin', Password: 'Erin#2026pw' }),
  });

describe('session cookie', () => {
  it('is __Host- and Secure when the request came over https (through the trusted proxy)', async () => {
    const res = await login({ 'x-forwarded-proto': 'https' });
    const cookie = res.cookies.find((c) => c.name === SECURE_SESSION_COOKIE);
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'Lax' });
    expect(cookie).not.toHaveProperty('domain');
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/website/customer_session',
      headers: { cookie: `${SECURE_SESSION_COOKIE}=${cookie!.value}` },
    });
    expect(session.statusCode).toBe(200);
  });

  it('keeps the plain name without Secure over plain http (localhost)', async () => {
    const res = await login({});
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie?.secure).toBeFalsy();
    expect(res.cookies.some((c) => c.name === SECURE_SESSION_COOKIE)).toBe(false);
  });
});
