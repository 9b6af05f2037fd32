import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { customerSessions, customers } from '../db/schema/index.ts';
import { sessionTokenHash } from '../tokens/sessionTokenHash.ts';
import type { CustomerRow } from './customerAccounts.ts';

export const SESSION_COOKIE = 'courier_session';
/**
 * Over https the cookie is `__Host-courier_session`: the browser then insists on Secure, path /
 * and no Domain, so neither a sibling subdomain nor a plain-http page can set or shadow it.
 * Plain http (localhost) cannot hold a __Host- cookie, so it keeps the plain name there.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** https as the client saw it: the socket, or X-Forwarded-Proto from a trusted proxy (TRUST_PROXY). */
const isHttps = (request: FastifyRequest, forced: boolean) =>
  forced || request.protocol === 'https';
const tokenOf = (request: FastifyRequest) =>
  request.cookies[SECURE_SESSION_COOKIE] ?? request.cookies[SESSION_COOKIE];

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
  await db
    .insert(customerSessions)
    .values({ tokenHash: sessionTokenHash(reply.request, token), customerId, expiresAt });
  const secure = isHttps(reply.request, options.secure);
  reply.setCookie(secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: expiresAt,
  });
}

/** The customer of the request's session cookie, or undefined (no cookie, unknown or expired). */
export async function sessionCustomer(
  db: Db,
  request: FastifyRequest,
): Promise<CustomerRow | undefined> {
  const token = tokenOf(request);
  if (!token || token.length > 100) return undefined;
  const [row] = await db
    .select({ customer: customers })
    .from(customerSessions)
    .innerJoin(customers, eq(customers.id, customerSessions.customerId))
    .where(
      and(
        eq(customerSessions.tokenHash, sessionTokenHash(request, token)),
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
  const token = tokenOf(request);
  if (token)
    await db
      .delete(customerSessions)
      .where(eq(customerSessions.tokenHash, sessionTokenHash(request, token)));
  // Expired sessions of anyone are swept on the way.
  await db.delete(customerSessions).where(lt(customerSessions.expiresAt, new Date()));
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  if (request.cookies[SECURE_SESSION_COOKIE] !== undefined)
    reply.clearCookie(SECURE_SESSION_COOKIE, { path: '/', secure: true });
}

/**
 * Ends every session of the customer but the request's own (after a password change: whoever
 * knew the old password is logged out everywhere else; this browser stays logged in).
 */
export async function closeOtherSessions(
  db: Db,
  request: FastifyRequest,
  customerId: number,
): Promise<number> {
  const token = tokenOf(request);
  const keep = token ? sessionTokenHash(request, token) : '';
  const closed = await db
    .delete(customerSessions)
    .where(and(eq(customerSessions.customerId, customerId), ne(customerSessions.tokenHash, keep)))
    .returning({ tokenHash: customerSessions.tokenHash });
  return closed.length;
}
