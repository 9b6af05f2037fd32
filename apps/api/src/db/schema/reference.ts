import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/**
 * The Arabic name of a reference row, answered to Arabic requests; empty where no Arabic source
 * exists (most cities outside Kuwait), and the English name is answered instead.
 */
export const arabicName = () => text('name_ar').notNull().default('');

/**
 * Shipping zones group countries for rate cards (KW domestic, GCC, Middle East, ...).
 */
export const zones = pgTable('zones', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

/**
 * Ids are numeric and stable: assigned once in English-name order when first seeded
 * (131 = Malaysia, 117 = Kuwait); countries added later by the package get the next ids.
 */
export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  isoCode: text('iso_code').notNull().unique(),
  name: text('name').notNull(),
  nameAr: arabicName(),
  callingCode: text('calling_code').notNull(),
  zoneId: integer('zone_id')
    .notNull()
    .references(() => zones.id),
  latitude: text('latitude'),
  longitude: text('longitude'),
});

/** States/governorates from country-state-city: the spec's 'State/City' choice. */
export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameAr: arabicName(),
  },
  (t) => [index('regions_country_idx').on(t.countryId)],
);

export const vehicles = pgTable('vehicles', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
});

export const kycTypes = pgTable('kyc_types', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const currencies = pgTable('currencies', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});
