import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { publicIdColumn } from '../publicId.ts';
import { customers } from './customers.ts';
import { shipments } from './shipments.ts';

/**
 * Claims for damage or loss (docs/claims.md). One open claim per shipment and claimant role (a
 * partial unique index); `idempotency_key` is unique per shipment, so a filing sent twice is one
 * claim. The claimant is told of every step by `channel` at `contact`, in `language`.
 */
export const claims = pgTable(
  'claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    publicId: publicIdColumn(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id),
    /** The account of a sender's claim from the portal; null for a receiver's. */
    customerId: integer('customer_id').references(() => customers.id),
    claimantRole: text('claimant_role', { enum: ['sender', 'receiver'] }).notNull(),
    channel: text('channel', { enum: ['email', 'sms', 'whatsapp'] }).notNull(),
    /** E-mail address or E.164 number the messages go to ('' when the shipment has none). */
    contact: text('contact').notNull(),
    language: text('language', { enum: ['en', 'ar'] }).notNull(),
    /** @courier/domain/claims CLAIM_KINDS */
    kind: text('kind', { enum: ['damage', 'loss'] }).notNull(),
    description: text('description').notNull(),
    valueFils: bigint('value_fils', { mode: 'number' }).notNull(),
    /** @courier/domain/claims CLAIM_STATES */
    state: text('state', {
      enum: ['submitted', 'more_info_requested', 'accepted', 'rejected'],
    }).notNull(),
    /** Staff's reason of the newest decision (asking for more, rejecting; accepting optional). */
    decisionReason: text('decision_reason').notNull().default(''),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('claims_key_unique').on(t.shipmentId, t.idempotencyKey),
    uniqueIndex('claims_open_unique')
      .on(t.shipmentId, t.claimantRole)
      .where(sql`${t.state} in ('submitted', 'more_info_requested')`),
    index('claims_state_idx').on(t.state, t.id.desc()),
  ],
);

/** A claim's history: each step (filed, asked, answered, accepted, rejected), who and when. */
export const claimEvents = pgTable(
  'claim_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    claimId: bigint('claim_id', { mode: 'number' })
      .notNull()
      .references(() => claims.id),
    /** The step: @courier/domain/claims CLAIM_STEPS, or 'file'. */
    step: text('step').notNull(),
    /** The state the step left the claim in. */
    state: text('state').notNull(),
    note: text('note').notNull().default(''),
    /** 'sender', 'receiver' or 'staff:<username>'. */
    by: text('by').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('claim_events_claim_idx').on(t.claimId, t.id)],
);

/** A claim's photos: private files of the FileStore, read only through signed links. */
export const claimFiles = pgTable(
  'claim_files',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    claimId: bigint('claim_id', { mode: 'number' })
      .notNull()
      .references(() => claims.id),
    /** The event that brought it (the filing, or an answer). */
    eventId: bigint('event_id', { mode: 'number' }).references(() => claimEvents.id),
    fileId: text('file_id').notNull(),
    contentType: text('content_type').notNull(),
  },
  (t) => [index('claim_files_claim_idx').on(t.claimId), index('claim_files_file_idx').on(t.fileId)],
);
