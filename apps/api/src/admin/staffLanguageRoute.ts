import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { staffUsers } from '../db/schema/index.ts';
import { success } from '../http/envelope.ts';
import { adminRoute, staffOf } from './adminRoute.ts';
import type { AdminContext } from './adminContext.ts';
import { staffLoginMessages } from './sessionRoutes.ts';

/**
 * The staff member's own working language: saved on the account, so the back office opens in it
 * on any device. Every staff member may set their own; it is a preference, not audited. The
 * screen switches at once, so it does not show the answer's Message.
 */
export function staffLanguageRoute(app: FastifyInstance, context: AdminContext): void {
  const { db, config } = context;
  const deps = { db, idleMinutes: config.admin.idleMinutes };
  adminRoute(app, deps, 'admin_language', async ({ language }, request) => {
    await db
      .update(staffUsers)
      .set({ language })
      .where(eq(staffUsers.id, staffOf(request).id));
    return success(staffLoginMessages.languageSaved, {});
  });
}
