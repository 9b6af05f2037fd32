/**
 * Reference names (countries, services) as an Arabic page shows them: the API names countries
 * from i18n-iso-countries' Arabic official names (apps/api seed/referenceArabic.ts) and services
 * from the demo tariff's Arabic names. Journeys pick and assert by the English name and read the
 * Arabic counterpart from here, so one journey serves both languages.
 */
import { DEMO_COUNTRIES } from '@courier/demo-data/countries';
import { RATE_SERVICES_AR } from '@courier/demo-data/referenceArabic';
import { RATE_SERVICES } from '@courier/demo-data/tariff';
import type { Language } from '@courier/domain/language';
import countriesLib from 'i18n-iso-countries';
import ar from 'i18n-iso-countries/langs/ar.json' with { type: 'json' };
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };

countriesLib.registerLocale(ar);
countriesLib.registerLocale(en);

const ARABIC_BY_ENGLISH: ReadonlyMap<string, string> = new Map<string, string>([
  ...DEMO_COUNTRIES.flatMap(([, name, iso]): [string, string][] => {
    const arabic = countriesLib.getName(iso, 'ar', { select: 'official' });
    return arabic ? [[name, arabic]] : [];
  }),
  ...RATE_SERVICES.flatMap(({ code, name }): [string, string][] =>
    RATE_SERVICES_AR[code] ? [[name, RATE_SERVICES_AR[code]]] : [],
  ),
]);

const ENGLISH_BY_ARABIC: ReadonlyMap<string, string> = new Map(
  [...ARABIC_BY_ENGLISH].map(([english, arabic]) => [arabic, english]),
);

/** The Arabic name of a country or service named in English (the demo lists, then ISO's names). */
function arabicOf(english: string): string | undefined {
  const known = ARABIC_BY_ENGLISH.get(english);
  if (known) return known;
  const iso = countriesLib.getAlpha2Code(english, 'en');
  return iso ? countriesLib.getName(iso, 'ar', { select: 'official' }) : undefined;
}

/** A reference row's name as a page in `language` shows it ('Kuwait' -> 'الكويت' in Arabic). */
export function referenceName(english: string, language: Language): string {
  return language === 'ar' ? (arabicOf(english) ?? english) : english;
}

/** The name in both languages (either given), for matching an option in any page. */
export function referenceNames(name: string): string[] {
  const english = ENGLISH_BY_ARABIC.get(name) ?? name;
  const arabic = arabicOf(english);
  return arabic ? [english, arabic] : [english];
}
