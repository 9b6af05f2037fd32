import type { City, Country } from '@courier/api-client/endpoints/reference';
import { success } from '@courier/api-client/envelope';
import type { Language } from '@courier/domain/language';
import type { HttpHandler } from 'msw';
import { countryNameAr, nameIn } from '../behaviour/arabicNames.ts';
import type { MockDb } from '../db.ts';
import { KUWAIT_ID } from '../fixtures/geography.ts';
import { refuse, route } from '../route.ts';

const COUNTRY_NOT_FOUND = 'Country not found.';

/** Arabic names first in Arabic order, then the rest as they came (the API's byArabicName). */
function byArabicName<T>(items: T[], name: (item: T) => string): T[] {
  const arabic = (item: T) => /\p{Script=Arabic}/u.test(name(item));
  return [
    ...items.filter(arabic).sort((a, b) => name(a).localeCompare(name(b), 'ar')),
    ...items.filter((item) => !arabic(item)),
  ];
}

/** Countries in the request's language, ordered as the API orders them. */
function countriesIn(list: Country[], lang: Language): Country[] {
  if (lang === 'en') return list;
  const named = list.map((c) => ({
    ...c,
    country_name: countryNameAr(c.country_code) ?? c.country_name,
  }));
  return byArabicName(named, (c) => c.country_name);
}

/** Cities in the request's language: Kuwait's by their Arabic names, others as written. */
function citiesIn(list: City[], lang: Language): City[] {
  if (lang === 'en') return list;
  const named = list.map((c) => ({
    ...c,
    state_name: nameIn(c.state_name, lang),
    city_name: nameIn(c.city_name, lang),
  }));
  return byArabicName(named, (c) => c.city_name);
}

/** Countries, cities, mobile codes and the reference lists of the booking forms. */
export function referenceHandlers(db: MockDb): HttpHandler[] {
  const all = () => db.countries.map((c) => c.country);
  const byId = (id: number) => db.countries.find((c) => c.country.id === id);
  return [
    route(db, 'country_list', (_, { lang }) => success({ countryList: countriesIn(all(), lang) })),
    route(db, 'origin_country', (_, { lang }) =>
      success({ countryList: countriesIn(all(), lang) }),
    ),
    // From Kuwait to anywhere (Kuwait itself is domestic); from elsewhere only into Kuwait.
    route(db, 'destination_country', ({ origin_country_id }, { lang }) => {
      if (!byId(origin_country_id)) return refuse('destination_country', COUNTRY_NOT_FOUND, 404);
      const list =
        origin_country_id === KUWAIT_ID ? all() : all().filter((c) => c.id === KUWAIT_ID);
      return success({ countryList: countriesIn(list, lang) });
    }),
    route(db, 'origin_city', ({ origin_country_id }, { lang }) => {
      const country = byId(origin_country_id);
      if (!country) return refuse('origin_city', COUNTRY_NOT_FOUND, 404);
      return success({ cityList: citiesIn(country.cities, lang) });
    }),
    route(db, 'destination_city', ({ destination_country_id }, { lang }) => {
      const country = byId(destination_country_id);
      if (!country) return refuse('destination_city', COUNTRY_NOT_FOUND, 404);
      return success({ cityList: citiesIn(country.cities, lang) });
    }),
    route(db, 'mobile_code_by_country', ({ country_id }) => {
      const country = byId(country_id);
      if (!country) return refuse('mobile_code_by_country', COUNTRY_NOT_FOUND, 404);
      return success({ mobileCode: country.mobileCode });
    }),
    route(db, 'vehicle_list', () => success({ vechileList: db.vehicles })),
    route(db, 'service_list', () => success({ serviceList: db.shipmentServices })),
    route(db, 'currency_list', () => success({ currencyList: db.currencies })),
    route(db, 'kyc_list', () => success({ kycList: db.kycTypes })),
  ];
}
