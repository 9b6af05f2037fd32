import countriesLib from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js';
import csc from 'country-state-city';
import { countries, regions, zones } from '../db/schema/index.ts';
import { ZONES, zoneOfCountry, type ZoneCode } from '@courier/demo-data/zones';
import { insertInChunks, type SeedTx } from './run.ts';

countriesLib.registerLocale(en);

/** A country's zone by the continents of its time zones (country-state-city). */
const zoneOf = (iso: string): ZoneCode =>
  zoneOfCountry(
    iso,
    (csc.Country.getCountryByCode(iso)?.timezones ?? []).map((tz) => tz.zoneName),
  );

/**
 * Countries get numeric ids in English-name order from 1, so the ids are stable and the
 * spec's find-location default 131 is Malaysia (Kuwait is 117). Names come from
 * i18n-iso-countries, calling codes from libphonenumber-js.
 */
export function countryRows(zoneIds: Map<string, number>) {
  const names = Object.entries(countriesLib.getNames('en', { select: 'official' })).sort((a, b) =>
    a[1].localeCompare(b[1], 'en'),
  );
  return names.map(([iso, name], index) => {
    const info = csc.Country.getCountryByCode(iso);
    return {
      id: index + 1,
      isoCode: iso,
      name,
      callingCode: isSupportedCountry(iso)
        ? getCountryCallingCode(iso)
        : (info?.phonecode ?? '').replace(/\D/g, '').slice(0, 4) || '0',
      zoneId: zoneIds.get(zoneOf(iso)) as number,
      latitude: info?.latitude ?? null,
      longitude: info?.longitude ?? null,
    };
  });
}

export async function seedGeography(tx: SeedTx): Promise<void> {
  const zoneRows = await tx
    .insert(zones)
    .values([...ZONES])
    .onConflictDoNothing()
    .returning();
  const zoneIds = new Map(zoneRows.map((z) => [z.code, z.id]));
  const rows = countryRows(zoneIds);
  await insertInChunks(rows, 200, (chunk) =>
    tx.insert(countries).values(chunk).onConflictDoNothing(),
  );

  // States/governorates; a country without any gets one entry named after itself.
  const regionRows = rows.flatMap((country) => {
    const states = csc.State.getStatesOfCountry(country.isoCode);
    if (states.length === 0)
      return [{ countryId: country.id, code: country.isoCode, name: country.name }];
    return states.map((s) => ({ countryId: country.id, code: s.isoCode, name: s.name }));
  });
  await insertInChunks(regionRows, 1000, (chunk) => tx.insert(regions).values(chunk));
}
