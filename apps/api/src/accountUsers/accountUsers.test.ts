import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../customers/customerAccounts.ts';
import { accountActivity, accountInvitations, accountUsers } from '../db/schema/index.ts';
import { merchantShipmentBody } from '../merchantApi/merchant.testSupport.ts';
import { customerBooking, serviceId } from '../shipments/booking.testSupport.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { invitationTokenIn } from './accountUsers.testSupport.ts';

/**
 * Business accounts with several users: invitations by e-mail, roles enforced on every portal
 * and merchant API call, removal that ends sessions and keys at once (in every process), and
 * accounts that never see each other's users, invitations or shipments.
 */

let t: TestApp;
let parcel: string;
const PASSWORD = 'Sh0p#password!';
let address = 0;

const call = (cookie: string, path: string, body?: unknown) =>
  t.app.inject({
    method: body === undefined ? 'GET' : 'POST',
    url: `/api/website/${path}`,
    headers: {
      cookie,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

const api = (key: string, method: 'GET' | 'POST', url: string, body?: unknown) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: {
      authorization: `Bearer ${key}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

const sessionOf = (res: { cookies: { name: string; value: string }[]; body: string }) => {
  const cookie = res.cookies.find((c) => c.name === 'courier_session');
  if (!cookie) throw new Error(`no session: ${res.body}`);
  return `courier_session=${cookie.value}`;
};

async function login(userId: string, password = PASSWORD) {
  address += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/website/customer_login',
    remoteAddress: `10.7.0.${address}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ Userid: userId, Password: password }),
  });
  return sessionOf(res);
}

async function invite(owner: string, email: string, role: string) {
  const res = await call(owner, 'portal_user_invite', { email, role });
  expect(res.statusCode, res.body).toBe(200);
  await t.drainJobs();
  const token = await invitationTokenIn(t.config.dataDir, email);
  if (!token) throw new Error(`no invitation e-mail to ${email}`);
  return { token, invitation: res.json().invitation as { id: string } };
}

const accept = (token: string, name = 'Noura') =>
  t.post('user_invitation_accept', { token, name, password: PASSWORD, confirm_password: PASSWORD });

/** Invites and accepts: the new user's cookie and public id. */
async function member(owner: string, email: string, role: string) {
  const { token } = await invite(owner, email, role);
  const res = await accept(token);
  expect(res.statusCode, res.body).toBe(200);
  const users = (await call(owner, 'portal_users')).json().users as { id: string; email: string }[];
  return { cookie: sessionOf(res), id: users.find((u) => u.email === email)!.id };
}

async function book(cookie: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/website/create_shipment',
    headers: { 'content-type': 'application/json', cookie },
    payload: JSON.stringify(customerBooking(parcel)),
  });
}

const owners = { a: '', b: '' };
const ids = { a: 0, b: 0 };

beforeAll(async () => {
  t = await startTestApp();
  parcel = await serviceId(t, 'Express Parcel');
  for (const name of ['a', 'b'] as const) {
    const row = await createCustomer(t.db, {
      userId: `team-${name}`,
      password: PASSWORD,
      companyName: `Team ${name} WLL`,
      contactPerson: `Owner ${name}`,
      city: 'Kuwait City',
      phone: '+96522223333',
      email: `team-${name}@example.com`,
      accountNo: `AC-team-${name}`,
    });
    ids[name] = row!.id;
    owners[name] = await login(`team-${name}`);
  }
});
afterAll(async () => t?.close());

