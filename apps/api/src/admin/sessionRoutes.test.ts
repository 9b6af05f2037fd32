import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffSessions, staffUsers } from '../db/schema/index.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { adminCall, STAFF_TEST_PASSWORD, staffCookie } from './adminTestSupport.ts';
import { staffLoginMessages } from './sessionRoutes.ts';
import { createStaffUser } from './staffAccounts.ts';
import { STAFF_COOKIE } from './staffSessions.ts';
import { currentTotp } from './totp.ts';

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

  it('limits failed logins', async () => {
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
