import { asc, eq, sql } from 'drizzle-orm';
import type { CarrierCatalog } from '../carrier/BuiltInCarrierAdapter.ts';
import type { Db } from '../db/client.ts';
import { countries, rateServices, regions } from '../db/schema/index.ts';

/** The built-in carrier serves the countries, cities and services of our own reference tables. */
export function builtInCatalog(db: Db): CarrierCatalog {
  return {
    async countries() {
      const rows = await db.select().from(countries).orderBy(asc(countries.name));
      return rows.map((c) => ({
        country_id: String(c.id),
        country_name: c.name,
        country_code: c.isoCode,
      }));
    },
    async cities(countryName) {
      const rows = await db
        .select({ id: regions.id, name: regions.name })
        .from(regions)
        .innerJoin(countries, eq(countries.id, regions.countryId))
        .where(sql`lower(${countries.name}) = lower(${countryName.trim()})`)
        .orderBy(asc(regions.name));
      return rows.map((r) => ({ state_id: String(r.id), state_name: r.name, city_name: r.name }));
    },
    async services() {
      const rows = await db
        .select()
        .from(rateServices)
        .orderBy(asc(rateServices.sortOrder), asc(rateServices.id));
      return rows.map((s) => ({ id: String(s.id), service_name: s.name }));
    },
  };
}
