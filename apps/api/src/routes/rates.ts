import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiError, badRequest, success } from '../http/envelope.ts';
import { DECIMAL_PATTERN } from '@courier/domain/patterns';
import { requiredPattern, requiredText } from '@courier/domain/schemas/fields';
import { checkRateSchema, rateMessages } from '@courier/domain/schemas/rate';
import { formBody } from '../http/formBody.ts';
import { parseBody } from '../http/validate.ts';
import { findCountries, findRegions, ratesBetweenCountries } from '../rates/findRates.ts';
import { filsToKwd, quote } from '../rates/quote.ts';
import type { AppContext } from '../context.ts';

/** A numeric id sent as a select's value; anything else gets the field's own message. */
const idFrom = (text: string, message: string): number => {
  const n = Number(text);
  if (!/^\d{1,9}$/.test(text) || n <= 0) throw badRequest(message);
  return n;
};

interface PriceInput {
  origin_country_id: number;
  destination_country_id: number;
  origin_city_id?: number;
  destination_city_id?: number;
  service_id?: number;
  weight: number;
}

/** check-rate and rate-enquiry: the domain's check-rate form, then the ids as numbers. */
export function parsePriceRequest(body: unknown): PriceInput {
  const form = parseBody(checkRateSchema, formBody(body));
  return {
    origin_country_id: idFrom(form.origin_country_id, rateMessages.fromCountry),
    destination_country_id: idFrom(form.destination_country_id, rateMessages.toCountry),
    origin_city_id: idFrom(form.origin_city_id, rateMessages.fromCity),
    destination_city_id: idFrom(form.destination_city_id, rateMessages.toCity),
    service_id: form.service_id === '' ? undefined : idFrom(form.service_id, SERVICE_MESSAGE),
    weight: Number(form.weight),
  };
}

const SERVICE_MESSAGE = 'Please select a delivery option.';

/** The booking wizards price a chosen service on the chargeable weight of their line items. */
export const invoicePriceRequest = z.object({
  origin_country_id: requiredText(rateMessages.fromCountry),
  destination_country_id: requiredText(rateMessages.toCountry),
  service_id: requiredText(SERVICE_MESSAGE),
  total_chargeable_weight: requiredPattern(DECIMAL_PATTERN, rateMessages.weight).refine((w) => Number(w) > 0, { error: rateMessages.weight }),
});

export function parseInvoicePriceRequest(body: unknown): PriceInput {
  const form = parseBody(invoicePriceRequest, formBody(body));
  return {
    origin_country_id: idFrom(form.origin_country_id, rateMessages.fromCountry),
    destination_country_id: idFrom(form.destination_country_id, rateMessages.toCountry),
    service_id: idFrom(form.service_id, SERVICE_MESSAGE),
    weight: Number(form.total_chargeable_weight),
  };
}

export function rateRoutes(app: FastifyInstance, { db, config }: AppContext): void {
  async function calculate(input: PriceInput) {
    const [found, cities, rates] = await Promise.all([
      findCountries(db, input.origin_country_id, input.destination_country_id),
      findRegions(db, input.origin_city_id ?? 0, input.destination_city_id ?? 0),
      ratesBetweenCountries(db, input.origin_country_id, input.destination_country_id),
    ]);
    const origin = found.find((c) => c.id === input.origin_country_id);
    const destination = found.find((c) => c.id === input.destination_country_id);
    if (!origin) throw badRequest(rateMessages.fromCountry);
    if (!destination) throw badRequest(rateMessages.toCountry);
    const inCountry = (cityId: number | undefined, countryId: number) => cityId === undefined || cities.some((c) => c.id === cityId && c.countryId === countryId);
    if (!inCountry(input.origin_city_id, origin.id)) throw badRequest(rateMessages.fromCity);
    if (!inCountry(input.destination_city_id, destination.id)) throw badRequest(rateMessages.toCity);
    const options = rates.flatMap((rate) => {
      const q = quote(rate, input.weight, config.vatPercent);
      return q ? [{ rate, q }] : [];
    });
    const names = { originCountryName: origin.name, destinationCountryName: destination.name };
    if (options.length === 0) {
      const why = rates.length ? `No service carries ${input.weight} kg` : 'We do not ship';
      throw new ApiError(422, `${why} from ${origin.name} to ${destination.name} yet. Please contact us for a quote.`, names);
    }
    const chosen = input.service_id === undefined ? options[0] : options.find((o) => o.rate.serviceId === input.service_id);
    if (!chosen) throw badRequest('The selected service is not available for this shipment.', names);
    return success('Price calculated', {
      ...names,
      service_id: chosen.rate.serviceId,
      chargeableWeight: chosen.q.chargeableWeightKg,
      currency: 'KWD',
      totalPrice: filsToKwd(chosen.q.shippingFils),
      vatPercentage: config.vatPercent,
      vatAmount: filsToKwd(chosen.q.vatFils),
      netPrice: filsToKwd(chosen.q.totalFils),
      serviceList: options.map(({ rate, q }) => ({
        service_id: rate.serviceId,
        service_name: rate.serviceName,
        transit_days: rate.transitDays,
        netPrice: filsToKwd(q.totalFils),
      })),
    });
  }

  app.post('/price_calculation', async (request) => calculate(parsePriceRequest(request.body)));
  app.post('/invoice_price_calculation', async (request) => calculate(parseInvoicePriceRequest(request.body)));
}
