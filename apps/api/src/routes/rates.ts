import type { FastifyInstance, FastifyReply } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { endpoints } from '@courier/api-client/endpoints';
import { ApiError, badRequest, JSON_TEXT, success } from '../http/envelope.ts';
import type { ParsedRequestOf } from '@courier/api-client/endpoints';
import { rateMessages } from '@courier/domain/schemas/rate';
import { contractRoute } from '../http/contractRoute.ts';
import { formBody } from '../http/formBody.ts';
import { filsToKwdNumber as filsToKwd } from '@courier/domain/money';
import { QUOTE_MESSAGES, quoteRate } from '@courier/domain/rateQuote';
import type { AppContext } from '../context.ts';
import { answerMemo } from '../cache/answerMemo.ts';

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

/** check-rate and rate-enquiry: the domain's check-rate form (select values), ids as numbers. */
export function priceInput(form: ParsedRequestOf<'price_calculation'>): PriceInput {
  return {
    origin_country_id: idFrom(form.origin_country_id, rateMessages.fromCountry),
    destination_country_id: idFrom(form.destination_country_id, rateMessages.toCountry),
    origin_city_id: idFrom(form.origin_city_id, rateMessages.fromCity),
    destination_city_id: idFrom(form.destination_city_id, rateMessages.toCity),
    service_id: form.service_id === '' ? undefined : idFrom(form.service_id, rateMessages.service),
    weight: Number(form.weight),
  };
}

/** One text per question: the fields in a fixed order, an absent one empty. */
const questionKey = (input: PriceInput): string =>
  [
    input.origin_country_id,
    input.destination_country_id,
    input.origin_city_id ?? '',
    input.destination_city_id ?? '',
    input.service_id ?? '',
    input.weight,
  ].join('|');

/**
 * Quotes read the tariff and the VAT rate from the process's caches (cache/): no database round
 * trip on a hit; a rate card or settings change anywhere drops them in every process.
 *
 * A quote is a pure function of its question, the tariff and the VAT rate, so the answer itself
 * is kept too, as the text the contract's serializer wrote (checked once, when it was built), by
 * question, until a rate card or the settings change (issue 12: a repeated question skips the
 * quote, the answer check and JSON writing). Refusals are not kept.
 */
export function rateRoutes(app: FastifyInstance, { caches }: AppContext): void {
  const serialize = serializerCompiler({
    schema: endpoints.price_calculation.success,
    method: 'POST',
    url: '/api/website/price_calculation',
  });
  const answers = answerMemo(caches.bus, ['rates', 'settings']);
  async function answer(input: PriceInput, reply: FastifyReply) {
    const json = await answers.get(questionKey(input), async () =>
      serialize(await calculate(input)),
    );
    void reply.type(JSON_TEXT);
    return json;
  }

  async function calculate(input: PriceInput) {
    const [tariff, { vatPercent }] = await Promise.all([
      caches.tariff.get(),
      caches.settings.get(),
    ]);
    const origin = tariff.countries.get(input.origin_country_id);
    const destination = tariff.countries.get(input.destination_country_id);
    if (!origin) throw badRequest(rateMessages.fromCountry);
    if (!destination) throw badRequest(rateMessages.toCountry);
    const [cities, rates] = await Promise.all([
      tariff.regionCountries(
        [input.origin_city_id, input.destination_city_id].filter((id) => id !== undefined),
      ),
      tariff.cardsBetween(origin.zoneId, destination.zoneId),
    ]);
    const inCountry = (cityId: number | undefined, countryId: number) =>
      cityId === undefined || cities.get(cityId) === countryId;
    if (!inCountry(input.origin_city_id, origin.id)) throw badRequest(rateMessages.fromCity);
    if (!inCountry(input.destination_city_id, destination.id))
      throw badRequest(rateMessages.toCity);
    const options = rates.flatMap((rate) => {
      const q = quoteRate(rate, input.weight, vatPercent);
      return q ? [{ rate, q }] : [];
    });
    const names = { originCountryName: origin.name, destinationCountryName: destination.name };
    if (options.length === 0) {
      const message = rates.length
        ? QUOTE_MESSAGES.tooHeavy(input.weight, origin.name, destination.name)
        : QUOTE_MESSAGES.noRoute(origin.name, destination.name);
      throw new ApiError(422, message, names);
    }
    const chosen =
      input.service_id === undefined
        ? options[0]
        : options.find((o) => o.rate.serviceId === input.service_id);
    if (!chosen) throw badRequest(QUOTE_MESSAGES.serviceUnavailable, names);
    return success(QUOTE_MESSAGES.priced, {
      ...names,
      service_id: chosen.rate.serviceId,
      billableWeight: chosen.q.billableWeightKg,
      currency: 'KWD',
      totalPrice: filsToKwd(chosen.q.shippingFils),
      vatPercentage: vatPercent,
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

  // Forms send select values as text; a JSON client's numbers are read as their text.
  contractRoute(
    app,
    'price_calculation',
    async (form, _request, reply) => answer(priceInput(form), reply),
    {
      prepare: formBody,
    },
  );
  // The booking wizards price a chosen service on the chargeable weight of their line items.
  contractRoute(app, 'invoice_price_calculation', async (form, _request, reply) =>
    answer(
      {
        origin_country_id: form.origin_country_id,
        destination_country_id: form.destination_country_id,
        service_id: form.service_id,
        weight: Number(form.total_chargeable_weight),
      },
      reply,
    ),
  );
}
