import { customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL bytea as a Node Buffer (drizzle-orm 0.44 has no bytea column of its own). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite hands back a Uint8Array, node-postgres a Buffer; callers always get a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Private files (KYC documents, invoices, résumés) when the API runs on a PostgreSQL server, so
 * every API process reads what any other wrote (files/fileStore.ts). The id is 32 random bytes in
 * hex: knowing one file's id says nothing about another's.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: text('id').primaryKey(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The orphan sweep asks for files older than an hour.
  (t) => [index('stored_files_created_at_idx').on(t.createdAt)],
);
