import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateBands, rateCards, rateServices } from '../db/schema/index.ts';
import type { RateCardPrices } from './quote.ts';

export interface ServiceRate extends RateCardPrices {
  serviceId: number;
  serviceName: string;
  transitDays: string;
}

/** Every service's rate card between two zones, with its weight bands. */
export async function ratesForRoute(db: Db, originZoneId: number, destinationZoneId: number): Promise<ServiceRate[]> {
  const cards = await db
    .select({
      id: rateCards.id,
      serviceId: rateServices.id,
      serviceName: rateServices.name,
      transitDays: rateServices.transitDays,
      maxWeightKg: rateCards.maxWeightKg,
      perExtraHalfKgFils: rateCards.perExtraHalfKgFils,
    })
    .from(rateCards)
    .innerJoin(rateServices, eq(rateServices.id, rateCards.serviceId))
    .where(and(eq(rateCards.originZoneId, originZoneId), eq(rateCards.destinationZoneId, destinationZoneId)))
    .orderBy(asc(rateServices.sortOrder), asc(rateServices.id));
  if (cards.length === 0) return [];
  const bands = await db
    .select()
    .from(rateBands)
    .where(
      inArray(
        rateBands.rateCardId,
        cards.map((c) => c.id),
      ),
    );
  return cards.map(({ id, ...card }) => ({
    ...card,
    bands: bands.filter((b) => b.rateCardId === id).map((b) => ({ upToKg: b.upToKg, priceFils: b.priceFils })),
  }));
}
