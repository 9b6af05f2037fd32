import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  StatementCollection,
  StatementRemittance,
  StatementShipment,
} from '@courier/domain/statements';
import { customers } from './customers.ts';

/**
 * Monthly statements of account customers (docs/statements.md): one per account and Kuwait
 * month, its figures in integer fils (@courier/domain/statements) and the lines they sum, kept
 * as made so the PDF and CSV read the same whenever downloaded. Regenerating replaces the row.
 */
export const statements = pgTable(
  'statements',
  {
    id: serial('id').primaryKey(),
    /** `stm_...`: the id the portal and the API show. */
    publicId: text('public_id').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** 'YYYY-MM', Kuwait calendar. */
    month: text('month').notNull(),
    /** The PDF's language: the account's (docs/statements.md). */
    language: text('language', { enum: ['en', 'ar'] }).notNull(),
    shipmentCount: integer('shipment_count').notNull(),
    chargesFils: integer('charges_fils').notNull(),
    vatFils: integer('vat_fils').notNull(),
    totalFils: integer('total_fils').notNull(),
    codCollectedFils: integer('cod_collected_fils').notNull(),
    codRemittedFils: integer('cod_remitted_fils').notNull(),
    lines: jsonb('lines').notNull().$type<{
      shipments: StatementShipment[];
      collections: StatementCollection[];
      remittances: StatementRemittance[];
    }>(),
    /** `job` (the monthly run) or `staff:<username>` (a regeneration). */
    generatedBy: text('generated_by').notNull(),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('statements_customer_month_unique').on(t.customerId, t.month),
    check('statements_month', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('statements_total', sql`${t.totalFils} = ${t.chargesFils} + ${t.vatFils}`),
  ],
);
