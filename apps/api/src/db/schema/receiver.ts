import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { shipments } from './shipments.ts';

/**
 * The receiver's choices from the delivery link (docs/receiver.md): each row one change, the
 * newest the one in force. `idempotency_key` is unique per shipment, so a choice sent twice
 * (a double tap, a retry) is one row; the same choice from a second phone finds the row in force
 * and records nothing (receiver/receiverChoice.ts).
 */
export const receiverChoices = pgTable(
  'receiver_choices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id),
    awb: text('awb').notNull(),
    /** @courier/domain/receiverChoices RECEIVER_CHOICE_KINDS */
    kind: text('kind').notNull(),
    /** The parsed choice (date, branch id and name, place and note, or the address parts). */
    details: jsonb('details').notNull().$type<Record<string, unknown>>(),
    /** The link's channel the choice came through: its confirmation goes back the same way. */
    channel: text('channel', { enum: ['email', 'sms', 'whatsapp'] }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The tracking event that shows it on the shipment's history. */
    eventId: integer('event_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('receiver_choices_key_unique').on(t.shipmentId, t.idempotencyKey),
    index('receiver_choices_shipment_idx').on(t.shipmentId, t.id.desc()),
  ],
);
