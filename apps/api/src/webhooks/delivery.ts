import { randomUUID } from 'node:crypto';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  customers,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '../db/schema/index.ts';
import type { Mailer } from '../enquiries/mailer.ts';
import type { AfterWork, JobQueue } from '../jobs/jobQueue.ts';
import type { Tx } from '../jobs/sqlAdapters.ts';
import { disabledEmail } from './disabledEmail.ts';
import { attemptJob, type WebhookJob } from './events.ts';
import { postWebhook, type PostResult } from './postWebhook.ts';
import type { Resolver } from './urlSafety.ts';
import type { WebhookSettings } from './webhookSettings.ts';

export interface WebhookWorkerDeps {
  db: Db;
  mailer: Mailer;
  settings: WebhookSettings;
  /** Tests point names at their own addresses. */
  resolve?: Resolver;
}

/** Why an endpoint was disabled (the portal shows its words). */
const DISABLED_FAILING = 'failing';

/** The body POSTed for an event: the same bytes on every attempt. */
function payloadOf(event: {
  publicId: string;
  type: string;
  createdAt: Date;
  data: Record<string, unknown>;
}): string {
  return JSON.stringify({
    id: event.publicId,
    type: event.type,
    created: Math.floor(event.createdAt.getTime() / 1000),
    data: event.data,
  });
}

async function loadDelivery(db: Db, deliveryId: number) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints, event: webhookEvents })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.id, deliveryId));
  return row;
}
type Loaded = NonNullable<Awaited<ReturnType<typeof loadDelivery>>>;

/** An earlier delivery of the same subject to the same endpoint that is still out. */
async function earlierPending(db: Db, { delivery }: Loaded) {
  const [row] = await db
    .select({ id: webhookDeliveries.id, nextAttemptAt: webhookDeliveries.nextAttemptAt })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.endpointId, delivery.endpointId),
        eq(webhookDeliveries.subject, delivery.subject),
        lt(webhookDeliveries.eventId, delivery.eventId),
        eq(webhookDeliveries.status, 'pending'),
      ),
    )
    .orderBy(asc(webhookDeliveries.eventId))
    .limit(1);
  return row;
}

const recordAttempt = (tx: Tx, deliveryId: number, result: PostResult, manual: boolean) =>
  tx.insert(webhookAttempts).values({
    deliveryId,
    attempt: sql`(select count(*)::int + 1 from ${webhookAttempts} where ${webhookAttempts.deliveryId} = ${deliveryId})`,
    manual,
    statusCode: result.statusCode ?? null,
    durationMs: result.durationMs,
    error: result.error.slice(0, 500),
  });

/**
 * The `webhook` queue's worker. A delivery's attempts are a chain of jobs: attempt n, when it
 * fails, queues attempt n+1 after the schedule's delay (WebhookSettings.retryDelaysMs) in the
 * transaction that logs it. A delivery waits (re-queued) while an earlier event of its shipment
 * is still out to the same endpoint, so a receiver gets one shipment's events in order. Every
 * attempt is logged; a success clears the endpoint's failing time, and an endpoint failing
 * longer than `disableAfterMs` is disabled and its owner e-mailed. The POST happens outside any
 * transaction: a crash between it and the log sends it again (receivers deduplicate on the id).
 */
