import { sql, type SQL } from 'drizzle-orm';

/**
 * The back office's status of a shipment, in SQL: cancelled (before pickup), not booked (no AWB
 * yet), or the code of its newest tracking event (the tracking index answers it per AWB).
 */
export const shipmentStatusSql: SQL = sql`case
  when exists (select 1 from shipment_cancellations c where c.shipment_id = s.id) then 'cancelled'
  when s.awb is null then 'not_booked'
  else coalesce((select te.status_code from tracking_events te where te.awb = s.awb
    order by te.occurred_at desc, te.id desc limit 1), 'booked') end`;

export const STATUS_EXTRA_LABELS: Record<string, string> = {
  cancelled: 'Cancelled',
  not_booked: 'Not booked',
};
