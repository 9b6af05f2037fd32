import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  countries,
  currencies,
  kycTypes,
  rateCards,
  rateServices,
  regions,
  vehicles,
} from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import { notFound, success } from '../http/envelope.ts';
import { contractRoute } from '../http/contractRoute.ts';
import type { AppContext } from '../context.ts';

type CountryRow = typeof countries.$inferSelect;

export function countryItem(row: Pick<CountryRow, 'id' | 'name' | 'isoCode' | 'callingCode'>) {
  return {
    id: row.id,
    country_id: row.id,
    country_name: row.name,
    country_code: row.isoCode,
    mobile_code: `+${row.callingCode}`,
  };
}

const countryColumns = {
  id: countries.id,
  name: countries.name,
  isoCode: countries.isoCode,
  callingCode: countries.callingCode,
  zoneId: countries.zoneId,
};

export async function findCountry(db: Db, id: number) {
  const [row] = await db.select(countryColumns).from(countries).where(eq(countries.id, id));
  return row;
}

async function cityList(db: Db, countryId: number) {
  const country = await findCountry(db, countryId);
  if (!country) throw notFound('Country not found.');
  const rows = await db
    .select()
    .from(regions)
    .where(eq(regions.countryId, countryId))
    .orderBy(asc(regions.name));
  return rows.map((r) => ({ state_id: r.id, state_name: r.name, city_name: r.name }));
}

export function referenceRoutes(app: FastifyInstance, { db }: AppContext): void {
  contractRoute(app, 'country_list', async () => {
    const rows = await db.select(countryColumns).from(countries).orderBy(asc(countries.name));
    return success('Country list', { countryList: rows.map(countryItem) });
  });

  // Origins are the countries some rate card starts from.
  contractRoute(app, 'origin_country', async () => {
    const zones = db.selectDistinct({ zoneId: rateCards.originZoneId }).from(rateCards);
    const rows = await db
      .select(countryColumns)
      .from(countries)
      .where(inArray(countries.zoneId, zones))
      .orderBy(asc(countries.name));
    return success('Origin country list', { countryList: rows.map(countryItem) });
  });

  // No secret header here: the spec's fixed browser key would not be a secret anyway.
  contractRoute(app, 'destination_country', async ({ origin_country_id }) => {
    const origin = await findCountry(db, origin_country_id);
    if (!origin) throw notFound('Origin country not found.');
    const zones = db
      .selectDistinct({ zoneId: rateCards.destinationZoneId })
      .from(rateCards)
      .where(eq(rateCards.originZoneId, origin.zoneId));
    const rows = await db
      .select(countryColumns)
      .from(countries)
      .where(inArray(countries.zoneId, zones))
      .orderBy(asc(countries.name));
    return success('Destination country list', { countryList: rows.map(countryItem) });
  });

  contractRoute(app, 'origin_city', async ({ origin_country_id }) => {
    return success('City list', { cityList: await cityList(db, origin_country_id) });
  });

  contractRoute(app, 'destination_city', async ({ destination_country_id }) => {
    return success('City list', { cityList: await cityList(db, destination_country_id) });
  });

  contractRoute(app, 'mobile_code_by_country', async ({ country_id }) => {
    const country = await findCountry(db, country_id);
    if (!country) throw notFound('Country not found.');
    return success('Mobile code', { mobileCode: `+${country.callingCode}` });
  });

  contractRoute(app, 'vehicle_list', async () => {
    const rows = await db.select().from(vehicles).orderBy(asc(vehicles.id));
    return success('Vehicle list', {
      vechileList: rows.map((v) => ({
        id: v.id,
        vehicle_name: v.code,
        vehicle_label: v.name,
        description: v.description,
      })),
    });
  });

  contractRoute(app, 'service_list', async () => {
    const rows = await db
      .select()
      .from(rateServices)
      .orderBy(asc(rateServices.sortOrder), asc(rateServices.id));
    return success('Service list', {
      serviceList: rows.map((s) => ({
        id: s.id,
        service_id: s.id,
        service_name: s.name,
        transit_days: s.transitDays,
        documents_only: s.documentsOnly,
      })),
    });
  });

  contractRoute(app, 'currency_list', async () => {
    const rows = await db
      .select()
      .from(currencies)
      .orderBy(asc(currencies.sortOrder), asc(currencies.code));
    return success('Currency list', {
      currencyList: rows.map((c) => ({ currency_code: c.code, currency_name: c.name })),
    });
  });

  contractRoute(app, 'kyc_list', async () => {
    const rows = await db.select().from(kycTypes).orderBy(asc(kycTypes.id));
    return success('KYC list', {
      kycList: rows.map((k) => ({ id: k.id, kyc_name: k.code, kyc_label: k.name })),
    });
  });
}
