import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES, webhookEndpointSchema } from '@courier/domain/schemas/webhooks';
import type { ShippingContext } from '../../shipments/shippingServices.ts';
import {
  createEndpoint,
  deleteEndpoint,
  listDeliveries,
  listEndpoints,
  resendDelivery,
  WebhookProblem,
  type WebhookDeps,
} from '../../webhooks/endpoints.ts';
import { merchantOf } from '../auth.ts';
import { MerchantError } from '../errors.ts';
import { idempotentPost, merchantRoute } from '../route.ts';

/**
 * /api/v1/webhook_endpoints: the portal's Webhooks page as calls, over the same use cases
 * (webhooks/endpoints.ts) with the key's account. A test-mode key manages the same endpoints as
 * a live one: test shipments send no events (docs/webhooks.md).
 */
const depsOf = (context: ShippingContext): WebhookDeps => ({
  db: context.db,
  jobs: context.jobs,
  settings: context.config.webhooks,
});

/** A use case's refusal in the API's error shape (its code is the API's code). */
async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof WebhookProblem)) throw error;
    const type =
      error.status === 404
        ? 'not_found_error'
        : error.status === 409
          ? 'conflict_error'
          : 'invalid_request_error';
    throw new MerchantError(error.status, type, error.code, error.message, error.field ?? null);
  }
}

const endpointSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
    status: z.enum(['enabled', 'disabled']),
    disabled_reason: z.string(),
    disabled_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'WebhookEndpoint' });
const deliverySchema = z
  .object({
    id: z.string(),
    event_id: z.string(),
    event_type: z.string(),
    status: z.enum(['pending', 'succeeded', 'failed']),
    attempts: z.number().int(),
    next_attempt_at: z.string().nullable(),
    created_at: z.string(),
    last_status_code: z.number().int().nullable(),
    last_duration_ms: z.number().int().nullable(),
    last_error: z.string(),
    last_attempt_at: z.string().nullable(),
  })
  .meta({ id: 'WebhookDelivery' });
const idParams = z.object({ id: z.string().min(1).max(64) });
const listOf = (item: z.ZodType) => z.object({ object: z.literal('list'), data: z.array(item) });

export const createWebhookEndpointRoute = merchantRoute({
  method: 'POST',
  url: '/webhook_endpoints',
  operationId: 'createWebhookEndpoint',
  summary: 'Add a webhook endpoint; the answer shows its signing secret this once',
  body: webhookEndpointSchema,
  response: endpointSchema.extend({ secret: z.string() }),
  errors: [400, 401, 409, 429],
  role: 'owner',
  async handler({ body }, request, reply, context) {
    const { customer } = merchantOf(request);
    return idempotentPost(request, reply, context, 'webhook_endpoints', async () => ({
      status: 201,
      body: await answering(() => createEndpoint(depsOf(context), customer.id, body)),
    }));
  },
});

export const listWebhookEndpointsRoute = merchantRoute({
  method: 'GET',
  url: '/webhook_endpoints',
  operationId: 'listWebhookEndpoints',
  summary: "List the account's webhook endpoints",
  response: listOf(endpointSchema),
  errors: [401, 429],
  role: 'owner',
  async handler(_input, request, _reply, context) {
    const data = await listEndpoints(depsOf(context), merchantOf(request).customer.id);
    return { object: 'list', data };
  },
});

export const deleteWebhookEndpointRoute = merchantRoute({
  method: 'DELETE',
  url: '/webhook_endpoints/:id',
  operationId: 'deleteWebhookEndpoint',
  summary: 'Delete a webhook endpoint and its delivery history',
  params: idParams,
  response: z.object({ id: z.string(), deleted: z.literal(true) }),
  errors: [401, 404, 429],
  role: 'owner',
  async handler({ params }, request, _reply, context) {
    const customerId = merchantOf(request).customer.id;
    await answering(() => deleteEndpoint(depsOf(context), customerId, params.id));
    return { id: params.id, deleted: true };
  },
});

export const listWebhookDeliveriesRoute = merchantRoute({
  method: 'GET',
  url: '/webhook_endpoints/:id/deliveries',
  operationId: 'listWebhookDeliveries',
  summary: "An endpoint's newest deliveries (up to 50), each with its newest attempt",
  params: idParams,
  response: listOf(deliverySchema),
  errors: [401, 404, 429],
  role: 'owner',
  async handler({ params }, request, _reply, context) {
    const customerId = merchantOf(request).customer.id;
    const data = await answering(() => listDeliveries(depsOf(context), customerId, params.id));
    return { object: 'list', data };
  },
});

export const resendWebhookDeliveryRoute = merchantRoute({
  method: 'POST',
  url: '/webhook_deliveries/:id/resend',
  operationId: 'resendWebhookDelivery',
  summary: "Send a delivery's event again (same event id, freshly signed)",
  successStatus: 202,
  params: idParams,
  response: z.object({ id: z.string(), resend: z.literal('queued') }),
  errors: [401, 404, 409, 429],
  role: 'owner',
  async handler({ params }, request, reply, context) {
    const customerId = merchantOf(request).customer.id;
    return idempotentPost(request, reply, context, `resend:${params.id}`, async () => {
      await answering(() => resendDelivery(depsOf(context), customerId, params.id));
      return { status: 202, body: { id: params.id, resend: 'queued' } };
    });
  },
});
