import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { todayInKuwait } from '@courier/domain/kuwaitClock';
import { success } from '../http/envelope.ts';
import { rowsOf } from '../shipments/nextSerial.ts';
import type { AdminContext } from './adminContext.ts';
import { adminRoute } from './adminRoute.ts';
import { collectionsOn } from './collectionRoutes.ts';
import { statusLabel } from './shipmentRoutes.ts';
import { shipmentStatusSql } from '../shipments/shipmentStatus.ts';
import { unhandledEnquiryCount } from './enquiryRoutes.ts';

/** Today's figures (Kuwait day). */
export function dashboardRoutes(app: FastifyInstance, { db, config }: AdminContext): void {
  const deps = { db, idleMinutes: config.admin.idleMinutes };
  adminRoute(app, deps, 'admin_dashboard', async () => {
    const date = todayInKuwait(new Date());
    const dayStart = `${date}T00:00:00+03:00`;
    const [collectionsToday, bookings, byStatus, unhandled] = await Promise.all([
      collectionsOn(db, date),
      db.execute(
        sql`select count(*)::int as n from shipments where created_at >= ${dayStart}::timestamptz`,
      ),
      db.execute(
        sql`select status, count(*)::int as n from (select ${shipmentStatusSql} as status from shipments s) t group by status order by status`,
      ),
      unhandledEnquiryCount(db),
    ]);
    const slots = new Map<string, number>();
    for (const c of collectionsToday) slots.set(c.slot, (slots.get(c.slot) ?? 0) + 1);
    const statuses = rowsOf<{ status: string; n: number }>(byStatus);
    return success('Dashboard', {
      date,
      collectionsBySlot: [...slots]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([slot, count]) => ({ slot, count })),
      bookingsToday: Number(rowsOf<{ n: number }>(bookings)[0]?.n ?? 0),
      shipmentsByStatus: statuses.map((s) => ({
        status: s.status,
        label: statusLabel(s.status),
        count: Number(s.n),
      })),
      openExceptions: Number(statuses.find((s) => s.status === 'exception')?.n ?? 0),
      unhandledEnquiries: unhandled,
    });
  });
}
