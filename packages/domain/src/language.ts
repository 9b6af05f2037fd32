/**
 * The languages of the site, the portal and the API's answers. English is the default
 * and keeps the spec's exact words; Arabic is the second language.
 */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
const DEFAULT_LANGUAGE: Language = 'en';

/**
 * The Intl locale of each language: numbers, dates and plurals. Arabic is Kuwait's with Western
 * digits (`-u-nu-latn`): prices, weights, phone numbers, tracking numbers and AWBs are written and
 * typed with 0-9 in Kuwait's commerce, and one set of digits keeps an AWB in a sentence the same
 * as on its label (docs/i18n.md). Here, not in the ui package, so the domain's formatters
 * (money, dates) and the components read the same table.
 */
export const INTL_LOCALE: Record<Language, string> = {
  en: 'en-GB',
  ar: 'ar-KW-u-nu-latn',
};

/**
 * The cookie that remembers the visitor's choice: the site's language switch sets it to 'en' or
 * 'ar', and the API answers in that language whatever the browser's Accept-Language says (the
 * visitor chose it). Any other value is ignored.
 */
export const LANGUAGE_COOKIE = 'lang';

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'ar';
}

/** One entry of Accept-Language: a tag (or '*') and an optional q between 0 and 1, 3 decimals. */
const RANGE = /^([A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*|\*)$/;
const QUALITY = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * The supported languages an Accept-Language header asks for, best first (RFC 9110 §12.5.4):
 * ranges are ordered by q (ties keep the header's order), a range matches a language by its
 * primary subtag ('ar-KW' is Arabic), q=0 means "not this one", and '*' or unknown languages add
 * nothing. A malformed entry is skipped, not the whole header: browsers and bots send odd ones.
 */
export function acceptedLanguages(header: string | undefined): Language[] {
  if (!header) return [];
  const ranges: { language: Language; q: number; index: number }[] = [];
  const refused = new Set<Language>();
  // A header longer than any browser sends is cut: parsing stays cheap whatever arrives.
  const entries = header.slice(0, 1024).split(',');
  entries.forEach((entry, index) => {
    const [tag = '', ...params] = entry.split(';').map((part) => part.trim());
    if (!RANGE.test(tag)) return;
    let q = 1;
    for (const param of params) {
      const [name = '', value = ''] = param.split('=').map((part) => part.trim());
      if (name.toLowerCase() !== 'q') continue;
      if (!QUALITY.test(value)) return;
      q = Number(value);
    }
    const primary = tag.split('-')[0]?.toLowerCase();
    if (!isLanguage(primary)) return;
    if (q === 0) refused.add(primary);
    else ranges.push({ language: primary, q, index });
  });
  ranges.sort((a, b) => b.q - a.q || a.index - b.index);
  const languages: Language[] = [];
  for (const { language } of ranges) {
    if (!refused.has(language) && !languages.includes(language)) languages.push(language);
  }
  return languages;
}

/**
 * The language of a request: the cookie when it names a supported language (the visitor's own
 * choice), else the first supported language of Accept-Language by q, else English.
 */
export function pickLanguage(
  acceptLanguageHeader: string | undefined,
  cookieValue: string | undefined,
): Language {
  if (isLanguage(cookieValue)) return cookieValue;
  return acceptedLanguages(acceptLanguageHeader)[0] ?? DEFAULT_LANGUAGE;
}

/**
 * A text in the asked language, falling back field by field: the Arabic twin when it has words
 * (not empty after trimming; the back office leaves untranslated twins ''), else the English.
 * The English value is returned as it is stored, so English answers do not change.
 */
export function localized(en: string, ar: string | null | undefined, lang: Language): string {
  return lang === 'ar' && ar != null && ar.trim() !== '' ? ar : en;
}
