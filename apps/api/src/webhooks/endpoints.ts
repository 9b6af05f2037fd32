import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import {
  WEBHOOK_ENDPOINTS_MAX,
  webhookMessages,
  type WebhookEndpointForm,
} from '@courier/domain/schemas/webhooks';
import type { Db } from '../db/client.ts';
import {
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '../db/schema/index.ts';
import type { JobQueue } from '../jobs/jobQueue.ts';
import type { WebhookJob } from './events.ts';
import { prefixedId } from './ids.ts';
import { urlProblem, type Resolver } from './urlSafety.ts';
import type { WebhookSettings } from './webhookSettings.ts';

/**
 * The use cases behind the portal's Webhooks page and the merchant API's
 * /api/v1/webhook_endpoints: every one takes the owning customer's id and reads or writes that
 * customer's rows only; another account's id answers as if it did not exist.
 */
export interface WebhookDeps {
  db: Db;
  jobs: JobQueue;
  settings: Pick<WebhookSettings, 'allowLoopback'>;
  /** Tests point names at their own addresses. */
  resolve?: Resolver;
}

/** What a refusal is, for an API's error code (the message is the words to show). */
export type WebhookProblemCode =
  | 'url_invalid'
  | 'url_not_https'
  | 'url_not_public'
  | 'too_many_endpoints'
  | 'endpoint_not_found'
  | 'delivery_not_found'
  | 'endpoint_disabled';

/** A refusal of a use case: `field` names the form field it is about, when there is one. */
export class WebhookProblem extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    readonly code: WebhookProblemCode,
    message: string,
    readonly field?: 'url' | 'events',
  ) {
    super(message);
  }
}

const urlCode = (message: string): WebhookProblemCode =>
  message === webhookMessages.privateAddress
    ? 'url_not_public'
    : message === webhookMessages.httpsOnly
      ? 'url_not_https'
      : 'url_invalid';

export interface EndpointView {
  id: string;
  url: string;
  events: string[];
  status: 'enabled' | 'disabled';
  /** Why it was disabled ('failing': a day of failed deliveries); '' while enabled. */
  disabled_reason: string;
  disabled_at: string | null;
  created_at: string;
}

const viewOf = (row: typeof webhookEndpoints.$inferSelect): EndpointView => ({
  id: row.publicId,
  url: row.url,
  events: row.events,
  status: row.enabled ? 'enabled' : 'disabled',
  disabled_reason: row.disabledReason,
  disabled_at: row.disabledAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

/** Adds an endpoint; the answer carries its signing secret, shown this once. */
export async function createEndpoint(
  deps: WebhookDeps,
  customerId: number,
  form: WebhookEndpointForm,
): Promise<EndpointView & { secret: string }> {
  const problem = await urlProblem(form.url, deps.settings.allowLoopback, deps.resolve);
  if (problem) throw new WebhookProblem(400, urlCode(problem), problem, 'url');
  const [held] = await deps.db
    .select({ n: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.customerId, customerId));
  if ((held?.n ?? 0) >= WEBHOOK_ENDPOINTS_MAX)
    throw new WebhookProblem(409, 'too_many_endpoints', webhookMessages.tooMany);
  const secret = prefixedId('whsec_', 24);
  const [row] = await deps.db
    .insert(webhookEndpoints)
    .values({
      publicId: prefixedId('we_'),
      customerId,
      url: new URL(form.url).toString(),
      events: form.events,
      secret,
    })
    .returning();
  return { ...viewOf(row!), secret };
}

export async function listEndpoints(deps: Pick<WebhookDeps, 'db'>, customerId: number) {
  const rows = await deps.db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.customerId, customerId))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  return rows.map(viewOf);
}

async function ownEndpoint(db: Db, customerId: number, endpointId: string) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(
      and(eq(webhookEndpoints.publicId, endpointId), eq(webhookEndpoints.customerId, customerId)),
    );
  if (!row) throw new WebhookProblem(404, 'endpoint_not_found', webhookMessages.endpointNotFound);
  return row;
}

/** Deletes an endpoint and its deliveries (events already sent stay with the receiver). */
export async function deleteEndpoint(
  deps: Pick<WebhookDeps, 'db'>,
  customerId: number,
  endpointId: string,
): Promise<void> {
  const row = await ownEndpoint(deps.db, customerId, endpointId);
  await deps.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, row.id));
}

export interface DeliveryView {
  id: string;
  event_id: string;
  event_type: string;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: number;
  next_attempt_at: string | null;
  created_at: string;
  /** The newest attempt's answer: status (null when none came), time taken, error. */
  last_status_code: number | null;
  last_duration_ms: number | null;
  last_error: string;
  last_attempt_at: string | null;
}

/** Most deliveries one list shows. */
const DELIVERIES_LIST_MAX = 50;

/** An endpoint's newest deliveries, each with its newest attempt. */
export async function listDeliveries(
  deps: Pick<WebhookDeps, 'db'>,
  customerId: number,
  endpointId: string,
  limit = DELIVERIES_LIST_MAX,
): Promise<DeliveryView[]> {
  const endpoint = await ownEndpoint(deps.db, customerId, endpointId);
  const rows = await deps.db
    .select({
      delivery: webhookDeliveries,
      eventId: webhookEvents.publicId,
      type: webhookEvents.type,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.endpointId, endpoint.id))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(Math.min(Math.max(limit, 1), DELIVERIES_LIST_MAX));
  const ids = rows.map((r) => r.delivery.id);
  const attempts = ids.length
    ? await deps.db
        .select()
        .from(webhookAttempts)
        .where(inArray(webhookAttempts.deliveryId, ids))
        .orderBy(desc(webhookAttempts.at), desc(webhookAttempts.id))
    : [];
  const newest = new Map<number, (typeof attempts)[number]>();
  for (const a of attempts) if (!newest.has(a.deliveryId)) newest.set(a.deliveryId, a);
  return rows.map(({ delivery, eventId, type }) => {
    const last = newest.get(delivery.id);
    return {
      id: delivery.publicId,
      event_id: eventId,
      event_type: type,
      status: delivery.status,
      attempts: delivery.attempts,
      next_attempt_at: delivery.nextAttemptAt?.toISOString() ?? null,
      created_at: delivery.createdAt.toISOString(),
      last_status_code: last?.statusCode ?? null,
      last_duration_ms: last?.durationMs ?? null,
      last_error: last?.error ?? '',
      last_attempt_at: last?.at.toISOString() ?? null,
    };
  });
}

/**
 * Sends a delivery's event again (the same event id and body, freshly signed), once, through the
 * queue; a success marks the delivery succeeded. Refused for a disabled endpoint.
 */
export async function resendDelivery(
  deps: Pick<WebhookDeps, 'db' | 'jobs'>,
  customerId: number,
  deliveryId: string,
): Promise<void> {
  const [row] = await deps.db
    .select({ id: webhookDeliveries.id, enabled: webhookEndpoints.enabled })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(eq(webhookDeliveries.publicId, deliveryId), eq(webhookEndpoints.customerId, customerId)),
    );
  if (!row) throw new WebhookProblem(404, 'delivery_not_found', webhookMessages.deliveryNotFound);
  if (!row.enabled)
    throw new WebhookProblem(409, 'endpoint_disabled', webhookMessages.endpointDisabled);
  const data: WebhookJob = { deliveryId: row.id, manual: true };
  await deps.jobs.send('webhook', data, `webhook:${row.id}:resend:${randomUUID()}`);
}
