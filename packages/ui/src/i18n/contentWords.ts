/**
 * The content-editing components' catalogue (namespace 'content') and the hook they read it with:
 * `const content = useContentWords(); content.image.choose; content.sortable.moveUp({ name })`.
 */
import type { CatalogSource } from './catalog';
import { contentEn } from './contentEn';
import { wordsHook } from './words';

export const contentCatalog: CatalogSource<typeof contentEn> = {
  namespace: 'content',
  en: contentEn,
  ar: () => import('./contentAr').then((m) => m.contentAr),
};

export const useContentWords = wordsHook('content', contentEn);
