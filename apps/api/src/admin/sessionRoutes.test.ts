import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_DEVICE_COOKIE } from '../customers/deviceCookie.ts';
import { auditLog, staffSessions, staffUsers } from '../db/schema/index.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { failedToday, guesserRounds, OWNER_STAYS_IN } from '../testing/loginGuesser.ts';
import { awayFromWindowEdge } from '../testing/windowEdge.ts';
import { adminCall, STAFF_TEST_PASSWORD, staffCookie } from './adminTestSupport.ts';
import { staffLoginMessages } from './sessionRoutes.ts';
import { createStaffUser } from './staffAccounts.ts';
import { STAFF_COOKIE } from './staffSessions.ts';
import { currentTotp, newTotpSecret } from './totp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe('staff login', () => {
  it('makes an admin enrol a second factor before the session opens', async () => {
    await createStaffUser(t.db, { username: 'boss', password: STAFF_TEST_PASSWORD, role: 'admin' });
    const first = await adminCall(t, 'admin_login', {
      username: 'boss',
      password: STAFF_TEST_PASSWORD,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      next: 'enrol',
      qrDataUrl: expect.stringMatching(/^data:image\/png;base64,/),
    });
    expect(first.cookies).toHaveLength(0);
    const [row] = await t.db.select().from(staffUsers).where(eq(staffUsers.username, 'boss'));
    const wrong = await adminCall(t, 'admin_login', {
      username: 'boss',
      password: STAFF_TEST_PASSWORD,
      code: '000000',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().Message).toBe(staffLoginMessages.wrongCode);
    const ok = await adminCall(t, 'admin_login', {
      username: 'boss',
      password: STAFF_TEST_PASSWORD,
      code: currentTotp(row!.totpPendingSecret!),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      next: 'done',
      staff: { username: 'boss', role: 'admin', twoFactor: true },
    });
    const cookie = ok.cookies.find((c) => c.name === STAFF_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    const session = await adminCall(t, 'admin_session', {}, `${STAFF_COOKIE}=${cookie.value}`);
    expect(session.json().staff.username).toBe('boss');
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.staffUsername, 'boss'));
    expect(audit.map((a) => a.action)).toContain('staff.totp_enrolled');
  });

  it('logs other roles in with the password alone and refuses wrong passwords and disabled accounts', async () => {
    const cookie = await staffCookie(t, 'operations', 'ops1');
    expect((await adminCall(t, 'admin_session', {}, cookie)).statusCode).toBe(200);
    const bad = await adminCall(t, 'admin_login', {
      username: 'ops1',
      password: 'wrong password!',
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().Message).toBe(staffLoginMessages.failed);
    const unknown = await adminCall(t, 'admin_login', {
      username: 'nobody',
      password: 'wrong password!',
    });
    expect(unknown.json().Message).toBe(staffLoginMessages.failed);
    await t.db.update(staffUsers).set({ disabled: true }).where(eq(staffUsers.username, 'ops1'));
    expect((await adminCall(t, 'admin_session', {}, cookie)).statusCode).toBe(401);
    const disabled = await adminCall(t, 'admin_login', {
      username: 'ops1',
      password: STAFF_TEST_PASSWORD,
    });
    expect(disabled.statusCode).toBe(403);
  });

  it('ends a session after the idle time-out and on logout', async () => {
    const cookie = await staffCookie(t, 'customer-service', 'cs-idle');
    expect((await adminCall(t, 'admin_session', {}, cookie)).statusCode).toBe(200);
    await adminCall(t, 'admin_logout', {}, cookie);
    expect((await adminCall(t, 'admin_session', {}, cookie)).statusCode).toBe(401);
    const idle = await staffCookie(t, 'content-editor', 'ce-idle');
    const before = new Date(Date.now() - (t.config.admin.idleMinutes + 1) * 60_000);
    await t.db.update(staffSessions).set({ lastSeenAt: before });
    expect((await adminCall(t, 'admin_session', {}, idle)).statusCode).toBe(401);
  });

  it('does not accept a customer session cookie', async () => {
    const login = await t.post('customer_login', { Userid: 'demo', Password: 'Demo@12345' });
    const customerCookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect((await adminCall(t, 'admin_session', {}, customerCookie)).statusCode).toBe(401);
  });

  it('accepts each TOTP code once (RFC 6238 section 5.2), on login and on enrolment', async () => {
    const row = await createStaffUser(t.db, {
      username: 'replayed',
      password: STAFF_TEST_PASSWORD,
      role: 'admin',
    });
    const secret = newTotpSecret();
    await t.db.update(staffUsers).set({ totpSecret: secret }).where(eq(staffUsers.id, row!.id));
    const form = { username: 'replayed', password: STAFF_TEST_PASSWORD, code: currentTotp(secret) };
    expect((await adminCall(t, 'admin_login', form)).statusCode).toBe(200);
    const again = await adminCall(t, 'admin_login', form);
    expect(again.statusCode).toBe(401);
    expect(again.json().Message).toBe(staffLoginMessages.wrongCode);
    // Kept in the database, so another API process refuses it too.
    const [stored] = await t.db.select().from(staffUsers).where(eq(staffUsers.id, row!.id));
    expect(stored!.totpLastStep).toBeGreaterThanOrEqual(Math.floor(Date.now() / 30_000) - 1);

    const cookie = await staffCookie(t, 'operations', 'replay-enrol');
    await adminCall(t, 'admin_totp_enrol', {}, cookie);
    const [ops] = await t.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.username, 'replay-enrol'));
    const code = currentTotp(ops!.totpPendingSecret!);
    // The confirming code cannot open a session afterwards either.
    expect((await adminCall(t, 'admin_totp_confirm', { code }, cookie)).statusCode).toBe(200);
    const reuse = await adminCall(t, 'admin_login', {
      username: 'replay-enrol',
      password: STAFF_TEST_PASSWORD,
      code,
    });
    expect(reuse.statusCode).toBe(401);
  });

  it("a guesser who resends a wrong password each time the delay ends cannot keep a staff member's device out", async () => {
    await createStaffUser(t.db, {
      username: 'night',
      password: STAFF_TEST_PASSWORD,
      role: 'operations',
    });
    const login = (password: string, address: string, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        remoteAddress: address,
        payload: { username: 'night', password },
        headers: cookie ? { cookie } : {},
      });
    const first = await login(STAFF_TEST_PASSWORD, '10.4.0.1');
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((c) => c.name === STAFF_DEVICE_COOKIE.name)!;
    await failedToday(t.db, 'user:staff:night', 40);
    const rounds = await guesserRounds({
      db: t.db,
      key: 'user:staff:night',
      login,
      password: STAFF_TEST_PASSWORD,
      deviceCookie: `${device.name}=${device.value}`,
      rounds: 3,
      network: '10.4',
    });
    expect(rounds).toEqual(Array(3).fill(OWNER_STAYS_IN));
  });

  it('limits failed logins', async () => {
    await awayFromWindowEdge(t.config.shipping.loginWindowMinutes);
    await createStaffUser(t.db, {
      username: 'target',
      password: STAFF_TEST_PASSWORD,
      role: 'operations',
    });
    const answers: number[] = [];
    for (let i = 0; i < t.config.shipping.loginMaxPerUser + 1; i += 1)
      answers.push(
        (await adminCall(t, 'admin_login', { username: 'target', password: `wrong-${i}-password` }))
          .statusCode,
      );
    expect(answers.at(-1)).toBe(429);
  });
});
