/**
 * The back office's own words (i18n/officeEn.ts, officeAr.ts), read in the language of the moment
 * like the messages (messageWords.ts): the same source gives the language, so inside an API
 * request they are the request's words and on a back-office page the page's. An instance that
 * did not load this catalogue reads English.
 */
import type { CatalogSource, Words } from './catalog.ts';
import { wordsOf } from './catalogI18n.ts';
import { officeCatalogEn } from './i18n/officeEn.ts';
import { currentMessageI18n } from './messageWords.ts';

export const officeCatalog: CatalogSource<typeof officeCatalogEn> = {
  namespace: 'office',
  en: officeCatalogEn,
  ar: () => import('./i18n/officeAr.ts').then((m) => m.officeCatalogAr),
};

export type OfficeWords = Words<typeof officeCatalogEn>;

/** The editor's words in the language of the moment. */
export const officeWords = (): OfficeWords =>
  wordsOf(currentMessageI18n(), officeCatalog.namespace, officeCatalogEn);

/**
 * One group of the editor's words as a table whose entries are read when used, so each is in
 * the language of that moment (as messageGroup does for the messages).
 */
export function officeGroup<K extends keyof OfficeWords>(group: K): OfficeWords[K] {
  const table = {};
  for (const key of Object.keys(officeCatalogEn[group]))
    Object.defineProperty(table, key, {
      enumerable: true,
      get: () => (officeWords()[group] as Record<string, unknown>)[key],
    });
  return table as OfficeWords[K];
}
