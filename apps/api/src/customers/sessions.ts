import { and, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { accountUsers, customerSessions, customers } from '../db/schema/index.ts';
import { loginTokenHash, openLoginSession } from '../tokens/loginSession.ts';
import {
  clearLoginCookie,
  secureCookieName,
  type LoginCookie,
} from '../tokens/sessionCookieRules.ts';
import type { CustomerRow } from './customerAccounts.ts';
import type { AccountRole } from '@courier/domain/schemas/accountUsers';

/** A user of a business account (account_users) who is not the account's own login. */
interface AccountUserRef {
  id: number;
  publicId: string;
  email: string;
  role: AccountRole;
}

/**
 * Who is acting: the account (whose rows they see) and, for an invited user, that user and their
 * role. The account's own login is `user: null`, an owner.
 */
export interface Actor {
  customer: CustomerRow;
  user: AccountUserRef | null;
  role: AccountRole;
}

export const SESSION_COOKIE = 'courier_session';
/** SameSite=Lax: a link from another site (an e-mail) still opens the portal logged in. */
const CUSTOMER_COOKIE: LoginCookie = { name: SESSION_COOKIE, sameSite: 'lax' };
/** Over https (tokens/sessionCookieRules.ts). */
export const SECURE_SESSION_COOKIE = secureCookieName(CUSTOMER_COOKIE);

export interface SessionOptions {
  days: number;
  secure: boolean;
}

/** Opens a session: a random token in an httpOnly SameSite=Lax cookie, its hash in the database. */
export async function openSession(
  db: Db,
  reply: FastifyReply,
  customerId: number,
  options: SessionOptions,
  userId: number | null = null,
): Promise<void> {
  const expiresAt = new Date(Date.now() + options.days * 86_400_000);
  await openLoginSession(
    reply,
    CUSTOMER_COOKIE,
    { expires: expiresAt, forceSecure: options.secure },
    (tokenHash) => db.insert(customerSessions).values({ tokenHash, customerId, userId, expiresAt }),
  );
}

/**
 * The actor of the request's session cookie, or undefined (no cookie, unknown or expired, or a
 * removed user). One query every request: a removed user is refused on their next request in
 * every process, with nothing cached to invalidate.
 */
export async function sessionActor(db: Db, request: FastifyRequest): Promise<Actor | undefined> {
  const tokenHash = loginTokenHash(request, CUSTOMER_COOKIE);
  if (!tokenHash) return undefined;
  const [row] = await db
    .select({ customer: customers, user: accountUsers })
    .from(customerSessions)
    .innerJoin(customers, eq(customers.id, customerSessions.customerId))
    .leftJoin(accountUsers, eq(accountUsers.id, customerSessions.userId))
    .where(
      and(
        eq(customerSessions.tokenHash, tokenHash),
        gt(customerSessions.expiresAt, new Date()),
        or(
          isNull(customerSessions.userId),
          and(
            eq(accountUsers.customerId, customerSessions.customerId),
            isNull(accountUsers.removedAt),
          ),
        ),
      ),
    );
  if (!row) return undefined;
  const user = row.user
    ? { id: row.user.id, publicId: row.user.publicId, email: row.user.email, role: row.user.role }
    : null;
  return { customer: row.customer, user, role: user?.role ?? 'owner' };
}

/** The customer of the request's session cookie, or undefined (no cookie, unknown or expired). */
export async function sessionCustomer(
  db: Db,
  request: FastifyRequest,
): Promise<CustomerRow | undefined> {
  return (await sessionActor(db, request))?.customer;
}

export async function closeSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const tokenHash = loginTokenHash(request, CUSTOMER_COOKIE);
  if (tokenHash) await db.delete(customerSessions).where(eq(customerSessions.tokenHash, tokenHash));
  // Expired sessions of anyone are swept on the way.
  await db.delete(customerSessions).where(lt(customerSessions.expiresAt, new Date()));
  clearLoginCookie(reply, CUSTOMER_COOKIE);
}

/**
 * Ends every session of the customer but the request's own (after a password change: whoever
 * knew the old password is logged out everywhere else; this browser stays logged in).
 */
export async function closeOtherSessions(
  db: Db,
  request: FastifyRequest,
  customerId: number,
  userId: number | null = null,
): Promise<number> {
  const keep = loginTokenHash(request, CUSTOMER_COOKIE) ?? '';
  const whose =
    userId === null ? isNull(customerSessions.userId) : eq(customerSessions.userId, userId);
  const closed = await db
    .delete(customerSessions)
    .where(
      and(eq(customerSessions.customerId, customerId), whose, ne(customerSessions.tokenHash, keep)),
    )
    .returning({ tokenHash: customerSessions.tokenHash });
  return closed.length;
}
