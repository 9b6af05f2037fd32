import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { collections, shipments } from './shipments.ts';

/**
 * The customer portal's address book: saved senders and receivers. `entry` holds the
 * wizard's own fields (sender_* or receiver_*, checked by the domain's schemas before it is
 * written), so a picked address fills the wizard as it is.
 */
export const addressBook = pgTable(
  'address_book',
  {
    id: serial('id').primaryKey(),
    /** addressId of the contract: random, so ids cannot be enumerated. */
    publicId: text('public_id').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['sender', 'receiver'] }).notNull(),
    entry: jsonb('entry').notNull().$type<Record<string, string>>(),
    /** Lower-case names, city and telephone: what the address search matches. */
    searchText: text('search_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('address_book_customer_idx').on(t.customerId, t.kind, t.updatedAt.desc())],
);

/** The shipments a portal collection picks up (one collection, several shipments). */
export const collectionShipments = pgTable(
  'collection_shipments',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.shipmentId] }),
    index('collection_shipments_shipment_idx').on(t.shipmentId),
  ],
);
