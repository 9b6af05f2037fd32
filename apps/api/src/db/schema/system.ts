import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per demo-content set already seeded, so a restart never re-adds deleted demo rows. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Rate-limit counters of the limited routes (http/rateLimits.ts) and upload bytes per address,, in the database so
 * every API process counts together; REDIS_URL moves them to Redis instead.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: bigint('count', { mode: 'number' }).notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);
