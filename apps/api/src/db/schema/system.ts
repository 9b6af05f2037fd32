import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per demo-content set already seeded, so a restart never re-adds deleted demo rows. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
