import { and, lt, notExists, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { webhookDeliveries, webhookEvents } from '../db/schema/index.ts';

/** How long events, their deliveries and attempts are kept (the portal shows recent ones). */
const WEBHOOK_HISTORY_DAYS = 30;

/**
 * Deletes events older than the history (their deliveries and attempts go with them), except
 * those with a delivery still pending. Any process may run it (the hourly sweep does).
 */
export async function pruneWebhookHistory(
  db: Db,
  now = new Date(),
  days = WEBHOOK_HISTORY_DAYS,
): Promise<number> {
  const before = new Date(now.getTime() - days * 86_400_000);
  const deleted = await db
    .delete(webhookEvents)
    .where(
      and(
        lt(webhookEvents.createdAt, before),
        notExists(
          db
            .select({ one: sql`1` })
            .from(webhookDeliveries)
            .where(
              and(
                eq(webhookDeliveries.eventId, webhookEvents.id),
                eq(webhookDeliveries.status, 'pending'),
              ),
            ),
        ),
      ),
    )
    .returning({ id: webhookEvents.id });
  return deleted.length;
}
