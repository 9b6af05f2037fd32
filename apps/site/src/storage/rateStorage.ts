import { RATE_UNIT, STORAGE_KEYS } from '@courier/domain/constants';

/** The home Rate Inquiry values, kept for check-rate (spec 4: inter_from_country, ...). */
export interface StoredHomeRate {
  fromCountry: string;
  toCountry: string;
  weight: string;
  unit: string;
}

export function saveHomeRate(values: StoredHomeRate, storage: Storage = localStorage): void {
  storage.setItem(STORAGE_KEYS.interFromCountry, values.fromCountry);
  storage.setItem(STORAGE_KEYS.interToCountry, values.toCountry);
  storage.setItem(STORAGE_KEYS.interWeight, values.weight);
  storage.setItem(STORAGE_KEYS.interUnit, values.unit);
}

/** No home card values: what the server renders check-rate with (it has no storage). */
export const NO_HOME_RATE: StoredHomeRate = Object.freeze({
  fromCountry: '',
  toCountry: '',
  weight: '',
  unit: RATE_UNIT,
});

export function readHomeRate(storage: Storage = localStorage): StoredHomeRate {
  return {
    fromCountry: storage.getItem(STORAGE_KEYS.interFromCountry) ?? '',
    toCountry: storage.getItem(STORAGE_KEYS.interToCountry) ?? '',
    weight: storage.getItem(STORAGE_KEYS.interWeight) ?? '',
    unit: storage.getItem(STORAGE_KEYS.interUnit) || RATE_UNIT,
  };
}

/** What rate-enquiry hands to book-shipment on Proceed (originCountryId, ...). */
export interface StoredQuote {
  originCountryId: string;
  destinationCountryId: string;
  totalWeight: string;
  weightUnit: string;
}

export function saveQuote(quote: StoredQuote, storage: Storage = localStorage): void {
  storage.setItem(STORAGE_KEYS.originCountryId, quote.originCountryId);
  storage.setItem(STORAGE_KEYS.destinationCountryId, quote.destinationCountryId);
  storage.setItem(STORAGE_KEYS.totalWeight, quote.totalWeight);
  storage.setItem(STORAGE_KEYS.weightUnit, quote.weightUnit);
}

/** No quote: what the server renders book-shipment with (it has no storage). */
export const NO_QUOTE: StoredQuote = Object.freeze({
  originCountryId: '',
  destinationCountryId: '',
  totalWeight: '',
  weightUnit: RATE_UNIT,
});

export function readQuote(storage: Storage = localStorage): StoredQuote {
  return {
    originCountryId: storage.getItem(STORAGE_KEYS.originCountryId) ?? '',
    destinationCountryId: storage.getItem(STORAGE_KEYS.destinationCountryId) ?? '',
    totalWeight: storage.getItem(STORAGE_KEYS.totalWeight) ?? '',
    weightUnit: storage.getItem(STORAGE_KEYS.weightUnit) || RATE_UNIT,
  };
}