describe('invitations', () => {
  it('e-mails a link; the invitee sets a name and password and logs in to the same account', async () => {
    const email = 'shipper.one@example.com';
    const { token } = await invite(owners.a, email, 'shipper');
    const seen = await t.post('user_invitation', { token });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({ email, role: 'shipper', company: 'Team a WLL' });
    // Only the token's hash is stored.
    const [row] = await t.db
      .select()
      .from(accountInvitations)
      .where(eq(accountInvitations.email, email));
    expect(row!.tokenHash).not.toContain(token);

    const accepted = await accept(token, 'Shipper One');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ userid: email, role: 'shipper' });
    const cookie = sessionOf(accepted);
    const session = await call(cookie, 'customer_session');
    expect(session.json()).toMatchObject({ Userid: email, Role: 'shipper' });
    expect(session.json().Data[0].AC_NO).toBe('AC-team-a');

    // Their own login works too, with an argon2id hash.
    const [user] = await t.db.select().from(accountUsers).where(eq(accountUsers.email, email));
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await call(await login(email), 'portal_dashboard')).statusCode).toBe(200);

    // A shipment they create is the account's, and recorded as theirs.
    const booked = await book(cookie);
    expect(booked.statusCode, booked.body).toBe(200);
    const shipmentNo = booked.json().shipment_no as string;
    const listed = await call(owners.a, `portal_shipments?q=${shipmentNo}`);
    expect(listed.json().total).toBe(1);
    const activity = await t.db
      .select()
      .from(accountActivity)
      .where(
        and(eq(accountActivity.userId, user!.id), eq(accountActivity.action, 'shipment.created')),
      );
    expect(activity).toHaveLength(1);
  });

  it('works once: a second accept is refused', async () => {
    const { token } = await invite(owners.a, 'twice@example.com', 'viewer');
    expect((await accept(token)).statusCode).toBe(200);
    const again = await accept(token, 'Someone else');
    expect(again.statusCode).toBe(410);
    expect((await t.post('user_invitation', { token })).statusCode).toBe(410);
  });

  it('refuses an expired, a revoked and an unknown link', async () => {
    const { token, invitation } = await invite(owners.a, 'late@example.com', 'viewer');
    await t.db
      .update(accountInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountInvitations.publicId, invitation.id));
    expect((await t.post('user_invitation', { token })).statusCode).toBe(410);
    expect((await accept(token)).statusCode).toBe(410);

    const revoked = await invite(owners.a, 'revoked@example.com', 'viewer');
    const res = await call(owners.a, 'portal_invitation_revoke', {
      invitationId: revoked.invitation.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await accept(revoked.token)).statusCode).toBe(410);
    expect((await accept('x'.repeat(43))).statusCode).toBe(410);
  });

  it('refuses a second invitation to an address that has a login or an open invitation', async () => {
    await invite(owners.a, 'pending@example.com', 'viewer');
    const again = await call(owners.a, 'portal_user_invite', {
      email: 'Pending@example.com',
      role: 'viewer',
    });
    expect(again.statusCode).toBe(409);
    const login = await call(owners.a, 'portal_user_invite', { email: 'team-b', role: 'viewer' });
    expect(login.statusCode).toBe(400);
  });
});

describe('roles', () => {
  let viewer: { cookie: string; id: string };
  let shipper: { cookie: string; id: string };
  beforeAll(async () => {
    viewer = await member(owners.a, 'viewer.role@example.com', 'viewer');
    shipper = await member(owners.a, 'shipper.role@example.com', 'shipper');
  });

  it('a viewer reads and exports but cannot create a shipment, a key or an address', async () => {
    expect((await call(viewer.cookie, 'portal_shipments')).statusCode).toBe(200);
    expect((await call(viewer.cookie, 'portal_dashboard')).statusCode).toBe(200);
    const shipment = await book(viewer.cookie);
    expect(shipment.statusCode).toBe(403);
    const key = await call(viewer.cookie, 'portal_api_key_create', { name: 'x', mode: 'test' });
    expect(key.statusCode).toBe(403);
    expect((await call(viewer.cookie, 'portal_users')).statusCode).toBe(403);
    expect((await call(viewer.cookie, 'portal_webhook_endpoints')).statusCode).toBe(403);
  });

  it('a shipper books but cannot manage users, keys, webhooks or the profile', async () => {
    expect((await book(shipper.cookie)).statusCode).toBe(200);
    for (const [path, body] of [
      ['portal_users', undefined],
      ['portal_user_invite', { email: 'x@example.com', role: 'owner' }],
      ['portal_user_role', { userId: shipper.id, role: 'owner' }],
      ['portal_user_remove', { userId: viewer.id }],
      ['portal_api_keys', undefined],
      ['portal_api_key_create', { name: 'x', mode: 'test' }],
      ['portal_webhook_endpoints', undefined],
    ] as const) {
      const res = await call(shipper.cookie, path, body);
      expect(res.statusCode, path).toBe(403);
    }
  });

  it('a key acts with its creator role: an owner user demoted to viewer cannot book with it', async () => {
    const owner2 = await member(owners.a, 'owner.two@example.com', 'owner');
    const created = await call(owner2.cookie, 'portal_api_key_create', {
      name: 'Shop',
      mode: 'test',
    });
    expect(created.statusCode, created.body).toBe(200);
    const { key } = created.json();
    const body = merchantShipmentBody(parcel);
    const ok = await api(key, 'POST', '/shipments', body);
    expect(ok.statusCode, ok.body).toBe(201);

    await call(owners.a, 'portal_user_role', { userId: owner2.id, role: 'viewer' });
    const refused = await api(key, 'POST', '/shipments', body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      type: 'permission_error',
      code: 'insufficient_role',
    });
    expect((await api(key, 'GET', '/shipments')).statusCode).toBe(200);
    const hook = await api(key, 'POST', '/webhook_endpoints', {
      url: 'https://shop.example.com/hook',
      events: ['shipment.created'],
    });
    expect(hook.statusCode).toBe(403);
    // The demotion holds in the portal on the next request too.
    expect((await call(owner2.cookie, 'portal_users')).statusCode).toBe(403);
  });

  it('the account login stays owner: it cannot be demoted or removed', async () => {
    expect(
      (await call(owners.a, 'portal_user_role', { userId: 'account', role: 'viewer' })).statusCode,
    ).toBe(409);
    expect((await call(owners.a, 'portal_user_remove', { userId: 'account' })).statusCode).toBe(
      409,
    );
  });
});

