import countriesLib from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js';
import type * as countryStateCity from 'country-state-city';
import { countries, regions, zones } from '../db/schema/index.ts';
import { ZONES, zoneOfCountry, type ZoneCode } from '@courier/demo-data/zones';
import { insertInChunks, type SeedTx } from './run.ts';

countriesLib.registerLocale(en);

/**
 * country-state-city: about 8 MB of countries, states and cities. Only the first start of a
 * database seeds from it, so it is imported then, not with the server's modules (it was the
 * slowest of their imports).
 */
type CountryStateCity = typeof countryStateCity;

/** A country's zone by the continents of its time zones (country-state-city). */
const zoneOf = (csc: CountryStateCity, iso: string): ZoneCode =>
  zoneOfCountry(
    iso,
    (csc.Country.getCountryByCode(iso)?.timezones ?? []).map((tz) => tz.zoneName),
  );

/**
 * Countries get numeric ids in English-name order from 1, so the ids are stable and the
 * spec's find-location default 131 is Malaysia (Kuwait is 117). Names come from
 * i18n-iso-countries, calling codes from libphonenumber-js.
 */
function countryRows(csc: CountryStateCity, zoneIds: Map<string, number>) {
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
      zoneId: zoneIds.get(zoneOf(csc, iso)) as number,
      latitude: info?.latitude ?? null,
      longitude: info?.longitude ?? null,
    };
  });
}

export async function seedGeography(tx: SeedTx): Promise<void> {
  const csc = await import('country-state-city');
  const zoneRows = await tx
    .insert(zones)
    .values([...ZONES])
    .onConflictDoNothing()
    .returning();
  const zoneIds = new Map(zoneRows.map((z) => [z.code, z.id]));
  const rows = countryRows(csc, zoneIds);
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
