import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { countries } from '../db/schema/index.ts';
import { ratesForRoute } from '../rates/findRates.ts';
import { quote } from '../rates/quote.ts';

export type CountryRow = { id: number; name: string; zoneId: number };

/** A country given as its id (public wizard), or its name or ISO code (carrier list, customer wizard). */
export async function resolveCountry(db: Db, value: string): Promise<CountryRow | undefined> {
  const text = value.trim();
  const columns = { id: countries.id, name: countries.name, zoneId: countries.zoneId };
  if (/^\d{1,9}$/.test(text)) {
    const [row] = await db.select(columns).from(countries).where(eq(countries.id, Number(text)));
    return row;
  }
  const [row] = await db
    .select(columns)
    .from(countries)
    .where(or(sql`lower(${countries.name}) = lower(${text})`, sql`upper(${countries.isoCode}) = upper(${text})`))
    .limit(1);
  return row;
}

export type PriceResult = { ok: true; totalFils: number } | { ok: false; message: string };

/** The booking's price from the rate cards (shipping plus VAT), on the server's chargeable weight. */
export async function priceShipment(
  db: Db,
  input: { origin: CountryRow; destination: CountryRow; serviceId: string; chargeableWeightKg: number; vatPercent: number },
): Promise<PriceResult> {
  const rates = await ratesForRoute(db, input.origin.zoneId, input.destination.zoneId);
  const rate = rates.find((r) => String(r.serviceId) === input.serviceId.trim());
  if (!rate) return { ok: false, message: `The selected service does not ship from ${input.origin.name} to ${input.destination.name}.` };
  const q = quote(rate, input.chargeableWeightKg, input.vatPercent);
  if (!q) return { ok: false, message: `The selected service does not carry ${input.chargeableWeightKg} kg. Please choose another service.` };
  return { ok: true, totalFils: q.totalFils };
}
