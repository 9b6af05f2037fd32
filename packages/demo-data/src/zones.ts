/**
 * Rate zones: Kuwait is domestic; the rest group countries by distance and traffic. The API seeds
 * them and places every country in one; the mock's demo countries carry the same codes.
 */
export const ZONES = [
  { code: 'KW', name: 'Kuwait (domestic)' },
  { code: 'GCC', name: 'Gulf Cooperation Council' },
  { code: 'MEA', name: 'Middle East and North Africa' },
  { code: 'SAS', name: 'South Asia' },
  { code: 'ASIA', name: 'East and South-East Asia' },
  { code: 'EUR', name: 'Europe' },
  { code: 'AME', name: 'Americas' },
  { code: 'AFR', name: 'Sub-Saharan Africa' },
  { code: 'OCE', name: 'Oceania' },
  { code: 'ROW', name: 'Rest of the world' },
] as const;
export type ZoneCode = (typeof ZONES)[number]['code'];

const group = (zone: ZoneCode, isoCodes: string[]) => isoCodes.map((iso) => [iso, zone] as const);

/** Countries whose zone is a business choice, not geography. */
const FIXED_ZONES: ReadonlyMap<string, ZoneCode> = new Map([
  ['KW', 'KW'],
  ...group('GCC', ['SA', 'AE', 'QA', 'BH', 'OM']),
  ...group('MEA', [
    'IQ',
    'IR',
    'JO',
    'LB',
    'SY',
    'YE',
    'EG',
    'PS',
    'IL',
    'TR',
    'LY',
    'TN',
    'DZ',
    'MA',
    'SD',
    'CY',
  ]),
  ...group('SAS', ['IN', 'PK', 'BD', 'LK', 'NP', 'AF', 'BT', 'MV']),
]);

const BY_CONTINENT: Record<string, ZoneCode> = {
  Europe: 'EUR',
  Asia: 'ASIA',
  America: 'AME',
  Africa: 'AFR',
  Australia: 'OCE',
  Pacific: 'OCE',
};

/**
 * The zone of a country (ISO 3166 alpha-2): the fixed lists first, then the continent of the
 * first of its IANA time zones that lies on one ('Europe/Paris' -> EUR; Australia's list starts
 * with 'Antarctica/Macquarie', so that one is passed over), else the rest of the world.
 */
export function zoneOfCountry(iso: string, timeZones: readonly string[]): ZoneCode {
  const fixed = FIXED_ZONES.get(iso.toUpperCase());
  if (fixed) return fixed;
  for (const timeZone of timeZones) {
    const zone = BY_CONTINENT[timeZone.split('/')[0] ?? ''];
    if (zone) return zone;
  }
  return 'ROW';
}
