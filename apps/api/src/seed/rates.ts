import { rateBands, rateCards, rateServices, zones } from '../db/schema/index.ts';
import type { ZoneCode } from './geography.ts';
import { insertInChunks, type SeedTx } from './run.ts';

interface ServiceSeed {
  code: string;
  name: string;
  transitDays: string;
  documentsOnly: boolean;
  maxWeightKg: number;
  domestic: boolean;
  /** Price multiplier on the zone's base tariff. */
  factor: number;
}

export const RATE_SERVICES: ServiceSeed[] = [
  { code: 'EXP-DOC', name: 'Express Documents', transitDays: '1-3 working days', documentsOnly: true, maxWeightKg: 2, domestic: false, factor: 0.9 },
  { code: 'EXP-PKG', name: 'Express Parcel', transitDays: '2-4 working days', documentsOnly: false, maxWeightKg: 70, domestic: false, factor: 1 },
  { code: 'ECO', name: 'Economy Express', transitDays: '6-7 working days', documentsOnly: false, maxWeightKg: 300, domestic: false, factor: 0.72 },
  { code: 'DOM-SD', name: 'Domestic Same Day', transitDays: 'Same day', documentsOnly: false, maxWeightKg: 30, domestic: true, factor: 1.4 },
  { code: 'DOM-ND', name: 'Domestic Next Day', transitDays: 'Next working day', documentsOnly: false, maxWeightKg: 70, domestic: true, factor: 1 },
];

/** Base tariff per zone in fils: first 0.5 kg, each further 0.5 kg. */
const ZONE_TARIFF: Record<ZoneCode, { first: number; add: number }> = {
  KW: { first: 1500, add: 250 },
  GCC: { first: 5000, add: 1250 },
  MEA: { first: 6500, add: 1750 },
  SAS: { first: 7000, add: 1800 },
  ASIA: { first: 8500, add: 2250 },
  EUR: { first: 9000, add: 2500 },
  AME: { first: 10000, add: 2750 },
  AFR: { first: 9500, add: 2600 },
  OCE: { first: 11000, add: 3000 },
  ROW: { first: 12500, add: 3500 },
};

/** Band limits; above the last one each further 0.5 kg costs a discounted step. */
const BAND_LIMITS_KG = [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 7.5, 10, 15, 20];

const to50Fils = (fils: number) => Math.round(fils / 50) * 50;

export function bandsFor(zone: ZoneCode, factor: number, maxWeightKg: number) {
  const { first, add } = ZONE_TARIFF[zone];
  const limits = BAND_LIMITS_KG.filter((kg) => kg <= maxWeightKg);
  const bands = limits.map((upToKg) => {
    const steps = upToKg / 0.5 - 1;
    // Heavier bands get a volume discount on the per-step price.
    const stepPrice = upToKg > 5 ? add * 0.85 : add;
    return { upToKg, priceFils: to50Fils((first + steps * stepPrice) * factor) };
  });
  return { bands, perExtraHalfKgFils: to50Fils(add * 0.7 * factor) };
}

/**
 * Cards for every international service from Kuwait to every zone and from every zone to
 * Kuwait (imports), and for the domestic services inside Kuwait.
 */
export async function seedRates(tx: SeedTx): Promise<void> {
  const services = await tx
    .insert(rateServices)
    .values(RATE_SERVICES.map((s, i) => ({ code: s.code, name: s.name, transitDays: s.transitDays, documentsOnly: s.documentsOnly, sortOrder: i })))
    .onConflictDoNothing()
    .returning();
  const zoneRows = await tx.select().from(zones);
  const zoneId = (code: string) => zoneRows.find((z) => z.code === code)?.id as number;
  const kw = zoneId('KW');

  const plans: { serviceId: number; origin: number; destination: number; zone: ZoneCode; seed: ServiceSeed }[] = [];
  for (const service of services) {
    const seed = RATE_SERVICES.find((s) => s.code === service.code) as ServiceSeed;
    if (seed.domestic) {
      plans.push({ serviceId: service.id, origin: kw, destination: kw, zone: 'KW', seed });
      continue;
    }
    for (const zone of zoneRows) {
      if (zone.code === 'KW') continue;
      const code = zone.code as ZoneCode;
      plans.push({ serviceId: service.id, origin: kw, destination: zone.id, zone: code, seed });
      plans.push({ serviceId: service.id, origin: zone.id, destination: kw, zone: code, seed: { ...seed, factor: seed.factor * 1.1 } });
    }
  }
  const bandRows: { rateCardId: number; upToKg: number; priceFils: number }[] = [];
  for (const plan of plans) {
    const { bands, perExtraHalfKgFils } = bandsFor(plan.zone, plan.seed.factor, plan.seed.maxWeightKg);
    const [card] = await tx
      .insert(rateCards)
      .values({ serviceId: plan.serviceId, originZoneId: plan.origin, destinationZoneId: plan.destination, maxWeightKg: plan.seed.maxWeightKg, perExtraHalfKgFils })
      .returning({ id: rateCards.id });
    if (card) bandRows.push(...bands.map((b) => ({ rateCardId: card.id, ...b })));
  }
  await insertInChunks(bandRows, 500, (chunk) => tx.insert(rateBands).values(chunk));
}
