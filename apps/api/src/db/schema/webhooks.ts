import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

/**
 * A customer's webhook endpoints (webhooks/endpoints.ts): the URL, the event types it wants and
 * the signing secret (kept as is: every delivery is signed with it). An endpoint failing for a
 * day is disabled with the reason; deleting it deletes its deliveries.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    /** `we_...`: the id the portal and the API show. */
    publicId: text('public_id').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** Event types it wants (webhooks/eventTypes.ts). */
    events: text('events').array().notNull(),
    /** `whsec_...`: shown once at creation. */
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Why it was disabled ('' while enabled). */
    disabledReason: text('disabled_reason').notNull().default(''),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The first failed attempt since the last success: a day of failures disables it. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_customer_idx').on(t.customerId, t.createdAt)],
);

/**
 * Events, written in the transaction of the change they describe. `source` makes each change
 * one event (a tracking event id, a collection update); `subject` orders the deliveries of one
 * shipment or pickup.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: serial('id').primaryKey(),
    /** `evt_...`: the id receivers deduplicate on. */
    publicId: text('public_id').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** `shipment:<public id>` or `pickup:<booking no>`. */
    subject: text('subject').notNull(),
    source: text('source').notNull(),
    data: jsonb('data').notNull().$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_events_source_type_unique').on(t.source, t.type),
    index('webhook_events_customer_idx').on(t.customerId, t.createdAt),
  ],
);

/** One event to one endpoint: pending until a 2xx answer (succeeded) or the last retry (failed). */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    /** `whd_...`: what the portal's "Resend" names. */
    publicId: text('public_id').notNull().unique(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    /** The event's subject, copied: deliveries of one subject go out in event order. */
    subject: text('subject').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_endpoint_event_unique').on(t.endpointId, t.eventId),
    index('webhook_deliveries_subject_idx').on(t.endpointId, t.subject, t.eventId),
    index('webhook_deliveries_recent_idx').on(t.endpointId, t.createdAt.desc(), t.id.desc()),
  ],
);

/** Every POST made: its answer's status (null when none came), how long it took, the error. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: serial('id').primaryKey(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    /** A resend asked for in the portal or the API (not part of the retry schedule). */
    manual: boolean('manual').notNull().default(false),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.at)],
);
