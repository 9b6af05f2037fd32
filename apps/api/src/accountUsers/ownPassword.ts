import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { accountUsers, customers } from '../db/schema/index.ts';
import { hashPassword, verifyPassword } from '../customers/passwords.ts';
import { closeOtherSessions, type Actor } from '../customers/sessions.ts';

/**
 * Changes the password of whoever is logged in (the account's own login, or an invited user's
 * own), then ends their other sessions. False when the current password is wrong.
 */
export async function changeOwnPassword(
  db: Db,
  request: FastifyRequest,
  actor: Actor,
  form: { current_password: string; new_password: string },
): Promise<boolean> {
  const { customer, user } = actor;
  const [stored] = user
    ? await db
        .select({ hash: accountUsers.passwordHash })
        .from(accountUsers)
        .where(eq(accountUsers.id, user.id))
    : [{ hash: customer.passwordHash }];
  if (!stored || !(await verifyPassword(stored.hash, form.current_password))) return false;
  const passwordHash = await hashPassword(form.new_password);
  if (user) await db.update(accountUsers).set({ passwordHash }).where(eq(accountUsers.id, user.id));
  else await db.update(customers).set({ passwordHash }).where(eq(customers.id, customer.id));
  await closeOtherSessions(db, request, customer.id, user?.id ?? null);
  return true;
}
