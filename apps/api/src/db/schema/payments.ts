import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Card payments: outcome and a card summary (brand, last four). Never the number or CVV. */
export const payments = pgTable('payments', {
  id: serial('id').primaryKey(),
  paymentId: text('payment_id').notNull().unique(),
  provider: text('provider').notNull(),
  outcome: text('outcome', { enum: ['approved', 'declined', 'rejected'] }).notNull(),
  amountFils: integer('amount_fils').notNull(),
  currency: text('currency').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  email: text('email').notNull(),
  /** Set once, in the transaction that records the shipment this payment paid for. */
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
