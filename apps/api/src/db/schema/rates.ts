import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { arabicName, zones } from './reference.ts';

/** The services a shipment can be sent with (service_list, price options). */
export const rateServices = pgTable('rate_services', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  nameAr: arabicName(),
  /** What the price list shows: '2-4 working days'. */
  transitDays: text('transit_days').notNull(),
  /**
   * The same in working days from pickup, for the expected delivery date of tracking
   * (@courier/domain/expectedDelivery); null: the route zone's default is used instead.
   */
  transitMinDays: integer('transit_min_days'),
  transitMaxDays: integer('transit_max_days'),
  documentsOnly: boolean('documents_only').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * One card per service and origin/destination zone. Prices are integer fils (1/1000 KWD).
 * Weight above the last band costs perExtraHalfKgFils for each further 0.5 kg.
 */
export const rateCards = pgTable(
  'rate_cards',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => rateServices.id),
    originZoneId: integer('origin_zone_id')
      .notNull()
      .references(() => zones.id),
    destinationZoneId: integer('destination_zone_id')
      .notNull()
      .references(() => zones.id),
    maxWeightKg: numeric('max_weight_kg', { precision: 8, scale: 1, mode: 'number' }).notNull(),
    perExtraHalfKgFils: integer('per_extra_half_kg_fils').notNull(),
  },
  (t) => [
    unique('rate_cards_route_unique').on(t.serviceId, t.originZoneId, t.destinationZoneId),
    index('rate_cards_route_idx').on(t.originZoneId, t.destinationZoneId),
  ],
);

export const rateBands = pgTable(
  'rate_bands',
  {
    id: serial('id').primaryKey(),
    rateCardId: integer('rate_card_id')
      .notNull()
      .references(() => rateCards.id, { onDelete: 'cascade' }),
    upToKg: numeric('up_to_kg', { precision: 8, scale: 1, mode: 'number' }).notNull(),
    priceFils: integer('price_fils').notNull(),
  },
  (t) => [unique('rate_bands_card_weight_unique').on(t.rateCardId, t.upToKg)],
);
