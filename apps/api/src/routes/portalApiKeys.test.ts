import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../customers/customerAccounts.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
const cookies: Record<'owner' | 'other', string> = { owner: '', other: '' };

async function login(userId: string) {
  const res = await t.post('customer_login', { Userid: userId, Password: 'Sh0p#password!' });
  const cookie = res.cookies.find((c) => c.name === 'courier_session');
  if (!cookie) throw new Error(`no session for ${userId}: ${res.body}`);
  return `courier_session=${cookie.value}`;
}

const portal = (who: keyof typeof cookies, path: string, body?: unknown) =>
  t.app.inject({
    method: body === undefined ? 'GET' : 'POST',
    url: `/api/website/${path}`,
    headers: {
      cookie: cookies[who],
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

const apiWith = (key: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/shipments',
    headers: { authorization: `Bearer ${key}` },
  });

beforeAll(async () => {
  t = await startTestApp();
  for (const userId of ['key-owner', 'key-other'])
    await createCustomer(t.db, {
      userId,
      password: 'Sh0p#password!',
      companyName: `${userId} WLL`,
      contactPerson: userId,
      city: 'Kuwait City',
      phone: '+96522223333',
      email: `${userId}@example.com`,
      accountNo: `AC-${userId}`,
    });
  cookies.owner = await login('key-owner');
  cookies.other = await login('key-other');
});
afterAll(async () => t?.close());

describe('the portal API keys', () => {
  it('needs a session', async () => {
    const res = await t.get('portal_api_keys');
    expect(res.statusCode).toBe(401);
  });

  it('creates a key shown once, lists it without the key, revokes it: 401 at once', async () => {
    const created = await portal('owner', 'portal_api_key_create', {
      name: 'Web shop',
      mode: 'test',
    });
    expect(created.statusCode, created.body).toBe(200);
    const { key, api_key } = created.json();
    expect(key).toMatch(/^ck_test_/);
    expect(api_key).toMatchObject({ name: 'Web shop', mode: 'test', last_used_at: null });
    expect(created.headers['cache-control']).toContain('no-store');

    expect((await apiWith(key)).statusCode).toBe(200);
    const listed = await portal('owner', 'portal_api_keys');
    expect(listed.body).not.toContain(key);
    const [row] = listed.json().api_keys;
    expect(row.id).toBe(api_key.id);
    expect(row.prefix).toBe(key.slice(0, 12));
    expect(row.last_used_at).not.toBeNull();

    // Another customer sees none of them and cannot revoke it.
    expect((await portal('other', 'portal_api_keys')).json().api_keys).toEqual([]);
    const stolen = await portal('other', 'portal_api_key_revoke', { keyId: api_key.id });
    expect(stolen.statusCode).toBe(404);
    expect((await apiWith(key)).statusCode).toBe(200);

    const revoked = await portal('owner', 'portal_api_key_revoke', { keyId: api_key.id });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().api_key.revoked_at).not.toBeNull();
    expect((await apiWith(key)).statusCode).toBe(401);
    // Revoked once is revoked: a second time is not found.
    expect((await portal('owner', 'portal_api_key_revoke', { keyId: api_key.id })).statusCode).toBe(
      404,
    );
  });

  it("refuses a blank name or an unknown mode with the domain's words", async () => {
    const blank = await portal('owner', 'portal_api_key_create', { name: ' ', mode: 'live' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.name).toBe('Enter a name for the key.');
    const mode = await portal('owner', 'portal_api_key_create', { name: 'x', mode: 'prod' });
    expect(mode.statusCode).toBe(400);
    expect(mode.json().errors.mode).toBe('Choose live or test.');
  });

  it('a revoked key is refused by another API process too', async () => {
    const created = (
      await portal('owner', 'portal_api_key_create', { name: 'Cluster', mode: 'live' })
    ).json();
    const second = await t.twin();
    try {
      const onSecond = () =>
        second.app.inject({
          method: 'GET',
          url: '/api/v1/shipments',
          headers: { authorization: `Bearer ${created.key}` },
        });
      expect((await onSecond()).statusCode).toBe(200);
      await portal('owner', 'portal_api_key_revoke', { keyId: created.api_key.id });
      expect((await onSecond()).statusCode).toBe(401);
    } finally {
      await second.close();
    }
  }, 60_000);
});
