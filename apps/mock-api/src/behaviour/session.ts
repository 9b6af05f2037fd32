import type { MockDb } from '../db.ts';
import type { CustomerAccount } from '../fixtures/customers.ts';

export const SESSION_COOKIE = 'courier_session';

export function openSession(db: MockDb, userId: string): string {
  const token = crypto.randomUUID();
  db.sessions.set(token, userId);
  return token;
}

export function sessionCookie(token: string): string {
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax`;
}

export const expiredSessionCookie = `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;

/** The account of the session cookie, if it is a live session. */
export function sessionAccount(
  db: MockDb,
  cookies: Record<string, string>,
): CustomerAccount | undefined {
  const token = cookies[SESSION_COOKIE];
  const userId = token ? db.sessions.get(token) : undefined;
  return userId ? db.customerAccounts.find((a) => a.userId === userId) : undefined;
}
