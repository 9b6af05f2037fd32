import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { shipments } from './shipments.ts';
import { staffUsers } from './staff.ts';

/**
 * The couriers' runs (docs/courier.md): each row one stop of a courier's day, a pickup or a
 * delivery of one shipment, in the order operations set. A shipment has at most one stop of a
 * kind on a day. The state moves from open once, by the courier's action.
 */
export const courierStops = pgTable(
  'courier_stops',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id),
    courierId: integer('courier_id')
      .notNull()
      .references(() => staffUsers.id),
    /** The run's Kuwait calendar day. */
    runDate: date('run_date', { mode: 'string' }).notNull(),
    position: integer('position').notNull(),
    /** @courier/domain/courierRun STOP_KINDS */
    kind: text('kind', { enum: ['pickup', 'delivery'] }).notNull(),
    /** @courier/domain/courierRun STOP_STATES */
    state: text('state', { enum: ['open', 'picked_up', 'delivered', 'failed'] })
      .notNull()
      .default('open'),
    assignedBy: text('assigned_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('courier_stops_shipment_day_kind').on(t.shipmentId, t.runDate, t.kind),
    index('courier_stops_run_idx').on(t.courierId, t.runDate, t.position),
  ],
);

/**
 * What a courier recorded at a stop. `idempotency_key` is the phone's key of the action, unique
 * per courier: a retry (the phone was offline, the answer was lost) finds the row and answers
 * what it answered the first time, so the action is stored once. The pictures are private
 * files (files/), read only through signed expiring links.
 */
export const courierActions = pgTable(
  'courier_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    stopId: integer('stop_id')
      .notNull()
      .references(() => courierStops.id),
    courierId: integer('courier_id')
      .notNull()
      .references(() => staffUsers.id),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the request (without the pictures' bytes twice): the same key, another body is refused. */
    requestHash: text('request_hash').notNull(),
    /** 'picked_up', 'delivered' or 'failed'. */
    action: text('action', { enum: ['picked_up', 'delivered', 'failed'] }).notNull(),
    /** Receiver's name, place left, reason and note, cash collected, whether a code was used. */
    details: jsonb('details').notNull().$type<Record<string, unknown>>(),
    signatureFileId: text('signature_file_id'),
    photoFileId: text('photo_file_id'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** The tracking event the action wrote. */
    eventId: integer('event_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('courier_actions_key_unique').on(t.courierId, t.idempotencyKey),
    index('courier_actions_stop_idx').on(t.stopId),
    check(
      'courier_actions_position',
      sql`(${t.lat} is null) = (${t.lng} is null) and (${t.lat} is null or (${t.lat} between -90 and 90 and ${t.lng} between -180 and 180))`,
    ),
  ],
);
