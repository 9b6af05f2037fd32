import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { seedDemoCustomer } from '../customers/customerAccounts.ts';
import { sweepOrphanFiles } from '../files/sweepOrphanFiles.ts';
import { pruneIdempotencyKeys } from '../idempotency/idempotency.ts';
import { collectionRoutes } from '../routes/collections.ts';
import { customerRoutes } from '../routes/customers.ts';
import { labelRoutes } from '../routes/labels.ts';
import { opsRoutes } from '../routes/ops.ts';
import { paymentRoutes } from '../routes/payments.ts';
import { shipmentRoutes } from '../routes/shipments.ts';
import { trackingRoutes } from '../routes/tracking.ts';
import { createShippingContext } from './shippingServices.ts';
import { registerAdminApi } from '../admin/registerAdmin.ts';
import { registerNotifications } from '../notifications/registerNotifications.ts';

/**
 * The shipping area: collections, bookings, payments, customers, labels and tracking under
 * /api/website, and the operations calls under /api/ops. The demo customer is seeded on the
 * embedded PGlite database only, or on a server with SEED_DEMO=true.
 */
export async function registerShipping(
  app: FastifyInstance,
  context: AppContext,
  prefix: string,
): Promise<void> {
  if (context.config.databaseUrl === undefined || context.config.shipping.seedDemoCustomer)
    await seedDemoCustomer(context.db);
  const shipping = await createShippingContext(context);
  // Embedded PGlite: this process holds DATA_DIR alone, so an unanswered claim was left by a
  // killed process and its retry must run now, not wait for the claim to go stale.
  if (context.config.databaseUrl === undefined) await shipping.idempotency.dropAbandonedClaims();
  await app.register(
    async (api) => {
      await api.register(cookie);
      for (const area of [
        collectionRoutes,
        paymentRoutes,
        shipmentRoutes,
        customerRoutes,
        labelRoutes,
        trackingRoutes,
      ])
        area(api, shipping);
    },
    { prefix },
  );
  await app.register(async (ops) => opsRoutes(ops, shipping), { prefix: '/api/ops' });
  await registerAdminApi(app, shipping);
  await registerNotifications(app, shipping, shipping.secret);

  // Stored answers are kept a day for retries; any process may sweep older ones. Files no row
  // references (a crash between writing an upload and committing its row) go after an hour.
  const sweep = setInterval(() => {
    pruneIdempotencyKeys(context.db).catch((err: unknown) =>
      app.log.warn({ err }, 'could not prune idempotency keys'),
    );
    sweepOrphanFiles(context.db, context.files).then(
      (removed) => removed > 0 && app.log.info({ removed }, 'removed unreferenced files'),
      (err: unknown) => app.log.warn({ err }, 'could not sweep unreferenced files'),
    );
  }, 3_600_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}
