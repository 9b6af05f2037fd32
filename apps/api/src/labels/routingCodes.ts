/**
 * Routing codes a hub sorts by: the IATA code of the airport serving the destination (or origin)
 * city. Cities in our reference tables are states/governorates (country-state-city), so the table
 * is keyed by country ISO code and the normalised city or state name; countries served by one
 * gateway airport also have a country-wide entry.
 *
 * Fallback (documented in docs/api.md): when no airport is known for the place, the routing code
 * is the rate-card zone code of the country (KW, GCC, MEA, SAS, ASIA, EUR, AME, AFR, OCE, ROW),
 * prefixed with the country's ISO code so a hub can still sort it: e.g. `BR-AME`.
 */

/** One gateway airport for the whole country (small countries, or the demo's single hub). */
const COUNTRY_GATEWAY: Record<string, string> = {
  KW: 'KWI',
  BH: 'BAH',
  QA: 'DOH',
  OM: 'MCT',
  SG: 'SIN',
  HK: 'HKG',
  LK: 'CMB',
  NP: 'KTM',
  BD: 'DAC',
  JO: 'AMM',
  LB: 'BEY',
  MV: 'MLE',
  CY: 'LCA',
};

/** City or state name (lower case, letters and spaces only) -> airport, per country. */
const CITY_AIRPORTS: Record<string, Record<string, string>> = {
  IN: {
    mumbai: 'BOM',
    maharashtra: 'BOM',
    delhi: 'DEL',
    'new delhi': 'DEL',
    bengaluru: 'BLR',
    bangalore: 'BLR',
    karnataka: 'BLR',
    chennai: 'MAA',
    'tamil nadu': 'MAA',
    kolkata: 'CCU',
    'west bengal': 'CCU',
    hyderabad: 'HYD',
    telangana: 'HYD',
    kerala: 'COK',
    kochi: 'COK',
    goa: 'GOI',
    gujarat: 'AMD',
    ahmedabad: 'AMD',
    punjab: 'ATQ',
    'uttar pradesh': 'LKO',
  },
  AE: {
    dubai: 'DXB',
    'abu dhabi': 'AUH',
    'abu dhabi emirate': 'AUH',
    sharjah: 'SHJ',
    'sharjah emirate': 'SHJ',
  },
  SA: {
    riyadh: 'RUH',
    'riyadh province': 'RUH',
    jeddah: 'JED',
    makkah: 'JED',
    'makkah province': 'JED',
    'eastern province': 'DMM',
    dammam: 'DMM',
  },
  PK: { karachi: 'KHI', sindh: 'KHI', lahore: 'LHE', punjab: 'LHE', islamabad: 'ISB' },
  MY: {
    'kuala lumpur': 'KUL',
    selangor: 'KUL',
    penang: 'PEN',
    johor: 'JHB',
  },
  EG: { cairo: 'CAI', alexandria: 'HBE' },
  GB: { london: 'LHR', england: 'LHR', manchester: 'MAN', scotland: 'GLA' },
  US: { 'new york': 'JFK', california: 'LAX', 'los angeles': 'LAX', illinois: 'ORD' },
  PH: { manila: 'MNL', 'metro manila': 'MNL' },
  TR: { istanbul: 'IST' },
  DE: { hesse: 'FRA', frankfurt: 'FRA' },
  FR: { paris: 'CDG', 'ile de france': 'CDG' },
  CN: { shanghai: 'PVG', beijing: 'PEK', guangdong: 'CAN' },
};

function normalise(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The airport code for a city or state of a country, when the table knows one. */
function airportCode(countryIso: string, city: string): string | undefined {
  const iso = countryIso.trim().toUpperCase();
  return CITY_AIRPORTS[iso]?.[normalise(city)] ?? COUNTRY_GATEWAY[iso];
}

export interface Place {
  /** ISO 3166-1 alpha-2, e.g. IN; empty when unknown. */
  countryIso: string;
  city: string;
  /** Rate-card zone code of the country, e.g. SAS; empty when unknown. */
  zone: string;
}

export interface RoutingCode {
  code: string;
  /** 'airport' when code is an IATA code, 'zone' for the fallback. */
  kind: 'airport' | 'zone';
}

/** The code printed large on the label: the airport, else country + zone (see the module note). */
export function routingCode(place: Place): RoutingCode {
  const airport = place.countryIso ? airportCode(place.countryIso, place.city) : undefined;
  if (airport) return { code: airport, kind: 'airport' };
  const code = [place.countryIso.trim().toUpperCase(), place.zone.trim().toUpperCase()]
    .filter(Boolean)
    .join('-');
  return { code: code || 'ROW', kind: 'zone' };
}
