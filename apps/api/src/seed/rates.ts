import { sql } from 'drizzle-orm';
import { RATE_SERVICES, demoRateCards } from '@courier/demo-data/tariff';
import { rateBands, rateCards, rateServices, zones } from '../db/schema/index.ts';
import { insertInChunks, type SeedTx } from './run.ts';

/**
 * The demo tariff of @courier/demo-data (the mock API prices from the same cards). Services keep
 * their ids, so service_id means the same service against the mock and the API.
 */
export async function seedRates(tx: SeedTx): Promise<void> {
  await tx
    .insert(rateServices)
    .values(
      RATE_SERVICES.map((s, i) => ({
        id: s.id,
        code: s.code,
        name: s.name,
        transitDays: s.transitDays,
        transitMinDays: s.transitMinDays,
        transitMaxDays: s.transitMaxDays,
        documentsOnly: s.documentsOnly,
        sortOrder: i,
      })),
    )
    .onConflictDoNothing();
  // Explicit ids leave the serial behind: move it past them so staff-added services get new ids.
  await tx.execute(
    sql`select setval(pg_get_serial_sequence('rate_services', 'id'), (select max(id) from rate_services))`,
  );
  const services = await tx
    .select({ id: rateServices.id, code: rateServices.code })
    .from(rateServices);
  const serviceIds = new Set(
    services
      .filter((s) => RATE_SERVICES.some((r) => r.id === s.id && r.code === s.code))
      .map((s) => s.id),
  );
  const zoneRows = await tx.select().from(zones);
  const zoneId = (code: string) => zoneRows.find((z) => z.code === code)?.id as number;

  const bandRows: { rateCardId: number; upToKg: number; priceFils: number }[] = [];
  for (const card of demoRateCards().filter((c) => serviceIds.has(c.serviceId))) {
    const [row] = await tx
      .insert(rateCards)
      .values({
        serviceId: card.serviceId,
        originZoneId: zoneId(card.originZone),
        destinationZoneId: zoneId(card.destinationZone),
        maxWeightKg: card.maxWeightKg,
        perExtraHalfKgFils: card.perExtraHalfKgFils,
      })
      .returning({ id: rateCards.id });
    if (row) bandRows.push(...card.bands.map((b) => ({ rateCardId: row.id, ...b })));
  }
  await insertInChunks(bandRows, 500, (chunk) => tx.insert(rateBands).values(chunk));
}

/**
 * The services' transit in working days, as a set of its own so databases seeded before the
 * columns existed get them too (tracking's expected delivery). Only empty values are filled.
 */
export async function seedServiceTransit(tx: SeedTx): Promise<void> {
  const rows = RATE_SERVICES.map(
    (s) => sql`(${s.code}, ${s.transitMinDays}::integer, ${s.transitMaxDays}::integer)`,
  );
  await tx.execute(sql`update rate_services
    set transit_min_days = v.min_days, transit_max_days = v.max_days
    from (values ${sql.join(rows, sql`, `)}) as v(code, min_days, max_days)
    where rate_services.code = v.code and rate_services.transit_min_days is null
      and rate_services.transit_max_days is null`);
}
