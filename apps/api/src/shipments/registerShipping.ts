import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { seedDemoCustomer } from '../customers/customerAccounts.ts';
import {
  markDemoOnlineBookingsPaid,
  renumberDemoCustomerShipments,
  seedDemoCustomerShipments,
} from '../seed/customerShipments.ts';
import { seedOnce } from '../seed/run.ts';
import { sweepOrphanFiles } from '../files/sweepOrphanFiles.ts';
import { pruneIdempotencyKeys } from '../idempotency/idempotency.ts';
import { collectionRoutes } from '../routes/collections.ts';
import { customerRoutes } from '../routes/customers.ts';
import { labelRoutes } from '../routes/labels.ts';
import { opsRoutes } from '../routes/ops.ts';
import { paymentRoutes } from '../routes/payments.ts';
import { sandboxGatewayRoutes } from '../payments/sandboxGateway.ts';
import { shipmentRoutes } from '../routes/shipments.ts';
import { receiverRoutes } from '../routes/receiver.ts';
import { returnRoutes } from '../routes/returns.ts';
import { claimRoutes } from '../routes/claims.ts';
import { trackingRoutes } from '../routes/tracking.ts';
import { createShippingContext } from './shippingServices.ts';
import { registerAdminApi } from '../admin/registerAdmin.ts';
import { registerMerchantApi } from '../merchantApi/registerMerchantApi.ts';
import { registerNotifications } from '../notifications/registerNotifications.ts';
import { pruneWebhookHistory } from '../webhooks/pruneHistory.ts';
import { registerBatchWorker } from '../batches/batchJob.ts';

/**
 * The shipping area: collections, bookings, payments, customers, labels and tracking under
 * /api/website, and the operations calls under /api/ops. The demo customer and its shipments are
 * seeded on the embedded PGlite database only, or on a server with SEED_DEMO=true.
 */
export async function registerShipping(
  app: FastifyInstance,
  context: AppContext,
  prefix: string,
): Promise<void> {
  if (context.config.databaseUrl === undefined || context.config.shipping.seedDemoCustomer) {
    await seedDemoCustomer(context.db);
    // A month of history for the demo account, dated back from the day it is first seeded.
    await seedOnce(context.db, 'demo-customer-shipments-v1', (tx) => seedDemoCustomerShipments(tx));
    await seedOnce(context.db, 'demo-online-paid-v1', markDemoOnlineBookingsPaid);
    await seedOnce(context.db, 'demo-customer-numbers-v1', renumberDemoCustomerShipments);
  }
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
        receiverRoutes,
        returnRoutes,
        claimRoutes,
      ])
        area(api, shipping);
    },
    { prefix },
  );
  // The sandbox's hosted payment page (the gateway simulator), only when it is the provider.
  if (shipping.sandboxGateway) sandboxGatewayRoutes(app, shipping.sandboxGateway);
  await app.register(async (ops) => opsRoutes(ops, shipping), { prefix: '/api/ops' });
  await registerAdminApi(app, shipping);
  // The merchant API (/api/v1), behind API keys of the portal.
  await registerMerchantApi(app, shipping);
  await registerNotifications(app, shipping, shipping.secret);
  // Bulk uploads are booked row by row through the job queue (batches/batchJob.ts).
  registerBatchWorker(shipping.jobs, shipping, app.log);

  // Stored answers are kept a day for retries; any process may sweep older ones. Files no row
  // references (a crash between writing an upload and committing its row) go after an hour.
  const sweep = setInterval(() => {
    pruneIdempotencyKeys(context.db).catch((err: unknown) =>
      app.log.warn({ err }, 'could not prune idempotency keys'),
    );
    // Webhook events, deliveries and attempts are kept 30 days (webhooks/pruneHistory.ts).
    pruneWebhookHistory(context.db).catch((err: unknown) =>
      app.log.warn({ err }, 'could not prune webhook history'),
    );
    sweepOrphanFiles(context.db, context.files).then(
      (removed) => removed > 0 && app.log.info({ removed }, 'removed unreferenced files'),
      (err: unknown) => app.log.warn({ err }, 'could not sweep unreferenced files'),
    );
  }, 3_600_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}
