import { boolean, index, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { countries } from './reference.ts';

/** Offices and service points; their numeric id is public (the contract's location id). */
export const branches = pgTable(
  'branches',
  {
    id: serial('id').primaryKey(),
    seedKey: text('seed_key').unique(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    kind: text('kind', { enum: ['domestic', 'international'] }).notNull(),
    city: text('city').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }).notNull(),
    longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }).notNull(),
    // Arabic twins (empty until translated), drafts and the order staff give.
    cityAr: text('city_ar').notNull().default(''),
    nameAr: text('name_ar').notNull().default(''),
    addressAr: text('address_ar').notNull().default(''),
    published: boolean('published').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('branches_country_idx').on(t.countryId)],
);
