import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { shipments } from './shipments.ts';

/**
 * One row per message actually handed to SMTP, the mail outbox or the SMS provider, keyed by
 * the message's idempotency key (jobs/messageKeys.ts). A job retried after its send is skipped
 * here, so a message goes out once; see README "Job queue" for the crash window that remains.
 */
export const messageDeliveries = pgTable(
  'message_deliveries',
  {
    key: text('key').primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    /** smtp, outbox (.eml file), sms-outbox (row below), or skipped (opted out, no address). */
    via: text('via').notNull(),
    recipient: text('recipient').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('message_deliveries_sent_idx').on(t.sentAt)],
);

/** The default SMS provider: messages stored here for a person or a gateway script to pick up. */
export const smsOutbox = pgTable('sms_outbox', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  key: text('key').notNull().unique(),
  /** E.164, e.g. +96550001234. */
  toNumber: text('to_number').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Shipments whose sender or receiver turned notifications off through the signed link. */
export const shipmentNotificationOptOuts = pgTable('shipment_notification_opt_outs', {
  shipmentId: integer('shipment_id')
    .primaryKey()
    .references(() => shipments.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
