import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { staffSessions, staffUsers } from '../db/schema/index.ts';
import { sessionTokenHash } from '../tokens/sessionTokenHash.ts';
import type { StaffRow } from './staffAccounts.ts';

/** Apart from the customers' cookie, so a customer session never opens the back office. */
export const STAFF_COOKIE = 'courier_staff';
export const STAFF_COOKIE_PATH = '/';

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
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + options.sessionHours * 3_600_000);
  await db
    .insert(staffSessions)
    .values({ tokenHash: sessionTokenHash(reply.request, token), staffUserId, expiresAt });
  // SameSite=Strict: no other site can make a staff member's browser send it.
  reply.setCookie(STAFF_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: options.secure,
    path: STAFF_COOKIE_PATH,
    expires: expiresAt,
  });
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
  const token = request.cookies[STAFF_COOKIE];
  if (!token || token.length > 100) return undefined;
  const now = new Date();
  const idleSince = new Date(now.getTime() - options.idleMinutes * 60_000);
  const tokenHash = sessionTokenHash(request, token);
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
  const token = request.cookies[STAFF_COOKIE];
  if (token)
    await db
      .delete(staffSessions)
      .where(eq(staffSessions.tokenHash, sessionTokenHash(request, token)));
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
  reply.clearCookie(STAFF_COOKIE, { path: STAFF_COOKIE_PATH });
}

/** Ends every session of an account (disabled, password changed). */
export async function closeAllStaffSessions(db: Db, staffUserId: number): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.staffUserId, staffUserId));
}
