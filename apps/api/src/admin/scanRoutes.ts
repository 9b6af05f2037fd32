import type { FastifyInstance } from 'fastify';
import { TRACKING_STATUS_LABELS } from '@courier/domain/tracking';
import { codAtDelivery } from '../cod/codAtDelivery.ts';
import { codOfAwb } from '../cod/codLedger.ts';
import { success } from '../http/envelope.ts';
import { requestLanguage } from '../http/requestLanguage.ts';
import { applyScan } from '../tracking/applyScan.ts';
import type { AdminContext } from './adminContext.ts';
import { adminRoute, staffOf } from './adminRoute.ts';
import { recordAudit } from './audit.ts';

/** Scans from the handheld scanner screen: one AWB per call, confirmed or refused with the reason. */
export function scanRoutes(
  app: FastifyInstance,
  { db, config, notifyStatus, jobs }: AdminContext,
): void {
  const deps = { db, idleMinutes: config.admin.idleMinutes };
  adminRoute(
    app,
    deps,
    'admin_scan',
    async ({ awb, status, location, remarks, cod_collected_fils }, request, reply) => {
      const staff = staffOf(request);
      const language = requestLanguage(request);
      await applyScan(
        db,
        { awb, status, location, remarks },
        {
          notify: notifyStatus,
          alsoInTransaction: async (tx, { skipped }) => {
            const collectedFils = cod_collected_fils;
            const by = `staff:${staff.username}`;
            await codAtDelivery(tx, jobs, { awb, status, collectedFils, by }, language);
            await recordAudit(tx, staff, {
              action: 'tracking.scan',
              table: 'tracking_events',
              recordId: awb,
              after: { status, location, remarks, skipped, cod_collected_fils },
            });
          },
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
  adminRoute(app, deps, 'admin_cod_lookup', async ({ awb }) => {
    const cod = await codOfAwb(db, awb);
    return success('COD', {
      awb,
      cod_amount_fils: cod.codAmountFils,
      collected_fils: cod.collectedFils,
    });
  });
}
