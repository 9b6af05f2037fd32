import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

/**
 * A customer's keys for the merchant API (/api/v1). The key itself is shown once, at creation;
 * the table keeps only its SHA-256 (a key is 32 random bytes, so a fast hash cannot be walked
 * back) and a short prefix to tell keys apart in lists.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    /** The key's id in the portal and the API: random, so ids cannot be enumerated. */
    publicId: text('public_id').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /**
     * The account user (account_users.id, an owner) who created it; null for the account's own
     * login. The key acts with that user's current role and ends when they are removed.
     */
    createdBy: integer('created_by'),
    name: text('name').notNull(),
    /** A test key books shipments that never reach the carrier (shipments.test). */
    mode: text('mode', { enum: ['live', 'test'] }).notNull(),
    /** The first characters of the key (`ck_test_AbCd`), shown in lists. */
    prefix: text('prefix').notNull(),
    /** Hex SHA-256 of the whole key: what a request's key is looked up by. */
    keyHash: text('key_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Written at most once a minute per key, so a busy key is not a write per request. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_customer_idx').on(t.customerId, t.createdAt.desc())],
);
