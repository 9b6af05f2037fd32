import { filsToKwdString, withVat } from '@courier/domain/money';
import type { MockDb } from '../db.ts';
import type { CountryRecord } from '../fixtures/geography.ts';
import type { RateServiceRecord } from '../fixtures/rates.ts';

export interface QuoteRequest {
  origin: CountryRecord;
  destination: CountryRecord;
  weightKg: number;
  serviceId?: number | undefined;
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

const HALF_KG = 0.5;
const toKwd = (fils: number) => Number(filsToKwdString(fils));

/**
 * The services that can carry a shipment: the domestic ones inside Kuwait, the international
 * ones otherwise, each up to its weight limit.
 */
export function servicesFor(db: MockDb, req: QuoteRequest): RateServiceRecord[] {
  const domestic = req.origin.zone === 'KW' && req.destination.zone === 'KW';
  return db.rateServices.filter((s) => s.domestic === domestic && req.weightKg <= s.maxWeightKg);
}

/**
 * Shipping rate of the fixture tariff: the destination's zone (the origin's for imports into
 * Kuwait) prices the first 0.5 kg and each further 0.5 kg, times the service factor, rounded to
 * 50 fils; VAT comes on top.
 */
export function shippingFils(db: MockDb, req: QuoteRequest, service: RateServiceRecord): number {
  const zone = req.destination.zone === 'KW' ? req.origin.zone : req.destination.zone;
  const tariff = db.zoneTariffs[zone];
  const halfKilos = Math.max(1, Math.ceil(req.weightKg / HALF_KG - 1e-9));
  const raw = (tariff.firstFils + (halfKilos - 1) * tariff.addFils) * service.factor;
  return Math.round(raw / 50) * 50;
}

/** A quote, or the reason there is none. */
export function quote(db: MockDb, req: QuoteRequest): Quote | { error: string } {
  if (!(req.weightKg > 0)) return { error: 'Please enter a weight above zero.' };
  const available = servicesFor(db, req);
  if (available.length === 0) return { error: 'No service is available for this route and weight.' };
  const service = available.find((s) => s.service_id === req.serviceId) ?? available[0]!;
  const shipping = shippingFils(db, req, service);
  const { vat, total } = withVat(shipping, db.vatPercent);
  return {
    originCountryName: req.origin.country.country_name,
    destinationCountryName: req.destination.country.country_name,
    totalPrice: toKwd(shipping),
    vatPercentage: db.vatPercent,
    vatAmount: toKwd(vat),
    netPrice: toKwd(total),
    service_id: service.service_id,
    serviceList: available.map(({ service_id, service_name }) => ({ service_id, service_name })),
  };
}
