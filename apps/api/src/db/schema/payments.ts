import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Card payments: outcome and a card summary (brand, last four). Never the number or CVV. A row is
 * written as 'pending' (payment_id = our attempt id) before the provider is called and completed
 * with the provider's answer, so a crash mid-charge leaves a record to reconcile, never nothing.
 */
export const payments = pgTable('payments', {
  id: serial('id').primaryKey(),
  paymentId: text('payment_id').notNull().unique(),
  provider: text('provider').notNull(),
  outcome: text('outcome', { enum: ['pending', 'approved', 'declined', 'rejected'] }).notNull(),
  /** Our id of the attempt, given to the provider as its reference. */
  attemptId: text('attempt_id').unique(),
  amountFils: integer('amount_fils').notNull(),
  currency: text('currency').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  email: text('email').notNull(),
  /** Set once, in the transaction that records the shipment this payment paid for. */
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});
