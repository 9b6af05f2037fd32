import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { countries, rateBands, rateCards } from '../db/schema/index.ts';
import { quoteRate, type RateCardPrices } from '@courier/domain/rateQuote';

export type CountryRow = { id: number; name: string; zoneId: number };

/** A country given as its id (public wizard), or its name or ISO code (carrier list, customer wizard). */
export async function resolveCountry(db: Db, value: string): Promise<CountryRow | undefined> {
  const text = value.trim();
  const columns = { id: countries.id, name: countries.name, zoneId: countries.zoneId };
  if (/^\d{1,9}$/.test(text)) {
    const [row] = await db
      .select(columns)
      .from(countries)
      .where(eq(countries.id, Number(text)));
    return row;
  }
  const [row] = await db
    .select(columns)
    .from(countries)
    .where(
      or(
        sql`lower(${countries.name}) = lower(${text})`,
        sql`upper(${countries.isoCode}) = upper(${text})`,
      ),
    )
    .limit(1);
  return row;
}

export type PriceResult = { ok: true; totalFils: number } | { ok: false; message: string };

/** The booking's price from the rate cards (shipping plus VAT), on the server's chargeable weight. */
export async function priceShipment(
  db: Db,
  input: {
    origin: CountryRow;
    destination: CountryRow;
    serviceId: string;
    chargeableWeightKg: number;
    vatPercent: number;
  },
): Promise<PriceResult> {
  const rate = /^\d{1,9}$/.test(input.serviceId.trim())
    ? await rateCard(db, input.origin.zoneId, input.destination.zoneId, Number(input.serviceId))
    : undefined;
  if (!rate)
    return {
      ok: false,
      message: `The selected service does not ship from ${input.origin.name} to ${input.destination.name}.`,
    };
  const q = quoteRate(rate, input.chargeableWeightKg, input.vatPercent);
  if (!q)
    return {
      ok: false,
      message: `The selected service does not carry ${input.chargeableWeightKg} kg. Please choose another service.`,
    };
  return { ok: true, totalFils: q.totalFils };
}

/** The rate card of one service between two zones, with its weight bands (one query). */
async function rateCard(
  db: Db,
  originZoneId: number,
  destinationZoneId: number,
  serviceId: number,
): Promise<RateCardPrices | undefined> {
  const rows = await db
    .select({
      maxWeightKg: rateCards.maxWeightKg,
      perExtraHalfKgFils: rateCards.perExtraHalfKgFils,
      upToKg: rateBands.upToKg,
      priceFils: rateBands.priceFils,
    })
    .from(rateCards)
    .leftJoin(rateBands, eq(rateBands.rateCardId, rateCards.id))
    .where(
      and(
        eq(rateCards.serviceId, serviceId),
        eq(rateCards.originZoneId, originZoneId),
        eq(rateCards.destinationZoneId, destinationZoneId),
      ),
    )
    .orderBy(asc(rateBands.upToKg));
  const first = rows[0];
  if (!first) return undefined;
  return {
    maxWeightKg: first.maxWeightKg,
    perExtraHalfKgFils: first.perExtraHalfKgFils,
    bands: rows.flatMap((r) =>
      r.upToKg !== null && r.priceFils !== null
        ? [{ upToKg: r.upToKg, priceFils: r.priceFils }]
        : [],
    ),
  };
}
