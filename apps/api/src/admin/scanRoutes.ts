import type { FastifyInstance } from 'fastify';
import { TRACKING_STATUS_LABELS } from '@courier/domain/tracking';
import { success } from '../http/envelope.ts';
import { applyScan } from '../tracking/applyScan.ts';
import type { AdminContext } from './adminContext.ts';
import { adminRoute, staffOf } from './adminRoute.ts';
import { recordAudit } from './audit.ts';

/** Scans from the handheld scanner screen: one AWB per call, confirmed or refused with the reason. */
export function scanRoutes(app: FastifyInstance, { db, config, notifyStatus }: AdminContext): void {
  const deps = { db, idleMinutes: config.admin.idleMinutes };
  adminRoute(
    app,
    deps,
    'admin_scan',
    async ({ awb, status, location, remarks }, request, reply) => {
      const staff = staffOf(request);
      await applyScan(
        db,
        { awb, status, location, remarks },
        {
          notify: notifyStatus,
          alsoInTransaction: (tx, { skipped }) =>
            recordAudit(tx, staff, {
              action: 'tracking.scan',
              table: 'tracking_events',
              recordId: awb,
              after: { status, location, remarks, skipped },
            }),
        },
      );
      return reply.status(201).send(
        success(`${awb}: ${TRACKING_STATUS_LABELS[status]}`, {
          awb,
          status: TRACKING_STATUS_LABELS[status],
        }),
      );
    },
  );
}
