import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { countries, rateBands, rateCards, rateServices, regions } from '../db/schema/index.ts';
import type { RateBand, RateCardPrices } from '@courier/domain/rateQuote';

export interface ServiceRate extends RateCardPrices {
  bands: RateBand[];
  serviceId: number;
  serviceName: string;
  transitDays: string;
}

/**
 * The price call's three lookups as prepared statements, built once per database handle. The
 * cards are found through the countries' zones in SQL, so all three run at once: a quote costs
 * one round trip of latency and no query building.
 */
function prepare(db: Db) {
  return {
    countries: db
      .select({ id: countries.id, name: countries.name })
      .from(countries)
      .where(inArray(countries.id, [sql.placeholder('a'), sql.placeholder('b')]))
      .prepare('price_countries'),
    regions: db
      .select({ id: regions.id, countryId: regions.countryId })
      .from(regions)
      .where(inArray(regions.id, [sql.placeholder('a'), sql.placeholder('b')]))
      .prepare('price_regions'),
    cards: db
      .select({
        cardId: rateCards.id,
        serviceId: rateServices.id,
        serviceName: rateServices.name,
        transitDays: rateServices.transitDays,
        sortOrder: rateServices.sortOrder,
        maxWeightKg: rateCards.maxWeightKg,
        perExtraHalfKgFils: rateCards.perExtraHalfKgFils,
        upToKg: rateBands.upToKg,
        priceFils: rateBands.priceFils,
      })
      .from(rateCards)
      .innerJoin(rateServices, eq(rateServices.id, rateCards.serviceId))
      .leftJoin(rateBands, eq(rateBands.rateCardId, rateCards.id))
      .where(
        and(
          eq(
            rateCards.originZoneId,
            db
              .select({ zoneId: countries.zoneId })
              .from(countries)
              .where(eq(countries.id, sql.placeholder('origin'))),
          ),
          eq(
            rateCards.destinationZoneId,
            db
              .select({ zoneId: countries.zoneId })
              .from(countries)
              .where(eq(countries.id, sql.placeholder('destination'))),
          ),
        ),
      )
      .orderBy(asc(rateServices.sortOrder), asc(rateServices.id), asc(rateBands.upToKg))
      .prepare('price_cards'),
  };
}

const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();
const queries = (db: Db) => {
  let q = prepared.get(db);
  if (!q) prepared.set(db, (q = prepare(db)));
  return q;
};

export async function findCountries(db: Db, a: number, b: number) {
  return queries(db).countries.execute({ a, b });
}

export async function findRegions(db: Db, a: number, b: number) {
  return queries(db).regions.execute({ a, b });
}

/** Every service's rate card between the zones of two countries, with its weight bands. */
export async function ratesBetweenCountries(
  db: Db,
  originCountryId: number,
  destinationCountryId: number,
): Promise<ServiceRate[]> {
  const rows = await queries(db).cards.execute({
    origin: originCountryId,
    destination: destinationCountryId,
  });
  const byCard = new Map<number, ServiceRate>();
  for (const row of rows) {
    let rate = byCard.get(row.cardId);
    if (!rate) {
      rate = {
        serviceId: row.serviceId,
        serviceName: row.serviceName,
        transitDays: row.transitDays,
        maxWeightKg: row.maxWeightKg,
        perExtraHalfKgFils: row.perExtraHalfKgFils,
        bands: [],
      };
      byCard.set(row.cardId, rate);
    }
    if (row.upToKg !== null && row.priceFils !== null)
      rate.bands.push({ upToKg: row.upToKg, priceFils: row.priceFils });
  }
  return [...byCard.values()];
}
