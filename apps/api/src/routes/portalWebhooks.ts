import type { FastifyInstance } from 'fastify';
import { WEBHOOK_EVENT_TYPES } from '@courier/domain/schemas/webhooks';
import { requireRole } from '../customers/requireCustomer.ts';
import { ApiError, success } from '../http/envelope.ts';
import { contractRoute } from '../http/contractRoute.ts';
import type { ShippingContext } from '../shipments/shippingServices.ts';
import {
  createEndpoint,
  deleteEndpoint,
  listDeliveries,
  listEndpoints,
  resendDelivery,
  WebhookProblem,
  type WebhookDeps,
} from '../webhooks/endpoints.ts';
import { PRIVATE_NO_STORE } from '../http/privateFile.ts';

const PORTAL_WEBHOOK_MESSAGES = {
  endpoints: 'Webhook endpoints',
  created: 'The endpoint has been added.',
  deleted: 'The endpoint has been deleted.',
  deliveries: 'Webhook deliveries',
  resent: 'The event will be sent again.',
} as const;

/** A use case's refusal as the portal's envelope (field errors under the form's names). */
async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof WebhookProblem)) throw err;
    const fields = err.field ? { errors: { [err.field]: err.message } } : {};
    throw new ApiError(err.status, err.message, fields);
  }
}

/**
 * The portal's Webhooks page: thin handlers over webhooks/endpoints.ts (the merchant API's
 * /api/v1/webhook_endpoints calls the same use cases with the key's customer).
 */
export function portalWebhookRoutes(app: FastifyInstance, context: ShippingContext): void {
  const { db, jobs, config } = context;
  const deps: WebhookDeps = { db, jobs, settings: config.webhooks };
  const noStore = PRIVATE_NO_STORE;

  contractRoute(app, 'portal_webhook_endpoints', async (_input, request, reply) => {
    const { customer } = await requireRole(db, request, 'owner');
    reply.headers(noStore);
    return success(PORTAL_WEBHOOK_MESSAGES.endpoints, {
      endpoints: await listEndpoints(deps, customer.id),
      event_types: [...WEBHOOK_EVENT_TYPES],
    });
  });

  contractRoute(app, 'portal_webhook_endpoint_create', async (form, request, reply) => {
    const { customer } = await requireRole(db, request, 'owner');
    const endpoint = await answering(() => createEndpoint(deps, customer.id, form));
    reply.headers(noStore);
    return success(PORTAL_WEBHOOK_MESSAGES.created, { endpoint });
  });

  contractRoute(app, 'portal_webhook_endpoint_delete', async ({ endpointId }, request) => {
    const { customer } = await requireRole(db, request, 'owner');
    await answering(() => deleteEndpoint(deps, customer.id, endpointId));
    return success(PORTAL_WEBHOOK_MESSAGES.deleted, {});
  });

  contractRoute(app, 'portal_webhook_deliveries', async ({ endpointId }, request, reply) => {
    const { customer } = await requireRole(db, request, 'owner');
    const deliveries = await answering(() => listDeliveries(deps, customer.id, endpointId));
    reply.headers(noStore);
    return success(PORTAL_WEBHOOK_MESSAGES.deliveries, { deliveries });
  });

  contractRoute(app, 'portal_webhook_resend', async ({ deliveryId }, request) => {
    const { customer } = await requireRole(db, request, 'owner');
    await answering(() => resendDelivery(deps, customer.id, deliveryId));
    return success(PORTAL_WEBHOOK_MESSAGES.resent, {});
  });
}
