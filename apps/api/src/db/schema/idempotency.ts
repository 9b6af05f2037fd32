import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Answers of money- and booking-making calls, by Idempotency-Key (or, without the header, by a
 * keyed hash of the body for 10 seconds). The row is claimed before the work runs, so a second
 * process receiving the same request waits for the first answer instead of booking again.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** Random per claim: only the claim's owner may store its answer (a taken-over claim is not). */
    claimToken: text('claim_token'),
    /** Null while the first request is still running. */
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
