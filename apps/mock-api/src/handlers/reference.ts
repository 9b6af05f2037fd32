import { success } from '@courier/api-client/envelope';
import type { HttpHandler } from 'msw';
import type { MockDb } from '../db.ts';
import { KUWAIT_ID } from '../fixtures/geography.ts';
import { refuse, route } from '../route.ts';

const COUNTRY_NOT_FOUND = 'Country not found.';

/** Countries, cities, mobile codes and the reference lists of the booking forms. */
export function referenceHandlers(db: MockDb): HttpHandler[] {
  const all = () => db.countries.map((c) => c.country);
  const byId = (id: number) => db.countries.find((c) => c.country.id === id);
  return [
    route(db, 'country_list', () => success({ countryList: all() })),
    route(db, 'origin_country', () => success({ countryList: all() })),
    // From Kuwait to anywhere (Kuwait itself is domestic); from elsewhere only into Kuwait.
    route(db, 'destination_country', ({ origin_country_id }) => {
      if (!byId(origin_country_id)) return refuse('destination_country', COUNTRY_NOT_FOUND, 404);
      const list =
        origin_country_id === KUWAIT_ID ? all() : all().filter((c) => c.id === KUWAIT_ID);
      return success({ countryList: list });
    }),
    route(db, 'origin_city', ({ origin_country_id }) => {
      const country = byId(origin_country_id);
      if (!country) return refuse('origin_city', COUNTRY_NOT_FOUND, 404);
      return success({ cityList: country.cities });
    }),
    route(db, 'destination_city', ({ destination_country_id }) => {
      const country = byId(destination_country_id);
      if (!country) return refuse('destination_city', COUNTRY_NOT_FOUND, 404);
      return success({ cityList: country.cities });
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
