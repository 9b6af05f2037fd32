/**
 * Search across scripts: a combo box option can be found by its name and by its other names
 * (the country's name in the other language), whatever the page's language, so 'الكويت' finds
 * Kuwait on an English page and 'Kuwait' finds الكويت on an Arabic one.
 */

/**
 * The comparable form of a text: lower case, without accents and Arabic vowel marks (the
 * hamza of أ إ آ is a mark once decomposed, so every alef matches a bare ا), with ى read as ي
 * and ة as ه, as people type them interchangeably.
 */
export function searchForm(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ـ/g, '')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .toLocaleLowerCase('en')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether what was typed is part of the name or of one of its other names. */
export function matchesAny(names: readonly string[], typed: string): boolean {
  const wanted = searchForm(typed);
  if (wanted === '') return true;
  return names.some((name) => searchForm(name).includes(wanted));
}

const displayNames = new Map<string, Intl.DisplayNames | null>();
function regionNames(language: 'en' | 'ar'): Intl.DisplayNames | null {
  if (!displayNames.has(language)) {
    try {
      displayNames.set(language, new Intl.DisplayNames([language], { type: 'region' }));
    } catch {
      // A runtime without region names: the option is found by its own name only.
      displayNames.set(language, null);
    }
  }
  return displayNames.get(language) ?? null;
}

/**
 * A country's names in English and Arabic from its ISO code (the browser's Unicode CLDR data),
 * for searching: the lists answer one language only. Empty for a code the data does not know.
 */
export function countryAliases(isoCode: string | undefined): string[] {
  if (!isoCode || !/^[A-Za-z]{2}$/.test(isoCode)) return [];
  const code = isoCode.toUpperCase();
  return (['en', 'ar'] as const).flatMap((language) => {
    const name = regionNames(language)?.of(code);
    return name && name !== code ? [name] : [];
  });
}

/**
 * An option's other names by its name. Lazy aliases (a function) are read at the first search
 * that needs them and kept: reading a country's names loads the browser's locale data.
 */
export function aliasLookup(
  options: readonly { name: string; aliases?: readonly string[] | (() => readonly string[]) }[],
): (name: string) => readonly string[] {
  const byName = new Map(options.map((option) => [option.name, option.aliases ?? []]));
  return (name) => {
    const aliases = byName.get(name) ?? [];
    if (typeof aliases !== 'function') return aliases;
    const resolved = aliases();
    byName.set(name, resolved);
    return resolved;
  };
}
