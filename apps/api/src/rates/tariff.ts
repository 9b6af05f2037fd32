import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { countries, rateBands, rateCards, rateServices, regions } from '../db/schema/index.ts';
import type { RateBand, RateCardPrices } from '@courier/domain/rateQuote';

interface ServiceRate extends RateCardPrices {
  bands: RateBand[];
  serviceId: number;
  serviceName: string;
  /** The service's Arabic name, '' where staff gave none (the English one is shown then). */
  serviceNameAr: string;
  transitDays: string;
  /** A documents-only service carries no goods (serviceChoice.ts). */
  documentsOnly: boolean;
}

/**
 * What quotes read, kept in memory until the back office saves a rate card (cache topic 'rates'):
 * the countries with their zones, loaded whole (a few hundred rows), and what is looked up once
 * on first use and kept: the cards of each pair of zones a quote asked for (at most zones x zones
 * entries) and the country of each region (city) a quote named (at most the regions table).
 */
interface TariffCountry {
  id: number;
  name: string;
  nameAr: string;
  isoCode: string;
  zoneId: number;
}

export interface Tariff {
  countries: ReadonlyMap<number, TariffCountry>;
  /**
   * The country a booking names: its English name (any case), its Arabic name, or its ISO code
   * (any case), as the wizards send them.
   */
  countryNamed(text: string): TariffCountry | undefined;
  /** The country of each region (city) id; an unknown id is absent. */
  regionCountries(ids: readonly number[]): Promise<ReadonlyMap<number, number>>;
  /** The cards between two zones, in the service order of the price list. */
  cardsBetween(originZoneId: number, destinationZoneId: number): Promise<readonly ServiceRate[]>;
}

/** A reader: the app's database or a transaction (the seed prices its demo shipments in one). */
type Reader = Pick<Db, 'select'>;

async function loadCards(db: Reader, originZoneId: number, destinationZoneId: number) {
  const rows = await db
    .select({
      cardId: rateCards.id,
      serviceId: rateServices.id,
      serviceName: rateServices.name,
      serviceNameAr: rateServices.nameAr,
      transitDays: rateServices.transitDays,
      documentsOnly: rateServices.documentsOnly,
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
        eq(rateCards.originZoneId, originZoneId),
        eq(rateCards.destinationZoneId, destinationZoneId),
      ),
    )
    .orderBy(asc(rateServices.sortOrder), asc(rateServices.id), asc(rateBands.upToKg));
  const byCard = new Map<number, ServiceRate>();
  for (const row of rows) {
    let rate = byCard.get(row.cardId);
    if (!rate) {
      rate = {
        serviceId: row.serviceId,
        serviceName: row.serviceName,
        serviceNameAr: row.serviceNameAr,
        transitDays: row.transitDays,
        documentsOnly: row.documentsOnly,
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

export async function loadTariff(db: Reader): Promise<Tariff> {
  const countryRows = await db
    .select({
      id: countries.id,
      name: countries.name,
      nameAr: countries.nameAr,
      isoCode: countries.isoCode,
      zoneId: countries.zoneId,
    })
    .from(countries);
  const named = new Map<string, TariffCountry>();
  // First writer wins, in the order of precedence: English name, Arabic name, ISO code.
  const name = (kind: string, value: string, country: TariffCountry) => {
    const key = `${kind}:${value}`;
    if (value !== '' && !named.has(key)) named.set(key, country);
  };
  for (const c of countryRows) name('en', c.name.toLowerCase(), c);
  for (const c of countryRows) name('ar', c.nameAr, c);
  for (const c of countryRows) name('iso', c.isoCode.toUpperCase(), c);
  const cards = new Map<string, Promise<ServiceRate[]>>();
  // Only ids that exist are kept, so the map holds at most the regions table.
  const regionCountry = new Map<number, number>();
  return {
    countries: new Map(countryRows.map((c) => [c.id, c])),
    countryNamed(text) {
      return (
        named.get(`en:${text.toLowerCase()}`) ??
        named.get(`ar:${text}`) ??
        named.get(`iso:${text.toUpperCase()}`)
      );
    },
    cardsBetween(originZoneId, destinationZoneId) {
      const pair = `${originZoneId}-${destinationZoneId}`;
      let found = cards.get(pair);
      if (!found) {
        const loading = loadCards(db, originZoneId, destinationZoneId);
        cards.set(pair, (found = loading));
        loading.catch(() => cards.delete(pair));
      }
      return found;
    },
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
  };
}
