import { sql } from 'drizzle-orm';
import { trackingEvents } from '../db/schema/index.ts';

/**
 * ORDER BY for a shipment's events, newest first, spelled as tracking_events_awb_time_idx is
 * built (`desc nulls last`): with drizzle's plain `desc()` (nulls first) PostgreSQL cannot take
 * the order from the index and sorts every event of the number instead.
 */
export const newestEventsFirst = () =>
  [
    sql`${trackingEvents.occurredAt} desc nulls last`,
    sql`${trackingEvents.id} desc nulls last`,
  ] as const;
