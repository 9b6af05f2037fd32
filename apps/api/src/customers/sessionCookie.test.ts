import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadShippingConfig } from '../shipments/shippingConfig.ts';
import { createStaffUser } from '../admin/staffAccounts.ts';
import { SECURE_STAFF_COOKIE, STAFF_COOKIE } from '../admin/staffSessions.ts';
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
  await createStaffUser(t.db, {
    username: 'desk',
    password: 'Desk#2026password',
    role: 'operations',
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

const staffLogin = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ username: 'desk', password: 'Desk#2026password' }),
  });

describe("staff session cookie (the same rules as the customers')", () => {
  it('is __Host- and Secure when the request came over https (through the trusted proxy)', async () => {
    const res = await staffLogin({ 'x-forwarded-proto': 'https' });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === SECURE_STAFF_COOKIE);
    expect(SECURE_STAFF_COOKIE).toBe(`__Host-${STAFF_COOKIE}`);
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'Strict' });
    expect(cookie).not.toHaveProperty('domain');
    const https = { 'x-forwarded-proto': 'https' };
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/admin/session',
      headers: { ...https, cookie: `${SECURE_STAFF_COOKIE}=${cookie!.value}` },
    });
    expect(session.statusCode).toBe(200);
    // Over https the plain name is not read: a plain-http page cannot plant a session.
    const planted = await t.app.inject({
      method: 'GET',
      url: '/api/admin/session',
      headers: { ...https, cookie: `${STAFF_COOKIE}=${cookie!.value}` },
    });
    expect(planted.statusCode).toBe(401);
  });

  it('keeps the plain name without Secure over plain http (localhost)', async () => {
    const res = await staffLogin({});
    const cookie = res.cookies.find((c) => c.name === STAFF_COOKIE);
    expect(cookie?.secure).toBeFalsy();
    expect(res.cookies.some((c) => c.name === SECURE_STAFF_COOKIE)).toBe(false);
  });
});

describe('secure login cookies by default in production', () => {
  it('follows an https PUBLIC_URL unless COOKIE_SECURE says otherwise', () => {
    const secure = (env: NodeJS.ProcessEnv) => loadShippingConfig(env).cookieSecure;
    expect(secure({ PUBLIC_URL: 'https://courier.example' })).toBe(true);
    expect(secure({ PUBLIC_URL: 'http://localhost:8080' })).toBe(false);
    expect(secure({ PUBLIC_URL: 'http://localhost:8080', COOKIE_SECURE: 'true' })).toBe(true);
    expect(secure({ PUBLIC_URL: 'https://courier.example', COOKIE_SECURE: 'false' })).toBe(false);
  });
});
