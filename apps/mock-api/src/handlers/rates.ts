import { success } from '@courier/api-client/envelope';
import { QUOTE_MESSAGES } from '@courier/domain/rateQuote';
import { rateMessages } from '@courier/domain/schemas/rate';
import type { HttpHandler } from 'msw';
import type { MockDb } from '../db.ts';
import { findCountry } from '../behaviour/lookup.ts';
import { quote } from '../behaviour/price.ts';
import { refuse, route } from '../route.ts';

/** Both price calls answer as the API does: same quote, same refusal words and statuses. */
export function rateHandlers(db: MockDb): HttpHandler[] {
  return [
    route(db, 'price_calculation', (req) => {
      const origin = findCountry(db, req.origin_country_id);
      const destination = findCountry(db, req.destination_country_id);
      if (!origin) return refuse('price_calculation', rateMessages.fromCountry);
      if (!destination) return refuse('price_calculation', rateMessages.toCountry);
      const cityOf = (country: typeof origin, id: string) =>
        country.cities.some((c) => String(c.state_id) === id);
      if (!cityOf(origin, req.origin_city_id))
        return refuse('price_calculation', rateMessages.fromCity);
      if (!cityOf(destination, req.destination_city_id))
        return refuse('price_calculation', rateMessages.toCity);
      const priced = quote(db, {
        origin,
        destination,
        weightKg: Number(req.weight),
        serviceId: req.service_id ? Number(req.service_id) : undefined,
      });
      if ('error' in priced) return refuse('price_calculation', priced.error, priced.status);
      return success(priced, QUOTE_MESSAGES.priced);
    }),
    route(db, 'invoice_price_calculation', (req) => {
      const origin = findCountry(db, req.origin_country_id);
      const destination = findCountry(db, req.destination_country_id);
      if (!origin) return refuse('invoice_price_calculation', rateMessages.fromCountry);
      if (!destination) return refuse('invoice_price_calculation', rateMessages.toCountry);
      const priced = quote(db, {
        origin,
        destination,
        weightKg: Number(req.total_chargeable_weight),
        serviceId: req.service_id,
        type: req.type,
      });
      if ('error' in priced)
        return refuse('invoice_price_calculation', priced.error, priced.status);
      return success(priced, QUOTE_MESSAGES.priced);
    }),
  ];
}
