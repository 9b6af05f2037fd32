import { filsToKwdNumber as toKwd } from '@courier/domain/money';
import { QUOTE_MESSAGES, quoteRate } from '@courier/domain/rateQuote';
import { carriesType } from '@courier/domain/serviceChoice';
import type { MockDb } from '../db.ts';
import type { CountryRecord } from '../fixtures/geography.ts';

export interface QuoteRequest {
  origin: CountryRecord;
  destination: CountryRecord;
  weightKg: number;
  serviceId?: number | undefined;
  /** A booking's type: documents-only services carry no goods. */
  type?: string;
}

export interface Quote {
  originCountryName: string;
  destinationCountryName: string;
  totalPrice: number;
  vatPercentage: number;
  vatAmount: number;
  netPrice: number;
  service_id: number;
  serviceList: Array<{ service_id: number; service_name: string }>;
}

/**
 * A quote as the API gives it: every service with a card between the two countries' zones
 * (in service order), priced by the domain's rateQuote; the asked-for service or the first one
 * that carries the weight. A refusal carries the API's words and status.
 */
export function quote(db: MockDb, req: QuoteRequest): Quote | { error: string; status: number } {
  const origin = req.origin.country.country_name;
  const destination = req.destination.country.country_name;
  const cards = db.rateCards.filter(
    (c) => c.originZone === req.origin.zone && c.destinationZone === req.destination.zone,
  );
  const fitting = db.rateServices.filter(
    (service) =>
      carriesType(service.documentsOnly, req.type ?? '') &&
      cards.some((c) => c.serviceId === service.service_id),
  );
  const options = fitting.flatMap((service) => {
    const card = cards.find((c) => c.serviceId === service.service_id);
    const priced = card && quoteRate(card, req.weightKg, db.vatPercent);
    return priced ? [{ service, priced }] : [];
  });
  if (options.length === 0) {
    const error = fitting.length
      ? QUOTE_MESSAGES.tooHeavy(req.weightKg, origin, destination)
      : cards.length
        ? QUOTE_MESSAGES.noGoodsService(origin, destination)
        : QUOTE_MESSAGES.noRoute(origin, destination);
    return { error, status: 422 };
  }
  const chosen =
    req.serviceId === undefined
      ? options[0]
      : options.find((o) => o.service.service_id === req.serviceId);
  if (!chosen) return { error: QUOTE_MESSAGES.serviceUnavailable, status: 400 };
  return {
    originCountryName: origin,
    destinationCountryName: destination,
    totalPrice: toKwd(chosen.priced.shippingFils),
    vatPercentage: db.vatPercent,
    vatAmount: toKwd(chosen.priced.vatFils),
    netPrice: toKwd(chosen.priced.totalFils),
    service_id: chosen.service.service_id,
    serviceList: options.map(({ service: { service_id, service_name } }) => ({
      service_id,
      service_name,
    })),
  };
}