describe('removing a user', () => {
  it('ends their sessions and keys on the next request, in every process', async () => {
    const gone = await member(owners.a, 'leaving@example.com', 'owner');
    const { key } = (
      await call(gone.cookie, 'portal_api_key_create', { name: 'Mine', mode: 'live' })
    ).json();
    const twin = await t.twin();
    try {
      const onTwin = () =>
        twin.app.inject({
          method: 'GET',
          url: '/api/website/portal_dashboard',
          headers: { cookie: gone.cookie },
        });
      const keyOnTwin = () =>
        twin.app.inject({
          method: 'GET',
          url: '/api/v1/shipments',
          headers: { authorization: `Bearer ${key}` },
        });
      expect((await onTwin()).statusCode).toBe(200);
      expect((await keyOnTwin()).statusCode).toBe(200);

      const removed = await call(owners.a, 'portal_user_remove', { userId: gone.id });
      expect(removed.statusCode, removed.body).toBe(200);

      expect((await call(gone.cookie, 'portal_dashboard')).statusCode).toBe(401);
      expect((await onTwin()).statusCode).toBe(401);
      expect((await api(key, 'GET', '/shipments')).statusCode).toBe(401);
      expect((await keyOnTwin()).statusCode).toBe(401);
      // Nor can they log in again.
      const again = await t.post('customer_login', {
        Userid: 'leaving@example.com',
        Password: PASSWORD,
      });
      expect(again.statusCode).toBe(401);
      const listed = (await call(owners.a, 'portal_users')).json().users as { id: string }[];
      expect(listed.map((u) => u.id)).not.toContain(gone.id);
    } finally {
      await twin.close();
    }
  });
});

describe('two accounts', () => {
  it("a user of account A never sees or changes account B's users, invitations or shipments", async () => {
    const bUser = await member(owners.b, 'b.shipper@example.com', 'shipper');
    const bInvite = await invite(owners.b, 'b.pending@example.com', 'viewer');
    const bBooked = (await book(bUser.cookie)).json();
    const aOwner = await member(owners.a, 'a.owner@example.com', 'owner');

    for (const cookie of [owners.a, aOwner.cookie]) {
      const listed = (await call(cookie, 'portal_users')).json();
      expect(JSON.stringify(listed)).not.toContain('b.');
      expect(JSON.stringify(listed)).not.toContain('team-b');
      expect(
        (await call(cookie, 'portal_user_role', { userId: bUser.id, role: 'viewer' })).statusCode,
      ).toBe(404);
      expect((await call(cookie, 'portal_user_remove', { userId: bUser.id })).statusCode).toBe(404);
      const revoke = await call(cookie, 'portal_invitation_revoke', {
        invitationId: bInvite.invitation.id,
      });
      expect(revoke.statusCode).toBe(404);
      const shipment = await call(cookie, `portal_shipment/${bBooked.shipmentId}`);
      expect(shipment.statusCode).toBe(404);
      const shipments = (await call(cookie, 'portal_shipments')).json();
      expect(JSON.stringify(shipments)).not.toContain(bBooked.shipment_no);
    }
    // B's user and invitation are untouched.
    expect((await call(bUser.cookie, 'portal_dashboard')).statusCode).toBe(200);
    expect((await t.post('user_invitation', { token: bInvite.token })).statusCode).toBe(200);
    const [row] = await t.db.select().from(accountUsers).where(eq(accountUsers.publicId, bUser.id));
    expect(row).toMatchObject({ role: 'shipper', removedAt: null, customerId: ids.b });
  });
});
