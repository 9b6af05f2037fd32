import type { Language } from '@courier/domain/language';
import { catalogIn, type CatalogSource, type Words } from '@courier/ui/i18n/catalog';
import { i18nOf } from '@courier/ui/i18n/createI18n';
import { wordsOf } from '@courier/ui/i18n/words';
import { createContext, useContext } from 'react';
import useSWR from 'swr';
import { bulkEn } from './bulkEn';

/**
 * The bulk upload page's catalogue (namespace `bulk`): not among the catalogues every page loads
 * (catalogs.ts), so its words travel with the page's own lazy chunk; the Arabic tree is a chunk
 * of its own, loaded on an Arabic page only.
 */
const bulkCatalog: CatalogSource<typeof bulkEn> = {
  namespace: 'bulk',
  en: bulkEn,
  ar: () => import('./bulkAr').then((m) => m.bulkAr),
};

export type BulkWords = Words<typeof bulkEn>;

let english: BulkWords | undefined;
const wordsIn = (language: Language, tree: typeof bulkEn) =>
  wordsOf(i18nOf(language, [{ namespace: 'bulk', tree }]), 'bulk', bulkEn);
const englishWords = () => (english ??= wordsIn('en', bulkEn));

/** The words in a language: English at once, Arabic once its chunk is loaded (undefined till then). */
export function useBulkCatalogue(language: Language): BulkWords | undefined {
  const { data } = useSWR(
    language === 'en' ? null : ['bulk-catalogue', language],
    async () => wordsIn(language, (await catalogIn(bulkCatalog, language)) as typeof bulkEn),
    { revalidateOnFocus: false, revalidateIfStale: false },
  );
  return language === 'en' ? englishWords() : data;
}

const BulkWordsContext = createContext<BulkWords | null>(null);

/** Hands the page's words to its components (stories without it read English). */
export const BulkWordsProvider = BulkWordsContext.Provider;

/** The bulk upload words of the page: `const w = useBulkWords(); w.create({ count })`. */
export const useBulkWords = (): BulkWords => useContext(BulkWordsContext) ?? englishWords();
