import { and, eq, gt, lt, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { staffSessions, staffUsers } from '../db/schema/index.ts';
import { loginTokenHash, openLoginSession } from '../tokens/loginSession.ts';
import {
  clearLoginCookie,
  secureCookieName,
  type LoginCookie,
} from '../tokens/sessionCookieRules.ts';
import type { StaffRow } from './staffAccounts.ts';

/**
 * Apart from the customers' cookie, so a customer session never opens the back office;
 * SameSite=Strict: no other site can make a staff member's browser send it. Named, Secure and
 * scoped by the same rules as the customers' (tokens/sessionCookieRules.ts).
 */
const STAFF_LOGIN_COOKIE: LoginCookie = { name: 'courier_staff', sameSite: 'strict' };
export const STAFF_COOKIE = STAFF_LOGIN_COOKIE.name;
/** Over https. */
export const SECURE_STAFF_COOKIE = secureCookieName(STAFF_LOGIN_COOKIE);

export interface StaffSessionOptions {
  idleMinutes: number;
  sessionHours: number;
  secure: boolean;
}

export async function openStaffSession(
  db: Db,
  reply: FastifyReply,
  staffUserId: number,
  options: StaffSessionOptions,
): Promise<void> {
  const expiresAt = new Date(Date.now() + options.sessionHours * 3_600_000);
  await openLoginSession(
    reply,
    STAFF_LOGIN_COOKIE,
    { expires: expiresAt, forceSecure: options.secure },
    (tokenHash) => db.insert(staffSessions).values({ tokenHash, staffUserId, expiresAt }),
  );
}

/**
 * The staff member of the request's cookie, or undefined: no cookie, unknown token, idle longer
 * than the time-out, past the absolute end, or a disabled account. A valid call moves the idle clock.
 */
export async function sessionStaff(
  db: Db,
  request: FastifyRequest,
  options: Pick<StaffSessionOptions, 'idleMinutes'>,
): Promise<StaffRow | undefined> {
  const tokenHash = loginTokenHash(request, STAFF_LOGIN_COOKIE);
  if (!tokenHash) return undefined;
  const now = new Date();
  const idleSince = new Date(now.getTime() - options.idleMinutes * 60_000);
  const [row] = await db
    .select({ staff: staffUsers })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffUserId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, idleSince),
        eq(staffUsers.disabled, false),
      ),
    );
  if (!row) return undefined;
  await db
    .update(staffSessions)
    .set({ lastSeenAt: now })
    .where(eq(staffSessions.tokenHash, tokenHash));
  return row.staff;
}

export async function closeStaffSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  options: Pick<StaffSessionOptions, 'idleMinutes'>,
): Promise<void> {
  const tokenHash = loginTokenHash(request, STAFF_LOGIN_COOKIE);
  if (tokenHash) await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
  const now = new Date();
  // Ended sessions of anyone are swept on the way.
  await db
    .delete(staffSessions)
    .where(
      or(
        lt(staffSessions.expiresAt, now),
        lt(staffSessions.lastSeenAt, new Date(now.getTime() - options.idleMinutes * 60_000)),
      ),
    );
  clearLoginCookie(reply, STAFF_LOGIN_COOKIE);
}
