import { asc, eq, inArray } from 'drizzle-orm';
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
 * Everything a quote reads, in memory: countries with their zones and every rate card by its
 * pair of zones (a few hundred rows), reloaded when the back office saves a rate card (cache
 * topic 'rates'). Regions are thousands: each is looked up once, when a quote first names it.
 */
export interface Tariff {
  countries: ReadonlyMap<number, { id: number; name: string; zoneId: number }>;
  /** The country of each region (city) id; an unknown id is absent. */
  regionCountries(ids: readonly number[]): Promise<ReadonlyMap<number, number>>;
  /** Cards between two zones (`origin-destination`), in the service order of the price list. */
  cards: ReadonlyMap<string, readonly ServiceRate[]>;
}

export const zonePair = (origin: number, destination: number) => `${origin}-${destination}`;

export async function loadTariff(db: Db): Promise<Tariff> {
  const [countryRows, cardRows] = await Promise.all([
    db.select({ id: countries.id, name: countries.name, zoneId: countries.zoneId }).from(countries),
    db
      .select({
        cardId: rateCards.id,
        originZoneId: rateCards.originZoneId,
        destinationZoneId: rateCards.destinationZoneId,
        serviceId: rateServices.id,
        serviceName: rateServices.name,
        transitDays: rateServices.transitDays,
        maxWeightKg: rateCards.maxWeightKg,
        perExtraHalfKgFils: rateCards.perExtraHalfKgFils,
        upToKg: rateBands.upToKg,
        priceFils: rateBands.priceFils,
      })
      .from(rateCards)
      .innerJoin(rateServices, eq(rateServices.id, rateCards.serviceId))
      .leftJoin(rateBands, eq(rateBands.rateCardId, rateCards.id))
      .orderBy(asc(rateServices.sortOrder), asc(rateServices.id), asc(rateBands.upToKg)),
  ]);
  const byCard = new Map<number, ServiceRate & { pair: string }>();
  for (const row of cardRows) {
    let rate = byCard.get(row.cardId);
    if (!rate) {
      rate = {
        pair: zonePair(row.originZoneId, row.destinationZoneId),
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
  const cards = new Map<string, ServiceRate[]>();
  for (const { pair, ...rate } of byCard.values())
    cards.set(pair, [...(cards.get(pair) ?? []), rate]);
  // Only ids that exist are kept, so the map holds at most the regions table.
  const regionCountry = new Map<number, number>();
  return {
    countries: new Map(countryRows.map((c) => [c.id, c])),
    async regionCountries(ids) {
      const missing = ids.filter((id) => !regionCountry.has(id));
      if (missing.length > 0) {
        const rows = await db
          .select({ id: regions.id, countryId: regions.countryId })
          .from(regions)
          .where(inArray(regions.id, missing));
        for (const r of rows) regionCountry.set(r.id, r.countryId);
      }
      const found = new Map<number, number>();
      for (const id of ids) {
        const country = regionCountry.get(id);
        if (country !== undefined) found.set(id, country);
      }
      return found;
    },
    cards,
  };
}

/** The cards between two countries' zones; none when either country is unknown. */
export function ratesBetween(
  tariff: Tariff,
  originCountryId: number,
  destinationCountryId: number,
) {
  const origin = tariff.countries.get(originCountryId);
  const destination = tariff.countries.get(destinationCountryId);
  if (!origin || !destination) return [];
  return tariff.cards.get(zonePair(origin.zoneId, destination.zoneId)) ?? [];
}
