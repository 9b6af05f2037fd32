import countriesLib from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js';
import csc from 'country-state-city';
import { countries, regions, zones } from '../db/schema/index.ts';
import { insertInChunks, type SeedTx } from './run.ts';

countriesLib.registerLocale(en);

/** Rate zones. Kuwait is domestic; the rest group countries by distance and traffic. */
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

const ZONE_BY_ISO: Record<string, ZoneCode> = {
  KW: 'KW',
  ...Object.fromEntries(['SA', 'AE', 'QA', 'BH', 'OM'].map((c) => [c, 'GCC'])),
  ...Object.fromEntries(['IQ', 'IR', 'JO', 'LB', 'SY', 'YE', 'EG', 'PS', 'IL', 'TR', 'LY', 'TN', 'DZ', 'MA', 'SD', 'CY'].map((c) => [c, 'MEA'])),
  ...Object.fromEntries(['IN', 'PK', 'BD', 'LK', 'NP', 'AF', 'BT', 'MV'].map((c) => [c, 'SAS'])),
};

/** Everything else is placed by the continent of its first time zone (country-state-city). */
function zoneOf(iso: string): ZoneCode {
  const fixed = ZONE_BY_ISO[iso];
  if (fixed) return fixed;
  const tz = csc.Country.getCountryByCode(iso)?.timezones?.[0]?.zoneName ?? '';
  const continent = tz.split('/')[0];
  if (continent === 'Europe') return 'EUR';
  if (continent === 'Asia') return 'ASIA';
  if (continent === 'America') return 'AME';
  if (continent === 'Africa') return 'AFR';
  if (continent === 'Australia' || continent === 'Pacific') return 'OCE';
  return 'ROW';
}

/**
 * Countries get numeric ids in English-name order from 1, so the ids are stable and the
 * spec's find-location default 131 is Malaysia (Kuwait is 117). Names come from
 * i18n-iso-countries, calling codes from libphonenumber-js.
 */
export function countryRows(zoneIds: Map<string, number>) {
  const names = Object.entries(countriesLib.getNames('en', { select: 'official' })).sort((a, b) => a[1].localeCompare(b[1], 'en'));
  return names.map(([iso, name], index) => {
    const info = csc.Country.getCountryByCode(iso);
    return {
      id: index + 1,
      isoCode: iso,
      name,
      callingCode: isSupportedCountry(iso) ? getCountryCallingCode(iso) : (info?.phonecode ?? '').replace(/\D/g, '').slice(0, 4) || '0',
      zoneId: zoneIds.get(zoneOf(iso)) as number,
      latitude: info?.latitude ?? null,
      longitude: info?.longitude ?? null,
    };
  });
}

export async function seedGeography(tx: SeedTx): Promise<void> {
  const zoneRows = await tx.insert(zones).values([...ZONES]).onConflictDoNothing().returning();
  const zoneIds = new Map(zoneRows.map((z) => [z.code, z.id]));
  const rows = countryRows(zoneIds);
  await insertInChunks(rows, 200, (chunk) => tx.insert(countries).values(chunk).onConflictDoNothing());

  // States/governorates; a country without any gets one entry named after itself.
  const regionRows = rows.flatMap((country) => {
    const states = csc.State.getStatesOfCountry(country.isoCode);
    if (states.length === 0) return [{ countryId: country.id, code: country.isoCode, name: country.name }];
    return states.map((s) => ({ countryId: country.id, code: s.isoCode, name: s.name }));
  });
  await insertInChunks(regionRows, 1000, (chunk) => tx.insert(regions).values(chunk));
}
