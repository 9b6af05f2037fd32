import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  type AnyPgColumn,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

/**
 * Airway bill serials of the built-in carrier (11-digit AWB = 10-digit serial + mod-7 check
 * digit). NO CYCLE: running out is an error, never a repeated number. See carrier/pgAwbSequence.ts.
 */
export const awbSerialSeq = pgSequence('awb_serial_seq', {
  startWith: 1,
  minValue: 1,
  maxValue: 9999999999,
  cycle: false,
});
/** Shipment numbers of customer bookings before the courier gives them an AWB. */
export const shipmentNoSeq = pgSequence('shipment_no_seq', {
  startWith: 1,
  minValue: 1,
  cycle: false,
});
/** Collection booking numbers. */
export const collectionNoSeq = pgSequence('collection_no_seq', {
  startWith: 1,
  minValue: 1,
  cycle: false,
});

/**
 * One booking of either wizard. `record` is the recorded booking as the result view shows it
 * (shipmentDetails, totals recomputed by the server), plus display names resolved at booking.
 * Uploaded documents are referenced by their private store id only.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    /** shipmentId of the create_shipment answer: random, so ids cannot be enumerated. */
    publicId: text('public_id').notNull().unique(),
    shipmentNo: text('shipment_no').notNull().unique(),
    variant: text('variant', { enum: ['public', 'customer'] }).notNull(),
    customerId: integer('customer_id').references(() => customers.id),
    record: jsonb('record').notNull().$type<Record<string, unknown>>(),
    totalAmountFils: integer('total_amount_fils').notNull(),
    paymentType: text('payment_type', { enum: ['cash', 'online'] }).notNull(),
    /** The approved payment this booking consumed (online only); a payment pays one booking. */
    paymentId: text('payment_id'),
    /**
     * When the online payment was approved: at booking (make_online_payment's payment_id), or
     * when the gateway's signed answer came back (hosted page). Null for cash, and for an online
     * booking still waiting for its payment.
     */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Airway bill number; null until the courier booked it (customer wizard). */
    awb: text('awb'),
    carrierStatus: text('carrier_status', { enum: ['pending', 'booked'] })
      .notNull()
      .default('pending'),
    carrierData: jsonb('carrier_data').$type<Record<string, unknown>>(),
    /**
     * Status code of the newest tracking event, kept by a trigger on tracking_events (migration
     * 0004) whatever writes the event; null before the first. The back office filters on it.
     */
    currentStatus: text('current_status'),
    /**
     * What the portal's search matches, lower-case: AWB, shipment number, reference, receiver's
     * company and attention. Kept by PostgreSQL, so a search reads one short text per row and not
     * the record (10,000 shipments: milliseconds).
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(coalesce(awb, '') || ' ' || shipment_no || ' ' || coalesce(record->>'reference_number', '') || ' ' || coalesce(record->>'receiver_company_name', '') || ' ' || coalesce(record->>'receiver_attention', ''))`,
      ),
    /**
     * The language of the request that created the booking (the `lang` cookie, else
     * Accept-Language, else English); the customer's e-mails and SMS about it are written in it.
     */
    language: text('language', { enum: ['en', 'ar'] })
      .notNull()
      .default('en'),
    /**
     * Booked with a test API key: never sent to the carrier, no pickup, no messages; left out of
     * the portal's and the back office's lists, which show live shipments only.
     */
    test: boolean('test').notNull().default(false),
    /** Cash on delivery to collect from the receiver, in fils (KWD); null: none. */
    codAmountFils: integer('cod_amount_fils'),
    /**
     * A return shipment's original (shipments/createReturn.ts): the delivered shipment it brings
     * back, with the parties swapped. Unique: an original has at most one return.
     */
    returnOfShipmentId: integer('return_of_shipment_id').references(
      (): AnyPgColumn => shipments.id,
    ),
    kycDocumentId: text('kyc_document_id'),
    invoiceDocumentId: text('invoice_document_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shipments_payment_id_unique')
      .on(t.paymentId)
      .where(sql`${t.paymentId} is not null`),
    uniqueIndex('shipments_awb_unique')
      .on(t.awb)
      .where(sql`${t.awb} is not null`),
    index('shipments_customer_idx').on(t.customerId),
    // The portal's lists: a customer's shipments newest first, paged. Status, AWB and
    // search text ride along, so searches, status filters and the dashboard's counts are answered
    // from the index alone, without reading the records (10,000 shipments: a few ms).
    // `test` second: live lists (the portal's) and a test key's lists each read their own part.
    index('shipments_customer_list_idx').on(
      t.customerId,
      t.test,
      t.createdAt.desc(),
      t.id.desc(),
      t.currentStatus,
      t.awb,
      t.searchText,
    ),
    index('shipments_current_status_idx').on(t.currentStatus, t.id),
    uniqueIndex('shipments_return_of_unique')
      .on(t.returnOfShipmentId)
      .where(sql`${t.returnOfShipmentId} is not null`),
    check(
      'shipments_cod_amount',
      sql`${t.codAmountFils} is null or (${t.codAmountFils} > 0 and ${t.codAmountFils} <= 5000000)`,
    ),
  ],
);

/**
 * Book Collection requests (create_shipment_collection), the pickups of bookings and the
 * portal's collections. `customer_id` is the account's whose shipments it collects (null for
 * the public form's requests).
 */
export const collections = pgTable(
  'collections',
  {
    id: serial('id').primaryKey(),
    bookingNo: text('booking_no').notNull().unique(),
    refNo: text('ref_no').notNull().unique(),
    record: jsonb('record').notNull().$type<Record<string, unknown>>(),
    customerId: integer('customer_id').references(() => customers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('collections_customer_created_idx').on(t.customerId, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * Every AWB serial the built-in carrier issued. Serials are random (not guessable in sequence),
 * and this primary key makes each one unique: a collision is retried with another serial.
 */
export const awbSerials = pgTable('awb_serials', {
  serial: bigint('serial', { mode: 'number' }).primaryKey(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
});
