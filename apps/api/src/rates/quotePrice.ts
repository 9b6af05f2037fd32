import { ApiError, badRequest } from '../http/envelope.ts';
import { rateMessages } from '@courier/domain/schemas/rate';
import { QUOTE_MESSAGES, quoteRate } from '@courier/domain/rateQuote';
import { carriesType } from '@courier/domain/serviceChoice';
import { localized, type Language } from '@courier/domain/language';
import type { AppCaches } from '../cache/appCaches.ts';

export interface PriceInput {
  origin_country_id: number;
  destination_country_id: number;
  origin_city_id?: number;
  destination_city_id?: number;
  service_id?: number;
  weight: number;
  /** The booking's type, when a wizard asks: documents-only services carry no goods. */
  type?: string;
}

/** A quote in fils: the option asked for (or the first), and every option that carries it. */
export interface Quote {
  originCountryName: string;
  destinationCountryName: string;
  vatPercent: number;
  chosen: {
    serviceId: number;
    billableWeightKg: number;
    shippingFils: number;
    vatFils: number;
    totalFils: number;
  };
  options: {
    serviceId: number;
    serviceName: string;
    transitDays: string;
    totalFils: number;
  }[];
}

/**
 * Prices a question on the rate cards: the website's check-rate, the wizards' prices and the
 * merchant API's rates. Reads the tariff and the VAT rate from the process's caches; refuses
 * (400 or 422, with the countries' names) what cannot be priced.
 */
export async function quotePrice(
  caches: AppCaches,
  input: PriceInput,
  lang: Language,
): Promise<Quote> {
  const [tariff, { vatPercent }] = await Promise.all([caches.tariff.get(), caches.settings.get()]);
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
  if (!inCountry(input.destination_city_id, destination.id)) throw badRequest(rateMessages.toCity);
  const fitting = rates.filter((rate) => carriesType(rate.documentsOnly, input.type ?? ''));
  const options = fitting.flatMap((rate) => {
    const q = quoteRate(rate, input.weight, vatPercent);
    return q ? [{ rate, q }] : [];
  });
  const names = {
    originCountryName: localized(origin.name, origin.nameAr, lang),
    destinationCountryName: localized(destination.name, destination.nameAr, lang),
  };
  if (options.length === 0) {
    const message = fitting.length
      ? QUOTE_MESSAGES.tooHeavy(input.weight, origin.name, destination.name)
      : rates.length
        ? QUOTE_MESSAGES.noGoodsService(origin.name, destination.name)
        : QUOTE_MESSAGES.noRoute(origin.name, destination.name);
    throw new ApiError(422, message, names);
  }
  const chosen =
    input.service_id === undefined
      ? options[0]
      : options.find((o) => o.rate.serviceId === input.service_id);
  if (!chosen) throw badRequest(QUOTE_MESSAGES.serviceUnavailable, names);
  return {
    ...names,
    vatPercent,
    chosen: {
      serviceId: chosen.rate.serviceId,
      billableWeightKg: chosen.q.billableWeightKg,
      shippingFils: chosen.q.shippingFils,
      vatFils: chosen.q.vatFils,
      totalFils: chosen.q.totalFils,
    },
    options: options.map(({ rate, q }) => ({
      serviceId: rate.serviceId,
      serviceName: localized(rate.serviceName, rate.serviceNameAr, lang),
      transitDays: rate.transitDays,
      totalFils: q.totalFils,
    })),
  };
}
