import countriesLib from 'i18n-iso-countries';
import ar from 'i18n-iso-countries/langs/ar.json' with { type: 'json' };
import { DEMO_COUNTRIES } from '@courier/demo-data/countries';
import type { Language } from '@courier/domain/language';
import { arabicPlace, KUWAIT_PLACES_AR, placeLookup } from '@courier/domain/places';

countriesLib.registerLocale(ar);

/**
 * The Arabic names the API's reference data carries (docs/reference-data-arabic.md), from the
 * same sources: countries by i18n-iso-countries' official Arabic names (the API's seed
 * referenceArabic.ts), Kuwait's areas and governorates by the domain's table. `pnpm dev` then
 * names places in Arabic as `pnpm start` does.
 */
export const countryNameAr = (isoCode: string): string | undefined =>
  countriesLib.getName(isoCode, 'ar', { select: 'official' });

const arabicOf = placeLookup([
  ...DEMO_COUNTRIES.flatMap(([, name, iso]): [string, string][] => {
    const arabic = countryNameAr(iso);
    return arabic ? [[name, arabic]] : [];
  }),
  ...Object.entries(KUWAIT_PLACES_AR),
]);

/** One name (a country, a city) in `lang`: its Arabic name when the reference data has one. */
export function nameIn(name: string, lang: Language): string {
  return lang === 'ar' ? (arabicOf(name) ?? name) : name;
}

/** A place ('Sharq, Kuwait') in `lang`, name by name, as the API's placeIn. */
export function placeIn(place: string, lang: Language): string {
  return lang === 'ar' ? arabicPlace(place, arabicOf) : place;
}
