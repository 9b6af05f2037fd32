import { desc, ilike, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLog } from '../db/schema/index.ts';
import { success } from '../http/envelope.ts';
import type { AdminContext } from './adminContext.ts';
import { adminRoute } from './adminRoute.ts';

/** The audit log, newest first; searched by staff member, action, table or record id. */
export function auditRoutes(app: FastifyInstance, { db, config }: AdminContext): void {
  const deps = { db, idleMinutes: config.admin.idleMinutes };
  adminRoute(app, deps, 'admin_audit', async ({ q, page, pageSize }) => {
    const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
    const where = pattern
      ? or(
          ilike(auditLog.staffUsername, pattern),
          ilike(auditLog.action, pattern),
          ilike(auditLog.tableName, pattern),
          ilike(auditLog.recordId, pattern),
        )
      : undefined;
    const [rows, [counted]] = await Promise.all([
      db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(where),
    ]);
    return success('Audit log', {
      rows: rows.map((r) => ({
        id: r.id,
        at: r.at.toISOString(),
        staff: r.staffUsername,
        action: r.action,
        table: r.tableName,
        recordId: r.recordId,
        before: r.before,
        after: r.after,
      })),
      total: Number(counted?.n ?? 0),
      page,
      pageSize,
    });
  });
}
