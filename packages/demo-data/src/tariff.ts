import type { RateCardPrices } from '@courier/domain/rateQuote';
import { ZONES, type ZoneCode } from './zones.ts';

/**
 * The demo tariff: the rate services and their cards between zones, in fils. The API seeds these
 * cards into rate_cards / rate_bands; the mock API prices from the same list; both read a card
 * with @courier/domain/rateQuote, so a quote is the same against either.
 */

export interface RateServiceSeed {
  /** The service_id on the wire: the API seeds these ids as they are. */
  id: number;
  code: string;
  name: string;
  transitDays: string;
  /** `transitDays` in working days from pickup, at the earliest and the latest. */
  transitMinDays: number;
  transitMaxDays: number;
  documentsOnly: boolean;
  maxWeightKg: number;
  /** Domestic services run inside Kuwait only; the others from and to Kuwait. */
  domestic: boolean;
  /** Price multiplier on the zone's base tariff. */
  factor: number;
}

export const RATE_SERVICES: readonly RateServiceSeed[] = [
  {
    id: 1,
    code: 'EXP-DOC',
    name: 'Express Documents',
    transitDays: '1-3 working days',
    transitMinDays: 1,
    transitMaxDays: 3,
    documentsOnly: true,
    maxWeightKg: 2,
    domestic: false,
    factor: 0.9,
  },
  {
    id: 2,
    code: 'EXP-PKG',
    name: 'Express Parcel',
    transitDays: '2-4 working days',
    transitMinDays: 2,
    transitMaxDays: 4,
    documentsOnly: false,
    maxWeightKg: 70,
    domestic: false,
    factor: 1,
  },
  {
    id: 3,
    code: 'ECO',
    name: 'Economy Express',
    transitDays: '6-7 working days',
    transitMinDays: 6,
    transitMaxDays: 7,
    documentsOnly: false,
    maxWeightKg: 300,
    domestic: false,
    factor: 0.72,
  },
  {
    id: 4,
    code: 'DOM-SD',
    name: 'Domestic Same Day',
    transitDays: 'Same day',
    transitMinDays: 0,
    transitMaxDays: 0,
    documentsOnly: false,
    maxWeightKg: 30,
    domestic: true,
    factor: 1.4,
  },
  {
    id: 5,
    code: 'DOM-ND',
    name: 'Domestic Next Day',
    transitDays: 'Next working day',
    transitMinDays: 1,
    transitMaxDays: 1,
    documentsOnly: false,
    maxWeightKg: 70,
    domestic: true,
    factor: 1,
  },
];

/** Base tariff per zone in fils: the first 0.5 kg, and each further 0.5 kg. */
const ZONE_TARIFF: Readonly<Record<ZoneCode, { first: number; add: number }>> = {
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

/** Imports into Kuwait cost this much more than the same service out of Kuwait. */
const IMPORT_FACTOR = 1.1;

/** Band limits; above the last one each further 0.5 kg costs a discounted step. */
const BAND_LIMITS_KG = [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 7.5, 10, 15, 20];

const to50Fils = (fils: number) => Math.round(fils / 50) * 50;

/** The weight bands and the further-step price of a zone's tariff for one service. */
export function bandsFor(
  zone: ZoneCode,
  factor: number,
  maxWeightKg: number,
): Omit<RateCardPrices, 'maxWeightKg'> {
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

export interface DemoRateCard extends RateCardPrices {
  serviceId: number;
  originZone: ZoneCode;
  destinationZone: ZoneCode;
}

/**
 * Every card: each international service from Kuwait to every other zone and from every other
 * zone to Kuwait (imports), and the domestic services inside Kuwait.
 */
export function demoRateCards(): DemoRateCard[] {
  const card = (
    service: RateServiceSeed,
    originZone: ZoneCode,
    destinationZone: ZoneCode,
    tariffZone: ZoneCode,
    factor: number,
  ): DemoRateCard => ({
    serviceId: service.id,
    originZone,
    destinationZone,
    maxWeightKg: service.maxWeightKg,
    ...bandsFor(tariffZone, factor, service.maxWeightKg),
  });
  return RATE_SERVICES.flatMap((service) => {
    if (service.domestic) return [card(service, 'KW', 'KW', 'KW', service.factor)];
    return ZONES.filter((z) => z.code !== 'KW').flatMap(({ code }) => [
      card(service, 'KW', code, code, service.factor),
      card(service, code, 'KW', code, service.factor * IMPORT_FACTOR),
    ]);
  });
}