export function registerWebhookWorker(queue: JobQueue, deps: WebhookWorkerDeps): void {
  const { db, settings } = deps;
  const post = (loaded: Loaded) =>
    postWebhook(loaded.endpoint.url, payloadOf(loaded.event), loaded.endpoint.secret, {
      timeoutMs: settings.timeoutMs,
      allowLoopback: settings.allowLoopback,
      resolve: deps.resolve,
    });

  async function resend(loaded: Loaded): Promise<AfterWork> {
    const result = await post(loaded);
    return async (tx) => {
      await recordAttempt(tx, loaded.delivery.id, result, true);
      if (result.error !== '') return;
      await tx
        .update(webhookDeliveries)
        .set({ status: 'succeeded', nextAttemptAt: null, updatedAt: new Date() })
        .where(eq(webhookDeliveries.id, loaded.delivery.id));
      await tx
        .update(webhookEndpoints)
        .set({ failingSince: null })
        .where(eq(webhookEndpoints.id, loaded.endpoint.id));
    };
  }

  async function scheduled(loaded: Loaded): Promise<AfterWork | void> {
    const { delivery, endpoint } = loaded;
    if (delivery.status !== 'pending') return;
    if (!endpoint.enabled)
      return async (tx) => {
        await tx
          .update(webhookDeliveries)
          .set({ status: 'failed', nextAttemptAt: null, updatedAt: new Date() })
          .where(eq(webhookDeliveries.id, delivery.id));
      };
    const earlier = await earlierPending(db, loaded);
    if (earlier) {
      // Looks again when the earlier one is next tried (or shortly, while it is in flight).
      const due = earlier.nextAttemptAt ? earlier.nextAttemptAt.getTime() - Date.now() : 0;
      const startAfter = new Date(Date.now() + Math.max(settings.orderWaitMs, due + 50));
      return async (tx) => {
        await queue.sendAll(
          [
            {
              name: 'webhook',
              data: { deliveryId: delivery.id } satisfies WebhookJob,
              key: `webhook:${delivery.id}:wait:${randomUUID()}`,
              startAfter,
            },
          ],
          tx,
        );
      };
    }

    const result = await post(loaded);
    const now = new Date();
    const attempts = delivery.attempts + 1;
    const ok = result.error === '';
    const delay = settings.retryDelaysMs[attempts - 1];
    const next = !ok && delay !== undefined ? new Date(now.getTime() + delay) : null;
    return async (tx) => {
      await recordAttempt(tx, delivery.id, result, false);
      await tx
        .update(webhookDeliveries)
        .set({
          attempts,
          status: ok ? 'succeeded' : next ? 'pending' : 'failed',
          nextAttemptAt: next,
          updatedAt: now,
        })
        .where(eq(webhookDeliveries.id, delivery.id));
      if (next) await queue.sendAll([attemptJob(delivery.id, attempts + 1, next)], tx);
      if (ok) {
        await tx
          .update(webhookEndpoints)
          .set({ failingSince: null })
          .where(eq(webhookEndpoints.id, endpoint.id));
        return;
      }
      const [failing] = await tx
        .update(webhookEndpoints)
        .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now})` })
        .where(eq(webhookEndpoints.id, endpoint.id))
        .returning({ since: webhookEndpoints.failingSince });
      if (failing?.since && now.getTime() - failing.since.getTime() >= settings.disableAfterMs)
        await disable(tx, loaded, now);
    };
  }

  /** Disables the endpoint (once: the update names it enabled) and e-mails its owner. */
  async function disable(tx: Tx, { endpoint }: Loaded, now: Date): Promise<void> {
    const [disabled] = await tx
      .update(webhookEndpoints)
      .set({ enabled: false, disabledReason: DISABLED_FAILING, disabledAt: now })
      .where(and(eq(webhookEndpoints.id, endpoint.id), eq(webhookEndpoints.enabled, true)))
      .returning({ id: webhookEndpoints.id });
    if (!disabled) return;
    const [owner] = await tx
      .select({ email: customers.email })
      .from(customers)
      .where(eq(customers.id, endpoint.customerId));
    if (!owner?.email) return;
    const hours = Math.max(1, Math.round(settings.disableAfterMs / 3_600_000));
    await deps.mailer.to(
      owner.email,
      { ...disabledEmail(endpoint.url, hours), key: `webhook-disabled:${endpoint.publicId}` },
      tx,
    );
  }

  queue.work('webhook', async (data) => {
    const job = data as WebhookJob;
    const loaded = await loadDelivery(db, job.deliveryId);
    // Deleted with its endpoint since it was queued.
    if (!loaded) return;
    return job.manual ? resend(loaded) : scheduled(loaded);
  });
}
