import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { shipments } from './shipments.ts';

/**
 * One row per message actually handed to SMTP, the mail outbox or the SMS provider, keyed by
 * the message's idempotency key (jobs/messageKeys.ts). A job retried after its send is skipped
 * here, so a message goes out once; see docs/api.md "Job queue" for the crash window that remains.
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

/**
 * What the gateways reported about messages after accepting them (Twilio's status callbacks,
 * WhatsApp's status webhooks), and WhatsApp refusals that sent a receiver's message by SMS
 * instead. One row per message and status: a gateway repeating a report changes nothing.
 */
export const messageStatusEvents = pgTable(
  'message_status_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The message as message_deliveries.via names it: twilio:SM..., whatsapp:wamid.... */
    via: text('via').notNull(),
    /** The gateway's word: queued, sent, delivered, read, failed, undelivered, refused. */
    status: text('status').notNull(),
    errorCode: text('error_code'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('message_status_events_via_status_idx').on(t.via, t.status)],
);

/**
 * Phone numbers that asked for no more messages by writing STOP to our WhatsApp number (and
 * did not write START since). Nothing goes to them by WhatsApp or SMS; e-mail is separate.
 */
export const phoneOptOuts = pgTable('phone_opt_outs', {
  /** E.164, e.g. +96550001234. */
  number: text('number').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
