import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { shipments } from './shipments.ts';

/**
 * Bulk uploads (docs/bulk-upload.md). A batch is one uploaded file of an account (and mode: a
 * test key's batches are apart), known by its content's hash: the same file uploaded again is
 * the same batch, so its rows are never booked twice. Its rows are booked by the job queue.
 */
export const batches = pgTable(
  'batches',
  {
    id: serial('id').primaryKey(),
    /** `bat_...`: the id the portal and the API show. */
    publicId: text('public_id').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    test: boolean('test').notNull().default(false),
    /** Hex SHA-256 of the file's bytes. */
    fileHash: text('file_hash').notNull(),
    fileKind: text('file_kind', { enum: ['csv', 'xlsx'] }).notNull(),
    /** `creating` while rows wait for the queue, then `completed`. */
    status: text('status', { enum: ['creating', 'completed'] }).notNull(),
    /** The uploader's language: the words of errors met while booking. */
    language: text('language', { enum: ['en', 'ar'] }).notNull(),
    /** The file's header -> template column mapping the rows were read with. */
    mapping: jsonb('mapping').$type<Record<string, string>>().notNull(),
    /** The identity document every row books with (files id; the account's latest booking's). */
    kycType: text('kyc_type').notNull(),
    kycDocumentId: text('kyc_document_id').notNull(),
    rowCount: integer('row_count').notNull(),
    /** Who uploaded it: the account user (null: the account's own login) and the API key. */
    createdByUserId: integer('created_by_user_id'),
    apiKeyId: integer('api_key_id'),
    /** How often its rows were queued (a re-upload after a failure queues the rest again). */
    runs: integer('runs').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('batches_file_unique').on(t.customerId, t.test, t.fileHash),
    index('batches_customer_idx').on(t.customerId, t.createdAt),
  ],
);

/**
 * One row of a batch. `key` (`<batch public id>:<row>`) is the row's idempotency key: the row's
 * shipment is linked in the booking's own transaction, only while the row is `pending`, so a row
 * is booked once however often its job runs.
 */
export const batchRows = pgTable(
  'batch_rows',
  {
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    /** Its row in the file (the header is row 1). */
    rowNumber: integer('row_number').notNull(),
    key: text('key').notNull().unique(),
    status: text('status', { enum: ['invalid', 'pending', 'created', 'failed'] }).notNull(),
    /** The checked wizard form, without the identity document (the batch's). */
    form: jsonb('form').$type<Record<string, unknown>>(),
    /** Cell errors, each message in English and Arabic. */
    errors: jsonb('errors')
      .$type<{ column: string; field: string | null; en: string; ar: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    shipmentId: integer('shipment_id')
      .unique()
      .references(() => shipments.id),
  },
  (t) => [
    primaryKey({ columns: [t.batchId, t.rowNumber] }),
    index('batch_rows_status_idx').on(t.batchId, t.status),
  ],
);

/** The column mapping an account set once: a file header -> template column. */
export const batchMappings = pgTable('batch_mappings', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  mapping: jsonb('mapping').$type<Record<string, string>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
