import { sql, type SQL } from 'drizzle-orm';

const cancelled = sql`exists (select 1 from shipment_cancellations c where c.shipment_id = s.id)`;

/**
 * The back office's status of a shipment, in SQL: cancelled (before pickup), not booked (no AWB
 * yet), or the code of its newest tracking event (`current_status`, kept by a trigger on
 * tracking_events; 'booked' until the first event is in).
 */
export const shipmentStatusSql: SQL = sql`case
  when ${cancelled} then 'cancelled'
  when s.awb is null then 'not_booked'
  else coalesce(s.current_status, 'booked') end`;

/**
 * The same rule as a filter that the index on (current_status, id) answers: a status filter
 * reads the matching rows only, not every shipment's status (100,000 shipments: milliseconds).
 */
export function shipmentStatusFilter(status: string): SQL {
  if (status === 'cancelled') return cancelled;
  if (status === 'not_booked') return sql`s.awb is null and not ${cancelled}`;
  if (status === 'booked')
    return sql`s.awb is not null and (s.current_status = 'booked' or s.current_status is null) and not ${cancelled}`;
  return sql`s.current_status = ${status} and s.awb is not null and not ${cancelled}`;
}

export const STATUS_EXTRA_LABELS: Record<string, string> = {
  cancelled: 'Cancelled',
  not_booked: 'Not booked',
};
