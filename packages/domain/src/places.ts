import { KUWAIT_AREAS, KUWAIT_GOVERNORATES } from './kuwaitAreas.ts';
import type { Language } from './language.ts';

/**
 * Places as a page in Arabic shows them: a place is written as comma-separated names ('Shuwaikh
 * Hub, Kuwait', 'Mumbai, India'), and each name the reference data names in Arabic is shown by its
 * Arabic name ('الشويخ', 'الهند'). A name without an Arabic one (a hub, a street, a city of
 * another country: we do not invent transliterations) keeps its Latin letters.
 */

/**
 * Kuwait's areas and governorates (kuwaitAreas.ts, the one list the address forms offer) by their
 * English spelling, and the short names scans use for a hub and a few countries ('UAE'). Written
 * by hand: no maintained package names Kuwait's areas in Arabic.
 */
export const KUWAIT_PLACES_AR: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    [...KUWAIT_GOVERNORATES, ...KUWAIT_AREAS].map((place) => [place.en, place.ar]),
  ),
  'Shuwaikh Hub': 'مركز الشويخ',
  UAE: 'الإمارات',
};

/** First strong isolate and pop directional isolate: a Latin run keeps its own order. */
const FSI = '\u2068';
const PDI = '\u2069';
const LATIN = /\p{Script=Latin}/u;
const ARABIC = /\p{Script=Arabic}/u;

/**
 * Names of one place joined as the page's language writes them: 'Mumbai, India' in English;
 * in Arabic with the Arabic comma, and when Arabic and Latin names mix each Latin name is isolated
 * (FSI ... PDI), so in a right-to-left line the names keep their order and 'Shuwaikh Hub' its own.
 */
export function joinPlace(names: readonly string[], language: Language): string {
  const parts = names.map((name) => name.trim()).filter((name) => name !== '');
  if (language !== 'ar' || !parts.some((name) => ARABIC.test(name))) return parts.join(', ');
  return parts.map((name) => (LATIN.test(name) ? `${FSI}${name}${PDI}` : name)).join('، ');
}

/**
 * `place` with each comma-separated name that `arabicOf` knows replaced by its Arabic (joined as
 * joinPlace does). A place with no known name is returned as written.
 */
export function arabicPlace(place: string, arabicOf: (name: string) => string | undefined): string {
  const names = place.split(',').map((name) => name.trim());
  const arabic = names.map((name) => (name === '' ? undefined : arabicOf(name)));
  if (arabic.every((name) => name === undefined)) return place;
  return joinPlace(
    names.map((name, i) => arabic[i] ?? name),
    'ar',
  );
}

/** A lookup by English name that ignores letter case and spacing ('kuwait city' = 'Kuwait City'). */
export function placeLookup(
  entries: Iterable<readonly [english: string, arabic: string]>,
): (name: string) => string | undefined {
  const key = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
  const byName = new Map<string, string>();
  for (const [english, arabic] of entries)
    if (english.trim() !== '' && arabic.trim() !== '' && !byName.has(key(english)))
      byName.set(key(english), arabic.trim());
  return (name) => byName.get(key(name));
}
