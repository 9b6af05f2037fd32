import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { shipments } from './shipments.ts';

/**
 * Payments: outcome and a card summary (brand, last four). Never the number or CVV. A row is
 * written as 'pending' (payment_id = our attempt id) before the provider is called, or before the
 * payer is sent to the gateway's hosted page, and completed with the provider's answer, so a crash
 * mid-charge leaves a record to reconcile, never nothing.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    paymentId: text('payment_id').notNull().unique(),
    provider: text('provider').notNull(),
    outcome: text('outcome', {
      enum: ['pending', 'approved', 'declined', 'rejected', 'cancelled'],
    }).notNull(),
    /** Our id of the attempt, given to the provider as its reference. */
    attemptId: text('attempt_id').unique(),
    amountFils: integer('amount_fils').notNull(),
    currency: text('currency').notNull(),
    /** 'knet' for KNET, else the card network ('visa', ...); '' until the gateway has answered. */
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    email: text('email').notNull(),
    /**
     * Hosted-page payments: the shipment this attempt pays (recorded before the payer left for
     * the gateway) and the method chosen on our payment step. Null for make_online_payment.
     */
    shipmentId: integer('shipment_id').references(() => shipments.id),
    method: text('method', { enum: ['knet', 'card'] }),
    /**
     * What the attempt pays: `shipping`, the booking's charge (paid_at on the shipment), or `cod`,
     * the cash-on-delivery amount the receiver pays from the delivery link (an entry of the COD
     * ledger, docs/receiver.md).
     */
    purpose: text('purpose', { enum: ['shipping', 'cod'] })
      .notNull()
      .default('shipping'),
    /** A `cod` attempt: the channel of the link it came from, where the confirmation goes. */
    receiverChannel: text('receiver_channel', { enum: ['email', 'sms', 'whatsapp'] }),
    /** Set once, in the transaction that records the shipment this payment paid for. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('payments_shipment_idx').on(t.shipmentId, t.id.desc())],
);
