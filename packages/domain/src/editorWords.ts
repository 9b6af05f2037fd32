/**
 * The content editor's words (i18n/editorEn.ts, editorAr.ts), read in the language of the moment
 * like the messages (messageWords.ts): the same source gives the language, so inside an API
 * request they are the request's words and on a back-office page the page's. An instance that
 * did not load this catalogue reads English.
 */
import type { CatalogSource, Words } from './catalog.ts';
import { wordsOf } from './catalogI18n.ts';
import { editorCatalogEn } from './i18n/editorEn.ts';
import { currentMessageI18n } from './messageWords.ts';

export const editorCatalog: CatalogSource<typeof editorCatalogEn> = {
  namespace: 'editor',
  en: editorCatalogEn,
  ar: () => import('./i18n/editorAr.ts').then((m) => m.editorCatalogAr),
};

export type EditorWords = Words<typeof editorCatalogEn>;

/** The editor's words in the language of the moment. */
export const editorWords = (): EditorWords =>
  wordsOf(currentMessageI18n(), editorCatalog.namespace, editorCatalogEn);

/**
 * One group of the editor's words as a table whose entries are read when used, so each is in
 * the language of that moment (as messageGroup does for the messages).
 */
export function editorGroup<K extends keyof EditorWords>(group: K): EditorWords[K] {
  const table = {};
  for (const key of Object.keys(editorCatalogEn[group]))
    Object.defineProperty(table, key, {
      enumerable: true,
      get: () => (editorWords()[group] as Record<string, unknown>)[key],
    });
  return table as EditorWords[K];
}
