import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { courierMessages as m } from '@courier/domain/courierRun';
import { runView } from '../courier/runStops.ts';
import { renderCourierRunSheetPdf } from '../courier/runSheetPdf.ts';
import { staffUsers } from '../db/schema/index.ts';
import { notFound, success } from '../http/envelope.ts';
import { requestLanguage } from '../http/requestLanguage.ts';
import type { AdminContext } from './adminContext.ts';
import { adminRoute } from './adminRoute.ts';

/** A courier's run of a day as a PDF to print, in the staff member's language (docs/courier.md). */
export function courierRunSheetRoute(app: FastifyInstance, context: AdminContext): void {
  const { db, config, secret } = context;
  const deps = { db, idleMinutes: config.admin.idleMinutes };
  adminRoute(app, deps, 'admin_courier_run_sheet', async ({ courierId, date }, request) => {
    const [courier] = await db
      .select({ name: staffUsers.displayName, username: staffUsers.username })
      .from(staffUsers)
      .where(and(eq(staffUsers.id, courierId), eq(staffUsers.role, 'courier')));
    if (!courier) throw notFound(m.notCourier);
    const lang = requestLanguage(request);
    const stops = await runView(db, { courierId, date }, lang, secret);
    const pdf = await renderCourierRunSheetPdf({
      courier: courier.name || courier.username,
      date,
      stops,
      lang,
      now: new Date(),
    });
    return success(m.run, {
      fileName: `run-sheet-${courier.username}-${date}.pdf`,
      dataUrl: `data:application/pdf;base64,${pdf.toString('base64')}`,
    });
  });
}
