import { alias } from 'drizzle-orm/pg-core';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RateCard } from '@courier/api-client/admin';
import type { Db } from '../db/client.ts';
import { rateBands, rateCards, rateServices, zones } from '../db/schema/index.ts';
import { ApiError, notFound, success } from '../http/envelope.ts';
import { quoteRate } from '@courier/domain/rateQuote';
import type { AdminContext } from './adminContext.ts';
import { adminRoute, staffOf } from './adminRoute.ts';
import { recordAudit } from './audit.ts';
import { STAFF_MESSAGES } from './staffMessages.ts';

const origin = alias(zones, 'origin_zone');
const destination = alias(zones, 'destination_zone');

/** Every rate card, or the one of an id, with its weight bands. */
async function rateCardsOf(db: Db, id?: number): Promise<RateCard[]> {
  const rows = await db
    .select({
      card: rateCards,
      service: rateServices.name,
      origin: origin.name,
      destination: destination.name,
    })
    .from(rateCards)
    .innerJoin(rateServices, eq(rateServices.id, rateCards.serviceId))
    .innerJoin(origin, eq(origin.id, rateCards.originZoneId))
    .innerJoin(destination, eq(destination.id, rateCards.destinationZoneId))
    .where(id === undefined ? undefined : eq(rateCards.id, id))
    .orderBy(asc(rateServices.sortOrder), asc(origin.name), asc(destination.name));
  const bands = await db.select().from(rateBands).orderBy(asc(rateBands.upToKg));
  return rows.map((r) => ({
    id: r.card.id,
    service: r.service,
    origin: r.origin,
    destination: r.destination,
    maxWeightKg: Number(r.card.maxWeightKg),
    perExtraHalfKgFils: r.card.perExtraHalfKgFils,
    bands: bands
      .filter((b) => b.rateCardId === r.card.id)
      .map((b) => ({ upToKg: Number(b.upToKg), priceFils: b.priceFils })),
  }));
}

/** Rate cards: their weight bands and the price per further 0.5 kg; a quote preview before saving. */
export function rateCardRoutes(app: FastifyInstance, context: AdminContext): void {
  registerRateCardReadRoutes(app, context);
  registerRateCardUpdateRoute(app, context);
}

/** The list and the quote preview. */
function registerRateCardReadRoutes(app: FastifyInstance, { db, config, caches }: AdminContext) {
  const deps = { db, idleMinutes: config.admin.idleMinutes };
  const cards = (id?: number) => rateCardsOf(db, id);

  adminRoute(app, deps, 'admin_rate_cards', async () =>
    success('Rate cards', { cards: await cards() }),
  );

  adminRoute(app, deps, 'admin_rate_preview', async (form) => {
    const [card] = await cards(form.id);
    if (!card) throw notFound(STAFF_MESSAGES.rateCardNotFound);
    const { vatPercent } = await caches.settings.get();
    const q = quoteRate(
      {
        maxWeightKg: card.maxWeightKg,
        perExtraHalfKgFils: form.perExtraHalfKgFils,
        bands: form.bands,
      },
      form.weightKg,
      vatPercent,
    );
    if (!q)
      throw new ApiError(422, `This service carries at most ${card.maxWeightKg} kg.`, {
        errors: { weightKg: `This service carries at most ${card.maxWeightKg} kg.` },
      });
    return success('Preview', {
      billableWeightKg: q.billableWeightKg,
      shippingFils: q.shippingFils,
      vatFils: q.vatFils,
      totalFils: q.totalFils,
      vatPercent,
    });
  });
}

/** Saving a card's bands and further-0.5-kg price. */
function registerRateCardUpdateRoute(app: FastifyInstance, { db, config, caches }: AdminContext) {
  const deps = { db, idleMinutes: config.admin.idleMinutes };
  adminRoute(app, deps, 'admin_rate_card_update', async (form, request) => {
    const staff = staffOf(request);
    const [before] = await rateCardsOf(db, form.id);
    if (!before) throw notFound(STAFF_MESSAGES.rateCardNotFound);
    const bands = [...form.bands].sort((a, b) => a.upToKg - b.upToKg);
    await db.transaction(async (tx) => {
      await tx
        .update(rateCards)
        .set({ perExtraHalfKgFils: form.perExtraHalfKgFils })
        .where(eq(rateCards.id, form.id));
      await tx.delete(rateBands).where(eq(rateBands.rateCardId, form.id));
      await tx
        .insert(rateBands)
        .values(
          bands.map((b) => ({ rateCardId: form.id, upToKg: b.upToKg, priceFils: b.priceFils })),
        );
      await recordAudit(tx, staff, {
        action: 'rate_card.update',
        table: 'rate_cards',
        recordId: String(form.id),
        before: { perExtraHalfKgFils: before.perExtraHalfKgFils, bands: before.bands },
        after: { perExtraHalfKgFils: form.perExtraHalfKgFils, bands },
      });
      // Quotes in every process read the cards from memory (cache/): they drop them at commit.
      await caches.bus.changed('rates', tx);
    });
    return success(STAFF_MESSAGES.rateCardSaved, {});
  });
}
