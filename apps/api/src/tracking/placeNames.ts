import { sql } from 'drizzle-orm';
import { KUWAIT_PLACES_AR, placeLookup } from '@courier/domain/places';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../shipments/nextSerial.ts';

/** An English place name's Arabic (a country, a region, a Kuwaiti area), or undefined. */
export type PlaceNames = (name: string) => string | undefined;

/**
 * The Arabic names the reference data carries, by English name: countries and regions with an
 * Arabic name (docs/reference-data-arabic.md), then Kuwait's areas (the domain's table). A name
 * staff wrote in the back office comes first. One query of a few hundred rows.
 */
export async function loadPlaceNames(db: Db): Promise<PlaceNames> {
  const found = await db.execute(sql`
    select name, name_ar from countries where name_ar <> ''
    union all
    select name, name_ar from regions where name_ar <> ''`);
  const rows = rowsOf<{ name: string; name_ar: string }>(found);
  return placeLookup([
    ...rows.map((r) => [r.name, r.name_ar] as const),
    ...Object.entries(KUWAIT_PLACES_AR),
  ]);
}
