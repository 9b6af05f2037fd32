import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCustomer } from './customerAccounts.ts';
import { CUSTOMER_DEVICE_COOKIE } from './deviceCookie.ts';
import { loadShippingConfig } from '../shipments/shippingConfig.ts';
import { delayOver, failedToday, guesserRounds, OWNER_STAYS_IN } from '../testing/loginGuesser.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { awayFromWindowEdge } from '../testing/windowEdge.ts';

// Counting tests may first wait for a fresh login window (awayFromWindowEdge).
vi.setConfig({ testTimeout: 150_000 });

let t: TestApp;
const CAROL = { userId: 'carol', password: 'Carol#2026pw', accountNo: 'KWI-300001' };
/** Carol's key in login_attempts. */
const CAROL_KEY = 'user:carol';

/** An app with these login limits and Carol's account. */
async function appWithCarol(
  limits: Partial<ReturnType<typeof loadShippingConfig>>,
): Promise<TestApp> {
  const app = await startTestApp({ shipping: { ...loadShippingConfig({}), ...limits } });
  await createCustomer(app.db, {
    ...CAROL,
    companyName: 'Carol WLL',
    contactPerson: 'Carol',
    city: 'Kuwait City',
    phone: '+96522223333',
    email: 'carol@example.com',
  });
  return app;
}

beforeAll(async () => {
  t = await appWithCarol({ loginMaxPerUser: 3, loginUserFreeFailures: 5, loginMaxPerAddress: 100 });
});
afterAll(async () => t?.close());

/** A login through one of the test apps. */
const loginAs = (on: TestApp, userId: string, password: string, address: string, cookie?: string) =>
  on.app.inject({
    method: 'POST',
    url: '/api/website/customer_login',
    remoteAddress: address,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify({ Userid: userId, Password: password }),
  });
const login = (password: string, address: string, cookie?: string) =>
  loginAs(t, CAROL.userId, password, address, cookie);

describe('the address limit counts failures', () => {
  // Its own app with a small address limit (10): the rule is the same at 100, and 23 logins
  // instead of 221 keep the test inside its time on a loaded machine (each is an argon2id check).
  let office: TestApp;
  beforeAll(async () => {
    office = await appWithCarol({ loginMaxPerUser: 3, loginMaxPerAddress: 10 });
  });
  afterAll(async () => office?.close());

  it('an office behind one address: 12 good logins in a window (limit 10) all get in; failures still meet the limit', async () => {
    await awayFromWindowEdge(office.config.shipping.loginWindowMinutes);
    const address = '10.9.9.9';
    const attempt = (userId: string, password: string) =>
      loginAs(office, userId, password, address);
    for (let i = 0; i < 12; i += 1)
      expect((await attempt(CAROL.userId, CAROL.password)).statusCode, `login ${i + 1}`).toBe(200);
    // Failures from the same address, spread over user IDs so only the address limit applies.
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1)
      codes.push((await attempt(`nobody${i}`, 'wrong-password')).statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(10);
    expect(codes.at(-1)).toBe(429);
  });
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
    await failedToday(t.db, CAROL_KEY, 9);
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login('wrong-password', `10.8.0.${i + 1}`)),
    );
    const tookSeconds = Math.ceil((Date.now() - started) / 1000);
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(1);
    const waits = answers
      .filter((a) => a.statusCode === 429)
      .map((a) => Number(a.headers['retry-after']));
    expect(waits).toHaveLength(19);
    // 32 s, less what has passed of it when a call is answered: up to the time the 20 calls took
    // on a busy machine (and one more second for clock skew between Node and the database).
    expect(
      waits.every((s) => s >= 30 - tookSeconds && s <= 33),
      waits.join(' '),
    ).toBe(true);
    // Even the right password waits: the delay is per user ID...
    expect((await login(CAROL.password, '10.7.0.1')).statusCode).toBe(429);
    // ...but it is a delay, never a lock-out: once it has passed the owner gets in.
    await delayOver(t.db, CAROL_KEY);
    expect((await login(CAROL.password, '10.7.0.1')).statusCode).toBe(200);
  });

  it("a guesser who resends a wrong password each time the delay ends cannot keep the owner's device out", async () => {
    await t.db.execute(`delete from login_attempts`);
    const first = await login(CAROL.password, '10.6.0.1');
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((c) => c.name === CUSTOMER_DEVICE_COOKIE.name)!;
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    // Far past the free failures: every attempt without the device cookie starts a delay.
    await failedToday(t.db, CAROL_KEY, 20);
    const rounds = await guesserRounds({
      db: t.db,
      key: CAROL_KEY,
      login,
      password: CAROL.password,
      deviceCookie: `${device.name}=${device.value}`,
      rounds: 7,
      network: '10.5',
    });
    expect(rounds).toEqual(Array(7).fill(OWNER_STAYS_IN));
    // A forged or another account's device cookie is not trusted.
    const forged = `${device.name}=${device.value.slice(0, -2)}xx`;
    expect((await login(CAROL.password, '10.5.4.1', forged)).statusCode).toBe(429);
  });
});
