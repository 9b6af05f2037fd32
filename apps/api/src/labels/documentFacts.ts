import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { countries, rateServices, zones } from '../db/schema/index.ts';
import type { ShipmentRecord } from '../shipments/shipmentRecord.ts';
import type { DocumentFacts } from './pieceLabels.ts';

/**
 * What the shipping documents need beyond the record: the service's name and product code (the
 * record holds the service id the wizard sent, or a carrier's service name), and each country's
 * ISO code and rate-card zone for the routing codes.
 */
export async function loadDocumentFacts(db: Db, record: ShipmentRecord): Promise<DocumentFacts> {
  const service = record.service.trim();
  const [serviceRow] = await db
    .select({ name: rateServices.name, code: rateServices.code })
    .from(rateServices)
    .where(
      /^\d{1,9}$/.test(service)
        ? eq(rateServices.id, Number(service))
        : sql`lower(${rateServices.name}) = lower(${service})`,
    )
    .limit(1);
  const names = [record.sender_country_name, record.receiver_country_name].map((n) =>
    (n ?? '').trim().toLowerCase(),
  );
  const places = await db
    .select({ name: countries.name, iso: countries.isoCode, zone: zones.code })
    .from(countries)
    .innerJoin(zones, eq(zones.id, countries.zoneId))
    .where(inArray(sql`lower(${countries.name})`, names));
  const place = (name: string, city: string) => {
    const row = places.find((p) => p.name.toLowerCase() === name);
    return { countryIso: row?.iso ?? '', city, zone: row?.zone ?? '' };
  };
  return {
    // An unknown service (a carrier's own list) prints as recorded, without a product code.
    service: serviceRow ?? { name: service, code: service },
    origin: place(names[0]!, record.sender_city),
    destination: place(names[1]!, record.receiver_city),
  };
}
