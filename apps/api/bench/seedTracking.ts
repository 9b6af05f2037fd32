import { withClient } from './benchDatabase.ts';

/** The seeded shipments' numbers: B0000000001, B0000000002, … */
export const seededAwb = (n: number) => `B${String(n).padStart(10, '0')}`;

/**
 * Seeds `shipments` public bookings (`bench-<n>`, AWB seededAwb(n)) and `eventsPerShipment`
 * tracking events each with generate_series, then analyzes both tables: the tracking bench and
 * the load script read them at scale without booking them one by one.
 */
export async function seedTrackedShipments(
  url: string,
  shipments: number,
  eventsPerShipment: number,
): Promise<void> {
  const statements = [
    `insert into shipments (public_id, shipment_no, variant, record, total_amount_fils, payment_type, awb, carrier_status)
     select 'bench-' || g, 'B' || lpad(g::text, 10, '0'), 'public',
            jsonb_build_object('shipment_date', '2026-11-01', 'receiver_city', 'New Delhi', 'receiver_country_name', 'India', 'receiver_attention', 'Ravi') || booking.fields,
            14910, 'cash', 'B' || lpad(g::text, 10, '0'), 'booked'
     from generate_series(1, ${shipments}) g,
          -- A booking's record holds the whole booking (names, phones, addresses, line items:
          -- ~100 fields, a few KB); 60 fields of text stand in for them.
          (select jsonb_object_agg('booking_field_' || i, 'a booking value of some length ' || i) as fields
           from generate_series(1, 60) i) booking`,
    `insert into tracking_events (awb, status_code, status, location, remarks, event_date, event_time, occurred_at)
     select 'B' || lpad(s::text, 10, '0'), 'in_transit', 'In Transit', 'Hub ' || e, 'Scan ' || e,
            to_char(ts at time zone 'Asia/Kuwait', 'YYYY-MM-DD'), to_char(ts at time zone 'Asia/Kuwait', 'HH24:MI'), ts
     from generate_series(1, ${shipments}) s, generate_series(1, ${eventsPerShipment}) e,
          lateral (select timestamptz '2026-01-01 00:00+00' + ((s * ${eventsPerShipment} + e) * interval '1 minute') as ts) t`,
    'analyze shipments',
    'analyze tracking_events',
  ];
  await withClient(url, async (client) => {
    for (const statement of statements) await client.query(statement);
  });
}
