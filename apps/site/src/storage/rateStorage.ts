import { RATE_UNIT, STORAGE_KEYS } from '@courier/domain/constants';

/**
 * Values kept in localStorage, each field under its spec key. A field never stored reads as '';
 * the unit field reads as RATE_UNIT when it is missing or empty.
 */
function storedValues<F extends string>(keys: Readonly<Record<F, string>>, unitField: F) {
  const fields = Object.keys(keys) as F[];
  const withUnit = (read: (field: F) => string) =>
    Object.fromEntries(
      fields.map((field) => [field, field === unitField ? read(field) || RATE_UNIT : read(field)]),
    ) as Record<F, string>;
  return {
    save(values: Record<F, string>, storage: Storage = localStorage): void {
      for (const field of fields) storage.setItem(keys[field], values[field]);
    },
    read(storage: Storage = localStorage): Record<F, string> {
      return withUnit((field) => storage.getItem(keys[field]) ?? '');
    },
    /** Nothing stored: what the server renders with (it has no storage). */
    none: Object.freeze(withUnit(() => '')),
  };
}

/** The home Rate Inquiry values, kept for check-rate (spec 4: inter_from_country, ...). */
export interface StoredHomeRate {
  fromCountry: string;
  toCountry: string;
  weight: string;
  unit: string;
}

const homeRate = storedValues<keyof StoredHomeRate>(
  {
    fromCountry: STORAGE_KEYS.interFromCountry,
    toCountry: STORAGE_KEYS.interToCountry,
    weight: STORAGE_KEYS.interWeight,
    unit: STORAGE_KEYS.interUnit,
  },
  'unit',
);

export const saveHomeRate: (values: StoredHomeRate, storage?: Storage) => void = homeRate.save;
export const readHomeRate: (storage?: Storage) => StoredHomeRate = homeRate.read;
/** No home card values: what the server renders check-rate with. */
export const NO_HOME_RATE: StoredHomeRate = homeRate.none;

/** What rate-enquiry hands to book-shipment on Proceed (originCountryId, ...). */
export interface StoredQuote {
  originCountryId: string;
  destinationCountryId: string;
  totalWeight: string;
  weightUnit: string;
}

const quote = storedValues<keyof StoredQuote>(
  {
    originCountryId: STORAGE_KEYS.originCountryId,
    destinationCountryId: STORAGE_KEYS.destinationCountryId,
    totalWeight: STORAGE_KEYS.totalWeight,
    weightUnit: STORAGE_KEYS.weightUnit,
  },
  'weightUnit',
);

export const saveQuote: (quote: StoredQuote, storage?: Storage) => void = quote.save;
export const readQuote: (storage?: Storage) => StoredQuote = quote.read;
/** No quote: what the server renders book-shipment with. */
export const NO_QUOTE: StoredQuote = quote.none;
