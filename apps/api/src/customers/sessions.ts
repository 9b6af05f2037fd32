import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { customerSessions, customers } from '../db/schema/index.ts';
import type { CustomerRow } from './customerAccounts.ts';

export const SESSION_COOKIE = 'courier_session';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

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
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + options.days * 86_400_000);
  await db.insert(customerSessions).values({ tokenHash: hashToken(token), customerId, expiresAt });
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    path: '/',
    expires: expiresAt,
  });
}

/** The customer of the request's session cookie, or undefined (no cookie, unknown or expired). */
export async function sessionCustomer(
  db: Db,
  request: FastifyRequest,
): Promise<CustomerRow | undefined> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token || token.length > 100) return undefined;
  const [row] = await db
    .select({ customer: customers })
    .from(customerSessions)
    .innerJoin(customers, eq(customers.id, customerSessions.customerId))
    .where(
      and(
        eq(customerSessions.tokenHash, hashToken(token)),
        gt(customerSessions.expiresAt, new Date()),
      ),
    );
  return row?.customer;
}

export async function closeSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token)
    await db.delete(customerSessions).where(eq(customerSessions.tokenHash, hashToken(token)));
  // Expired sessions of anyone are swept on the way.
  await db.delete(customerSessions).where(lt(customerSessions.expiresAt, new Date()));
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
