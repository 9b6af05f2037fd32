import type { FastifyInstance } from 'fastify';
import { isTrustedDevice, STAFF_DEVICE_COOKIE, trustDevice } from '../customers/deviceCookie.ts';
import { ApiError, success } from '../http/envelope.ts';
import { adminRoute, staffOf } from './adminRoute.ts';
import type { AdminContext } from './adminContext.ts';
import {
  findStaffByUsername,
  normaliseUsername,
  staffView,
  type StaffRow,
} from './staffAccounts.ts';
import { checkStaffLogin, enrolTotp, pendingSecret, type StaffLoginOutcome } from './staffLogin.ts';
import { staffLoginLimit } from './staffLoginLimit.ts';
import { closeStaffSession, openStaffSession } from './staffSessions.ts';
import { useTotpCode } from './staffTotp.ts';
import { totpEnrolment } from './totp.ts';
import { ACCESS_MESSAGES } from '../http/accessMessages.ts';
import { messageGroup } from '@courier/domain/messageWords';

export const staffLoginMessages = messageGroup('staffLogin');
/** Login (password, then the second factor), logout, who is logged in, and TOTP enrolment. */
export function sessionRoutes(app: FastifyInstance, context: AdminContext): void {
  registerLoginRoute(app, context);
  registerSessionRoutes(app, context);
}

function registerLoginRoute(app: FastifyInstance, { db, config }: AdminContext): void {
  const limit = staffLoginLimit(db, config);
  const sessionOptions = {
    idleMinutes: config.admin.idleMinutes,
    sessionHours: config.admin.sessionHours,
    secure: config.shipping.cookieSecure,
  };
  const deps = { db, idleMinutes: config.admin.idleMinutes };

  adminRoute(app, deps, 'admin_login', async (form, request, reply) => {
    const username = normaliseUsername(form.username);
    let staff: StaffRow | undefined;
    // The password and the second factor are one attempt: a wrong code counts like a wrong password.
    let outcome = 'done' as StaffLoginOutcome;
    const device = `staff:${username}`;
    const trustedDevice = isTrustedDevice(request, STAFF_DEVICE_COOKIE, device);
    const result = await limit.guard(
      username,
      request.ip,
      async () => {
        const check = await checkStaffLogin(db, username, form);
        staff = check.staff;
        outcome = check.outcome;
        return check.ok;
      },
      { trustedDevice },
    );
    if (result.kind === 'limited') {
      reply.header('retry-after', String(result.retryAfterSeconds));
      throw new ApiError(429, ACCESS_MESSAGES.loginLimited);
    }
    if (result.kind === 'failed') {
      if (outcome === 'wrongCode')
        throw new ApiError(401, staffLoginMessages.wrongCode, {
          errors: { code: staffLoginMessages.wrongCode },
        });
      throw new ApiError(401, staffLoginMessages.failed);
    }
    const found = staff!;
    // Told only to someone who knows the password.
    if (found.disabled) throw new ApiError(403, staffLoginMessages.disabled);
    if (outcome === 'code') return success(staffLoginMessages.code, { next: 'code' as const });
    if (outcome === 'enrol') {
      const enrolment = await totpEnrolment(
        await pendingSecret(db, found),
        found.username,
        config.admin.totpIssuer,
      );
      return success(staffLoginMessages.enrol, { next: 'enrol' as const, ...enrolment });
    }
    const fresh = (await findStaffByUsername(db, found.username))!;
    trustDevice(reply, STAFF_DEVICE_COOKIE, device, config.shipping.cookieSecure);
    await openStaffSession(db, reply, fresh.id, sessionOptions);
    return success(staffLoginMessages.loggedIn, { next: 'done' as const, staff: staffView(fresh) });
  });
}

/** Logout, who is logged in, and turning two-factor login on from the session. */
function registerSessionRoutes(app: FastifyInstance, { db, config }: AdminContext): void {
  const deps = { db, idleMinutes: config.admin.idleMinutes };

  adminRoute(app, deps, 'admin_logout', async (_input, request, reply) => {
    await closeStaffSession(db, request, reply, deps);
    return success(ACCESS_MESSAGES.loggedOut, {});
  });

  adminRoute(app, deps, 'admin_session', async (_input, request) =>
    success(staffLoginMessages.loggedIn, { staff: staffView(staffOf(request)) }),
  );

  adminRoute(app, deps, 'admin_totp_enrol', async (_input, request) => {
    const staff = staffOf(request);
    if (staff.totpSecret) throw new ApiError(409, staffLoginMessages.twoFactorAlreadyOn);
    const enrolment = await totpEnrolment(
      await pendingSecret(db, staff),
      staff.username,
      config.admin.totpIssuer,
    );
    return success(staffLoginMessages.enrol, enrolment);
  });

  adminRoute(app, deps, 'admin_totp_confirm', async ({ code }, request) => {
    const staff = staffOf(request);
    if (staff.totpSecret) throw new ApiError(409, staffLoginMessages.twoFactorAlreadyOn);
    if (
      !staff.totpPendingSecret ||
      !(await useTotpCode(db, staff.id, staff.totpPendingSecret, code))
    )
      throw new ApiError(400, staffLoginMessages.wrongCode, {
        errors: { code: staffLoginMessages.wrongCode },
      });
    await enrolTotp(db, staff, staff.totpPendingSecret);
    return success(staffLoginMessages.twoFactorOn, {});
  });
}
