import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { contentUploadRoutes } from '../content/uploads/uploadRoute.ts';
import type { AdminContext } from './adminContext.ts';
import { auditRoutes } from './auditRoutes.ts';
import { claimRoutes } from './claimRoutes.ts';
import { codRoutes } from './codRoutes.ts';
import { collectionRoutes } from './collectionRoutes.ts';
import { contentRoutes } from './contentRoutes.ts';
import { courierRoutes } from './courierRoutes.ts';
import { customerRoutes } from './customerRoutes.ts';
import { dashboardRoutes } from './dashboardRoutes.ts';
import { enquiryRoutes } from './enquiryRoutes.ts';
import { rateCardRoutes } from './rateCardRoutes.ts';
import { scanRoutes } from './scanRoutes.ts';
import { sessionRoutes } from './sessionRoutes.ts';
import { settingsRoutes } from './settingsRoutes.ts';
import { shipmentRoutes } from './shipmentRoutes.ts';
import { staffLanguageRoute } from './staffLanguageRoute.ts';
import { statementRoutes } from './statementRoutes.ts';

const ADMIN_PREFIX = '/api/admin';

/** The admin areas under /api/admin; each registers its calls from the admin endpoint table. */
const adminAreas: ((app: FastifyInstance, context: AdminContext) => void)[] = [
  sessionRoutes,
  staffLanguageRoute,
  dashboardRoutes,
  shipmentRoutes,
  scanRoutes,
  codRoutes,
  statementRoutes,
  collectionRoutes,
  enquiryRoutes,
  customerRoutes,
  settingsRoutes,
  rateCardRoutes,
  auditRoutes,
  contentRoutes,
  contentUploadRoutes,
  courierRoutes,
  claimRoutes,
];

export async function registerAdminApi(app: FastifyInstance, context: AdminContext): Promise<void> {
  await app.register(
    async (admin) => {
      await admin.register(cookie);
      for (const area of adminAreas) area(admin, context);
    },
    { prefix: ADMIN_PREFIX },
  );
}
