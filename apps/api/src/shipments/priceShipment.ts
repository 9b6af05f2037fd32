import type { Tariff } from '../rates/tariff.ts';
import { QUOTE_MESSAGES, quoteRate } from '@courier/domain/rateQuote';
import { carriesType } from '@courier/domain/serviceChoice';

export type CountryRow = { id: number; name: string; zoneId: number };

/**
 * A country given as its id, or its name (the public wizard sends the name it showed, English or
 * Arabic) or ISO code (carrier list, customer wizard). From the tariff the quotes keep in memory
 * (caches.tariff), so a booking reads no reference table.
 */
export function resolveCountry(tariff: Tariff, value: string): CountryRow | undefined {
  const text = value.trim();
  const found = /^\d{1,9}$/.test(text)
    ? tariff.countries.get(Number(text))
    : tariff.countryNamed(text);
  return found && { id: found.id, name: found.name, zoneId: found.zoneId };
}

export type PriceResult = { ok: true; totalFils: number } | { ok: false; message: string };

/**
 * The booking's price from the rate cards (shipping plus VAT), on the server's chargeable weight:
 * the card the quotes priced, from the same tariff.
 */
export async function priceShipment(
  tariff: Tariff,
  input: {
    origin: CountryRow;
    destination: CountryRow;
    serviceId: string;
    chargeableWeightKg: number;
    vatPercent: number;
    /** The booking's type: a documents-only service carries no goods. */
    type: string;
  },
): Promise<PriceResult> {
  const serviceId = input.serviceId.trim();
  const rate = /^\d{1,9}$/.test(serviceId)
    ? (await tariff.cardsBetween(input.origin.zoneId, input.destination.zoneId)).find(
        (card) => card.serviceId === Number(serviceId),
      )
    : undefined;
  if (!rate)
    return {
      ok: false,
      message: `The selected service does not ship from ${input.origin.name} to ${input.destination.name}.`,
    };
  if (!carriesType(rate.documentsOnly, input.type))
    return { ok: false, message: QUOTE_MESSAGES.documentsOnly };
  const q = quoteRate(rate, input.chargeableWeightKg, input.vatPercent);
  if (!q)
    return {
      ok: false,
      message: `The selected service does not carry ${input.chargeableWeightKg} kg. Please choose another service.`,
    };
  return { ok: true, totalFils: q.totalFils };
}
