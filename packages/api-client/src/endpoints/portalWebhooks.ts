import { z } from 'zod';
import { encryptIdField } from '@courier/domain/schemas/ids';
import { WEBHOOK_EVENT_TYPES, webhookEndpointSchema } from '@courier/domain/schemas/webhooks';
import { defineEndpoint, noPayloadSchema } from '../endpoint.ts';
import { envelope, envelopeFailure, messageOnlySchema } from '../envelope.ts';

/**
 * The portal's Webhooks page: the logged-in customer's endpoints, their recent
 * deliveries and a resend. Like every portal call: the session cookie, the customer's own rows
 * only, and another account's id answers the same 404 as nobody's. docs/webhooks.md.
 */

const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);

const webhookEndpointRowSchema = z.object({
  /** `we_...` */
  id: z.string().min(1),
  url: z.string().min(1),
  events: z.array(z.string()),
  status: z.enum(['enabled', 'disabled']),
  /** 'failing': disabled after a day of failed deliveries; '' while enabled. */
  disabled_reason: z.string(),
  /** ISO 8601. */
  disabled_at: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookEndpointRow = z.output<typeof webhookEndpointRowSchema>;

export const portalWebhookEndpoints = defineEndpoint({
  method: 'GET',
  path: 'portal_webhook_endpoints',
  request: noPayloadSchema,
  success: envelope({
    endpoints: z.array(webhookEndpointRowSchema),
    /** The events an endpoint can ask for, in the order the form lists them. */
    event_types: z.array(webhookEventTypeSchema),
  }),
  failure: envelopeFailure,
});

export const portalWebhookEndpointCreate = defineEndpoint({
  method: 'POST',
  path: 'portal_webhook_endpoint_create',
  request: webhookEndpointSchema,
  success: envelope({
    /** The signing secret (`whsec_...`) is in this answer only. */
    endpoint: webhookEndpointRowSchema.extend({ secret: z.string().min(1) }),
  }),
  failure: envelopeFailure,
});

const endpointIdRequest = z.object({ endpointId: encryptIdField('endpointId') });

export const portalWebhookEndpointDelete = defineEndpoint({
  method: 'POST',
  path: 'portal_webhook_endpoint_delete',
  request: endpointIdRequest,
  success: messageOnlySchema,
  failure: envelopeFailure,
});

const webhookDeliveryRowSchema = z.object({
  /** `whd_...`: what a resend names. */
  id: z.string().min(1),
  /** `evt_...`: the id the receiver deduplicates on. */
  event_id: z.string().min(1),
  event_type: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  attempts: z.number().int().nonnegative(),
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
  /** The newest attempt: the answer's HTTP status (null when none came), its time, its error. */
  last_status_code: z.number().int().nullable(),
  last_duration_ms: z.number().int().nullable(),
  last_error: z.string(),
  last_attempt_at: z.string().nullable(),
});

export const portalWebhookDeliveries = defineEndpoint({
  method: 'GET',
  path: 'portal_webhook_deliveries/:endpointId',
  request: endpointIdRequest,
  success: envelope({ deliveries: z.array(webhookDeliveryRowSchema) }),
  failure: envelopeFailure,
});

export const portalWebhookResend = defineEndpoint({
  method: 'POST',
  path: 'portal_webhook_resend',
  request: z.object({ deliveryId: encryptIdField('deliveryId') }),
  success: messageOnlySchema,
  failure: envelopeFailure,
});
