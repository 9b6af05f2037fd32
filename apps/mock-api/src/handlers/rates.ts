import { success } from '@courier/api-client/envelope';
import type { HttpHandler } from 'msw';
import type { MockDb } from '../db.ts';
import { findCountry } from '../behaviour/lookup.ts';
import { quote } from '../behaviour/price.ts';
import { refuse, route } from '../route.ts';

const ROUTE_NOT_FOUND = 'No rate found for this route.';

export function rateHandlers(db: MockDb): HttpHandler[] {
  return [
    route(db, 'price_calculation', (req) => {
      const origin = findCountry(db, req.origin_country_id);
      const destination = findCountry(db, req.destination_country_id);
      if (!origin || !destination) return refuse('price_calculation', ROUTE_NOT_FOUND, 404);
      const cityOf = (country: typeof origin, id: string) => country.cities.some((c) => String(c.state_id) === id);
      if (!cityOf(origin, req.origin_city_id) || !cityOf(destination, req.destination_city_id)) {
        return refuse('price_calculation', 'The city does not belong to the chosen country.');
      }
      const priced = quote(db, {
        origin,
        destination,
        weightKg: Number(req.weight),
        serviceId: req.service_id ? Number(req.service_id) : undefined,
      });
      if ('error' in priced) return refuse('price_calculation', priced.error);
      return success(priced);
    }),
    route(db, 'invoice_price_calculation', (req) => {
      const origin = findCountry(db, req.origin_country_id);
      const destination = findCountry(db, req.destination_country_id);
      if (!origin || !destination) return refuse('invoice_price_calculation', ROUTE_NOT_FOUND, 404);
      const priced = quote(db, {
        origin,
        destination,
        weightKg: Number(req.total_chargeable_weight),
        serviceId: req.service_id,
      });
      if ('error' in priced) return refuse('invoice_price_calculation', priced.error);
      return success(priced);
    }),
  ];
}
