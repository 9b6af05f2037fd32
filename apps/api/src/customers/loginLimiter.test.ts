import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCustomer } from './customerAccounts.ts';
import { loadShippingConfig } from '../shipments/shippingConfig.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { awayFromWindowEdge } from '../testing/windowEdge.ts';

// Counting tests may first wait for a fresh login window (awayFromWindowEdge).
vi.setConfig({ testTimeout: 150_000 });

let t: TestApp;
const CAROL = { userId: 'carol', password: 'Carol#2026pw', accountNo: 'KWI-300001' };

beforeAll(async () => {
  t = await startTestApp({
    shipping: {
      ...loadShippingConfig({}),
      loginMaxPerUser: 3,
      loginUserFreeFailures: 5,
      loginMaxPerAddress: 100,
    },
  });
  await createCustomer(t.db, {
    ...CAROL,
    companyName: 'Carol WLL',
    contactPerson: 'Carol',
    city: 'Kuwait City',
    phone: '+96522223333',
    email: 'carol@example.com',
  });
});
afterAll(async () => t?.close());

const login = (password: string, address: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/website/customer_login',
    remoteAddress: address,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ Userid: CAROL.userId, Password: password }),
  });

describe('login limits under concurrency', () => {
  it('20 concurrent wrong passwords from one address: exactly the limit (3) are checked, the rest get 429 with Retry-After', async () => {
    await awayFromWindowEdge(t.config.shipping.loginWindowMinutes);
    await t.db.execute(`delete from login_attempts`);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => login('wrong-password', '10.9.0.1')),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(17);
    for (const a of answers.filter((x) => x.statusCode === 429))
      expect(Number(a.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('20 concurrent wrong passwords from 20 addresses after 9 failures: one is checked, the rest wait a growing delay; the owner gets in after it', async () => {
    await awayFromWindowEdge(t.config.shipping.loginWindowMinutes);
    await t.db.execute(`delete from login_attempts`);
    // 9 failures already today (5 free): the next one starts a 2^5 = 32 s wait.
    await t.db.execute(
      `insert into login_attempts (key, window_start, failures) values ('user:carol', to_timestamp(floor(extract(epoch from now()) / 86400) * 86400), 9)`,
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login('wrong-password', `10.8.0.${i + 1}`)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(1);
    const waits = answers
      .filter((a) => a.statusCode === 429)
      .map((a) => Number(a.headers['retry-after']));
    expect(waits).toHaveLength(19);
    // 32 s (one more second for clock skew between Node and the database).
    expect(waits.every((s) => s >= 30 && s <= 33)).toBe(true);
    // Even the right password waits: the delay is per user ID...
    expect((await login(CAROL.password, '10.7.0.1')).statusCode).toBe(429);
    // ...but it is a delay, never a lock-out: once it has passed the owner gets in.
    await t.db.execute(
      `update login_attempts set blocked_until = now() - interval '1 second' where key = 'user:carol'`,
    );
    expect((await login(CAROL.password, '10.7.0.1')).statusCode).toBe(200);
  });
});
