import { contentLanguage } from '../../http/requestLanguage.ts';
import { quotePrice } from '../../rates/quotePrice.ts';
import { useParamNames } from '../errors.ts';
import { merchantRoute } from '../route.ts';
import { ratesRequest, ratesResponse } from '../schemas.ts';

const PARAMS: Record<string, string> = { weight: 'weight_kg' };

/** POST /api/v1/rates: the website's check-rate quote, in fils. */
export const rates = merchantRoute({
  method: 'POST',
  url: '/rates',
  operationId: 'createRateQuote',
  successStatus: 200,
  summary: 'Quote a shipment: the price of each service that carries it',
  body: ratesRequest,
  response: ratesResponse,
  errors: [400, 401, 422, 429],
  // A quote changes nothing.
  role: 'viewer',
  async handler({ body }, request, reply, { caches }) {
    useParamNames(request, (field) => PARAMS[field] ?? field);
    const quote = await quotePrice(
      caches,
      { ...body, weight: body.weight_kg },
      contentLanguage(request, reply),
    );
    return {
      origin_country: quote.originCountryName,
      destination_country: quote.destinationCountryName,
      currency: 'KWD',
      vat_percent: quote.vatPercent,
      service_id: quote.chosen.serviceId,
      billable_weight_kg: quote.chosen.billableWeightKg,
      shipping_fils: quote.chosen.shippingFils,
      vat_fils: quote.chosen.vatFils,
      total_fils: quote.chosen.totalFils,
      options: quote.options.map((o) => ({
        service_id: o.serviceId,
        service_name: o.serviceName,
        transit_days: o.transitDays,
        total_fils: o.totalFils,
      })),
    };
  },
});
