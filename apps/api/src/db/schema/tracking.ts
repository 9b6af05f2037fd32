import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Tracking events per airway bill (built-in carrier, ops scans, carrier updates). */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    awb: text('awb').notNull(),
    /** One of @courier/domain/tracking TRACKING_STATUSES. */
    statusCode: text('status_code').notNull(),
    /** The words shown (TRACKING_STATUS_LABELS). */
    status: text('status').notNull(),
    location: text('location').notNull().default(''),
    remarks: text('remarks').notNull().default(''),
    /** Delivered scans: who signed for it (the public tracking's receiverName). */
    signedBy: text('signed_by').notNull().default(''),
    /** Main-path stages this scan jumped over (missed scans), comma-separated status codes. */
    skipped: text('skipped').notNull().default(''),
    /** Kuwait date and time of the event as shown, YYYY-MM-DD and HH:mm. */
    eventDate: text('event_date').notNull(),
    eventTime: text('event_time').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tracking_events_awb_time_idx').on(t.awb, t.occurredAt.desc(), t.id.desc())],
);
