import type { Language } from '@courier/domain/language';
import {
  catalogIn,
  type CatalogOf,
  type CatalogSource,
  type CatalogTree,
  type Words,
} from '@courier/ui/i18n/catalog';
import { i18nOf } from '@courier/ui/i18n/createI18n';
import { wordsOf } from '@courier/ui/i18n/words';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import useSWR from 'swr';
import { PageLoading } from '../components/PageLoading';

/**
 * A catalogue that only some pages read (a namespace outside catalogs.ts, which every page
 * loads): its English tree travels in those pages' own lazy chunks, its Arabic tree is a chunk of
 * its own, loaded on an Arabic page only. The bundle budgets of the other pages stay untouched.
 */
export function pageCatalogue<T extends CatalogTree>(
  namespace: string,
  en: T,
  ar: () => Promise<CatalogOf<NoInfer<T>>>,
) {
  const source: CatalogSource<T> = { namespace, en, ar };
  let english: Words<T> | undefined;
  const wordsIn = (language: Language, tree: T) =>
    wordsOf(i18nOf(language, [{ namespace, tree }]), namespace, en);
  const englishWords = () => (english ??= wordsIn('en', en));

  /** The words in a language: English at once, Arabic once its chunk is loaded (undefined till then). */
  function useCatalogue(language: Language): Words<T> | undefined {
    const { data } = useSWR(
      language === 'en' ? null : [`${namespace}-catalogue`, language],
      async () => wordsIn(language, (await catalogIn(source, language)) as unknown as T),
      { revalidateOnFocus: false, revalidateIfStale: false },
    );
    return language === 'en' ? englishWords() : data;
  }

  const WordsContext = createContext<Words<T> | null>(null);

  /** The page's words for its components (stories without a provider read English). */
  const useWords = (): Words<T> => useContext(WordsContext) ?? englishWords();

  /** Renders `children` once the words of `language` are there (a loading line till then). */
  function WordsGate({ language, children }: { language: Language; children: ReactNode }) {
    const words = useCatalogue(language);
    return words ? (
      <WordsContext.Provider value={words}>{children}</WordsContext.Provider>
    ) : (
      <PageLoading />
    );
  }

  return { useCatalogue, useWords, Provider: WordsContext.Provider, WordsGate };
}

/** A page that reads a page catalogue, wrapped so that it renders once its words are loaded. */
export function withWords<P extends object>(
  Gate: ComponentType<{ language: Language; children: ReactNode }>,
  useLanguage: () => Language,
  Page: ComponentType<P>,
): ComponentType<P> {
  return function WithWords(props: P) {
    return (
      <Gate language={useLanguage()}>
        <Page {...props} />
      </Gate>
    );
  };
}
