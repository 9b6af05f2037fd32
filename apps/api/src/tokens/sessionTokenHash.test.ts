import { createHash, createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../customers/customerAccounts.ts';
import { customerSessions } from '../db/schema/index.ts';
import { startTestApp, TEST_SECRETS, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
let customerId: number;
beforeAll(async () => {
  t = await startTestApp();
  customerId = (await createCustomer(t.db, {
    userId: 'hmac-co',
    password: 'Hmac#2026pw-long',
    accountNo: 'KWI-400001',
    companyName: 'Hmac WLL',
    contactPerson: 'Huda',
    city: 'Kuwait City',
    phone: '+96522223333',
    email: 'huda@example.com',
  }))!.id;
});
afterAll(async () => t?.close());

const sessionWith = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/website/customer_session',
    headers: { cookie: `courier_session=${token}` },
  });

describe('session token hash', () => {
  it('stores the HMAC under SESSION_SECRET: a row planted with a plain SHA-256 opens nothing', async () => {
    const expiresAt = new Date(Date.now() + 3_600_000);
    const planted = randomBytes(32).toString('base64url');
    await t.db.insert(customerSessions).values({
      tokenHash: createHash('sha256').update(planted).digest('hex'),
      customerId,
      expiresAt,
    });
    expect((await sessionWith(planted)).statusCode).toBe(401);

    // The same row keyed with the secret (what only the server can compute) is a session.
    const keyed = randomBytes(32).toString('base64url');
    await t.db.insert(customerSessions).values({
      tokenHash: createHmac('sha256', TEST_SECRETS.SESSION_SECRET).update(keyed).digest('hex'),
      customerId,
      expiresAt,
    });
    expect((await sessionWith(keyed)).statusCode).toBe(200);
  });

  it('a login stores no plain hash of its cookie', async () => {
    const login = await t.post('customer_login', {
      Userid: 'hmac-co',
      Password: 'Hmac#2026pw-long',
    });
    const token = login.cookies.find((c) => c.name === 'courier_session')!.value;
    const rows = await t.db
      .select()
      .from(customerSessions)
      .where(eq(customerSessions.customerId, customerId));
    const hashes = rows.map((r) => r.tokenHash);
    expect(hashes).not.toContain(createHash('sha256').update(token).digest('hex'));
    expect(hashes).toContain(
      createHmac('sha256', TEST_SECRETS.SESSION_SECRET).update(token).digest('hex'),
    );
  });
});
