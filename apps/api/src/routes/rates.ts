import type { FastifyInstance, FastifyReply } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { endpoints } from '@courier/api-client/endpoints';
import { badRequest, JSON_TEXT, success } from '../http/envelope.ts';
import type { ParsedRequestOf } from '@courier/api-client/endpoints';
import { rateMessages } from '@courier/domain/schemas/rate';
import { contractRoute } from '../http/contractRoute.ts';
import { formBody } from '../http/formBody.ts';
import { filsToKwdNumber as filsToKwd } from '@courier/domain/money';
import { QUOTE_MESSAGES } from '@courier/domain/rateQuote';
import type { AppContext } from '../context.ts';
import { answerMemo } from '../cache/answerMemo.ts';
import { contentLanguage } from '../http/requestLanguage.ts';
import type { Language } from '@courier/domain/language';
import { quotePrice, type PriceInput } from '../rates/quotePrice.ts';

/** A numeric id sent as a select's value; anything else gets the field's own message. */
const idFrom = (text: string, message: string): number => {
  const n = Number(text);
  if (!/^\d{1,9}$/.test(text) || n <= 0) throw badRequest(message);
  return n;
};

/** check-rate and rate-enquiry: the domain's check-rate form (select values), ids as numbers. */
function priceInput(form: ParsedRequestOf<'price_calculation'>): PriceInput {
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
    input.type ?? '',
  ].join('|');

/**
 * Quotes read the tariff and the VAT rate from the process's caches (cache/): no database round
 * trip on a hit; a rate card or settings change anywhere drops them in every process.
 *
 * A quote is a pure function of its question, the tariff and the VAT rate, so the answer itself
 * is kept too, as the text the contract's serializer wrote (checked once, when it was built), by
 * question, until a rate card or the settings change (a repeated question skips the
 * quote, the answer check and JSON writing). Refusals are not kept.
 */
export function rateRoutes(app: FastifyInstance, { caches }: AppContext): void {
  const serialize = serializerCompiler({
    schema: endpoints.price_calculation.success,
    method: 'POST',
    url: '/api/website/price_calculation',
  });
  const answers = answerMemo(caches.bus, ['rates', 'settings']);
  // Names (countries, services) are answered in the request's language, so the language is part
  // of the question.
  async function answer(input: PriceInput, lang: Language, reply: FastifyReply) {
    const json = await answers.get(`${lang}|${questionKey(input)}`, async () =>
      serialize(await calculate(input, lang)),
    );
    void reply.type(JSON_TEXT);
    return json;
  }

  async function calculate(input: PriceInput, lang: Language) {
    const quote = await quotePrice(caches, input, lang);
    return success(QUOTE_MESSAGES.priced, {
      originCountryName: quote.originCountryName,
      destinationCountryName: quote.destinationCountryName,
      service_id: quote.chosen.serviceId,
      billableWeight: quote.chosen.billableWeightKg,
      currency: 'KWD',
      totalPrice: filsToKwd(quote.chosen.shippingFils),
      vatPercentage: quote.vatPercent,
      vatAmount: filsToKwd(quote.chosen.vatFils),
      netPrice: filsToKwd(quote.chosen.totalFils),
      serviceList: quote.options.map((o) => ({
        service_id: o.serviceId,
        service_name: o.serviceName,
        transit_days: o.transitDays,
        netPrice: filsToKwd(o.totalFils),
      })),
    });
  }

  // Forms send select values as text; a JSON client's numbers are read as their text.
  contractRoute(
    app,
    'price_calculation',
    async (form, request, reply) =>
      answer(priceInput(form), contentLanguage(request, reply), reply),
    {
      prepare: formBody,
    },
  );
  // The booking wizards price a chosen service on the chargeable weight of their line items; asked
  // without a service, the answer's serviceList is what carries this type and weight there.
  contractRoute(app, 'invoice_price_calculation', async (form, request, reply) =>
    answer(
      {
        origin_country_id: form.origin_country_id,
        destination_country_id: form.destination_country_id,
        service_id: form.service_id,
        weight: Number(form.total_chargeable_weight),
        type: form.type,
      },
      contentLanguage(request, reply),
      reply,
    ),
  );
}
