import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { shipments } from './shipments.ts';

/**
 * Cash on delivery (docs/cash-on-delivery.md). One ledger entry per COD shipment whose cash was
 * collected at delivery: the shipment's unique key makes the collection recorded once, however
 * often the scan is sent. Figures are integer fils, decided by @courier/domain/cod.
 */
export const codEntries = pgTable(
  'cod_entries',
  {
    id: serial('id').primaryKey(),
    /** `cod_...`: the id the portal and the API show. */
    publicId: text('public_id').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    shipmentId: integer('shipment_id')
      .notNull()
      .unique()
      .references(() => shipments.id),
    collectedFils: integer('collected_fils').notNull(),
    feeFils: integer('fee_fils').notNull(),
    shippingFils: integer('shipping_fils').notNull(),
    netFils: integer('net_fils').notNull(),
    collectedAt: timestamp('collected_at', { withTimezone: true }).notNull(),
    /** Kuwait calendar day of collectedAt: what a remittance's period covers. */
    collectedOn: date('collected_on', { mode: 'string' }).notNull(),
    /** `staff:<username>` or `ops` (the events API). */
    recordedBy: text('recorded_by').notNull(),
  },
  (t) => [
    index('cod_entries_customer_idx').on(t.customerId, t.collectedOn, t.id),
    check(
      'cod_entries_figures',
      sql`${t.collectedFils} >= 0 and ${t.feeFils} >= 0 and ${t.shippingFils} >= 0 and ${t.netFils} = ${t.collectedFils} - ${t.feeFils} - ${t.shippingFils}`,
    ),
  ],
);

/** A payment of a merchant's pending entries for a period, created by finance staff. */
export const remittances = pgTable(
  'remittances',
  {
    id: serial('id').primaryKey(),
    /** `rem_...`. */
    publicId: text('public_id').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    entryCount: integer('entry_count').notNull(),
    collectedFils: integer('collected_fils').notNull(),
    feeFils: integer('fee_fils').notNull(),
    shippingFils: integer('shipping_fils').notNull(),
    totalFils: integer('total_fils').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('remittances_customer_idx').on(t.customerId, t.createdAt.desc()),
    check('remittances_period', sql`${t.periodFrom} <= ${t.periodTo}`),
  ],
);

/**
 * Which remittance settled an entry. The entry is the primary key: an entry belongs to one
 * remittance at most, so two remittances created at the same moment cannot both settle it (the
 * second's insert waits for the first and then fails).
 */
export const remittanceEntries = pgTable(
  'remittance_entries',
  {
    entryId: integer('entry_id')
      .primaryKey()
      .references(() => codEntries.id),
    remittanceId: integer('remittance_id')
      .notNull()
      .references(() => remittances.id),
  },
  (t) => [index('remittance_entries_remittance_idx').on(t.remittanceId)],
);
