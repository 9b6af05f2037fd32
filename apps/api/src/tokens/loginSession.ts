import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { loginCookieValue, setLoginCookie, type LoginCookie } from './sessionCookieRules.ts';
import { sessionTokenHash } from './sessionTokenHash.ts';

/**
 * What customers' and staff's sessions share: a random token in the login cookie, and only its
 * hash (sessionTokenHash.ts) in the account's sessions table.
 */

/** Longer than any token a session was opened with: never looked up. */
const MAX_TOKEN_LENGTH = 100;

/** Puts a new token in the login cookie until `expires`; `store` keeps its hash. */
export async function openLoginSession(
  reply: FastifyReply,
  cookie: LoginCookie,
  options: { expires: Date; forceSecure: boolean },
  store: (tokenHash: string) => Promise<unknown>,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await store(sessionTokenHash(reply.request, token));
  setLoginCookie(reply, cookie, token, options);
}

/** The stored hash of the request's login token, or undefined: no cookie, or no token of ours. */
export function loginTokenHash(request: FastifyRequest, cookie: LoginCookie): string | undefined {
  const token = loginCookieValue(request, cookie);
  if (!token || token.length > MAX_TOKEN_LENGTH) return undefined;
  return sessionTokenHash(request, token);
}
