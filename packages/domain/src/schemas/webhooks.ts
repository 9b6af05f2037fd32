import { z } from 'zod';
import { messageGroup } from '../messageWords.ts';

/** The events an endpoint can ask for (docs/webhooks.md describes each). */
export const WEBHOOK_EVENT_TYPES = [
  'shipment.created',
  'shipment.status_changed',
  'shipment.delivered',
  'shipment.exception',
  'shipment.cancelled',
  'pickup.status_changed',
  'cod.collected',
  'remittance.paid',
  'batch.completed',
  'return.created',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const isWebhookEventType = (value: string): value is WebhookEventType =>
  (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);

/** Most endpoints one account may have. */
export const WEBHOOK_ENDPOINTS_MAX = 10;
/** Longest URL accepted. */
export const WEBHOOK_URL_MAX = 2048;

/** The words of webhook refusals (the catalogue's group `webhook`). */
export const webhookMessages = messageGroup('webhook');

/** The form of a new endpoint: its URL (checked further by the API) and the events it wants. */
export const webhookEndpointSchema = z.object({
  url: z
    .string({ error: () => webhookMessages.urlRequired })
    .trim()
    .min(1, { error: () => webhookMessages.urlRequired })
    .max(WEBHOOK_URL_MAX, { error: () => webhookMessages.urlInvalid }),
  events: z
    .array(z.string({ error: () => webhookMessages.eventUnknown }), {
      error: () => webhookMessages.eventsRequired,
    })
    .min(1, { error: () => webhookMessages.eventsRequired })
    .max(WEBHOOK_EVENT_TYPES.length * 2, { error: () => webhookMessages.eventUnknown })
    .refine((events) => events.every(isWebhookEventType), {
      error: () => webhookMessages.eventUnknown,
    })
    .transform((events) => [...new Set(events)] as WebhookEventType[]),
});
export type WebhookEndpointForm = z.infer<typeof webhookEndpointSchema>;
