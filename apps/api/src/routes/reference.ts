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
import { localized, type Language } from '@courier/domain/language';
import { contentLanguage } from '../http/requestLanguage.ts';
import { MISSING_MESSAGES } from '../http/requestMessages.ts';

type CountryRow = typeof countries.$inferSelect;

/** A country in the request's language (its English name where it has no Arabic one). */
function countryItem(
  row: Pick<CountryRow, 'id' | 'name' | 'nameAr' | 'isoCode' | 'callingCode'>,
  lang: Language = 'en',
) {
  return {
    id: row.id,
    country_id: row.id,
    country_name: localized(row.name, row.nameAr, lang),
    country_code: row.isoCode,
    mobile_code: `+${row.callingCode}`,
  };
}

const countryColumns = {
  id: countries.id,
  name: countries.name,
  nameAr: countries.nameAr,
  isoCode: countries.isoCode,
  callingCode: countries.callingCode,
  zoneId: countries.zoneId,
};

export async function findCountry(db: Db, id: number) {
  const [row] = await db.select(countryColumns).from(countries).where(eq(countries.id, id));
  return row;
}

/**
 * The cities (states) of a country in the request's language. Ordered by the name read: an
 * Arabic list by its Arabic names, cities without one after them in English order.
 */
async function cityList(db: Db, countryId: number, lang: Language) {
  const country = await findCountry(db, countryId);
  if (!country) throw notFound(MISSING_MESSAGES.country);
  const rows = await db
    .select()
    .from(regions)
    .where(eq(regions.countryId, countryId))
    .orderBy(asc(regions.name));
  const items = rows.map((r) => {
    const name = localized(r.name, r.nameAr, lang);
    return { state_id: r.id, state_name: name, city_name: name };
  });
  return lang === 'en' ? items : byArabicName(items, (c) => c.city_name);
}

/** Arabic names first in Arabic order, then the rest as they came (English order). */
function byArabicName<T>(items: T[], name: (item: T) => string): T[] {
  const arabic = (item: T) => /\p{Script=Arabic}/u.test(name(item));
  return [
    ...items.filter(arabic).sort((a, b) => name(a).localeCompare(name(b), 'ar')),
    ...items.filter((item) => !arabic(item)),
  ];
}
/** Countries as the forms list them, Arabic names first for an Arabic reader. */
const countryAnswer = (rows: Parameters<typeof countryItem>[0][], lang: Language) => {
  const items = rows.map((row) => countryItem(row, lang));
  return lang === 'en' ? items : byArabicName(items, (c) => c.country_name);
};

export function referenceRoutes(app: FastifyInstance, context: AppContext): void {
  registerPlaceRoutes(app, context);
  registerChoiceListRoutes(app, context);
}

/** Countries, origins, destinations, cities and calling codes. */
function registerPlaceRoutes(app: FastifyInstance, { db }: AppContext): void {
  contractRoute(app, 'country_list', async (_input, request, reply) => {
    const lang = contentLanguage(request, reply);
    const rows = await db.select(countryColumns).from(countries).orderBy(asc(countries.name));
    return success('Country list', { countryList: countryAnswer(rows, lang) });
  });

  // Origins are the countries some rate card starts from.
  contractRoute(app, 'origin_country', async (_input, request, reply) => {
    const lang = contentLanguage(request, reply);
    const zones = db.selectDistinct({ zoneId: rateCards.originZoneId }).from(rateCards);
    const rows = await db
      .select(countryColumns)
      .from(countries)
      .where(inArray(countries.zoneId, zones))
      .orderBy(asc(countries.name));
    return success('Origin country list', { countryList: countryAnswer(rows, lang) });
  });

  // No secret header here: the spec's fixed browser key would not be a secret anyway.
  contractRoute(app, 'destination_country', async ({ origin_country_id }, request, reply) => {
    const lang = contentLanguage(request, reply);
    const origin = await findCountry(db, origin_country_id);
    if (!origin) throw notFound(MISSING_MESSAGES.originCountry);
    const zones = db
      .selectDistinct({ zoneId: rateCards.destinationZoneId })
      .from(rateCards)
      .where(eq(rateCards.originZoneId, origin.zoneId));
    const rows = await db
      .select(countryColumns)
      .from(countries)
      .where(inArray(countries.zoneId, zones))
      .orderBy(asc(countries.name));
    return success('Destination country list', { countryList: countryAnswer(rows, lang) });
  });

  contractRoute(app, 'origin_city', async ({ origin_country_id }, request, reply) => {
    const lang = contentLanguage(request, reply);
    return success('City list', { cityList: await cityList(db, origin_country_id, lang) });
  });

  contractRoute(app, 'destination_city', async ({ destination_country_id }, request, reply) => {
    const lang = contentLanguage(request, reply);
    return success('City list', {
      cityList: await cityList(db, destination_country_id, lang),
    });
  });

  contractRoute(app, 'mobile_code_by_country', async ({ country_id }) => {
    const country = await findCountry(db, country_id);
    if (!country) throw notFound(MISSING_MESSAGES.country);
    return success('Mobile code', { mobileCode: `+${country.callingCode}` });
  });
}

/** The booking form's fixed lists: vehicles, services, currencies and KYC documents. */
function registerChoiceListRoutes(app: FastifyInstance, { db }: AppContext): void {
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

  contractRoute(app, 'service_list', async (_input, request, reply) => {
    const lang = contentLanguage(request, reply);
    const rows = await db
      .select()
      .from(rateServices)
      .orderBy(asc(rateServices.sortOrder), asc(rateServices.id));
    return success('Service list', {
      serviceList: rows.map((s) => ({
        id: s.id,
        service_id: s.id,
        service_name: localized(s.name, s.nameAr, lang),
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
