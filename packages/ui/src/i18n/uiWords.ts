/**
 * The component library's catalogue (namespace 'ui') and the hook its components read it with:
 * `const w = useUiWords(); w.common.submit; w.common.stepOf({ current, total })`.
 */
import type { CatalogSource } from './catalog';
import { en } from './en';
import { wordsHook } from './words';

export const uiCatalog: CatalogSource<typeof en> = {
  namespace: 'ui',
  en,
  ar: () => import('./ar').then((m) => m.ar),
};

export const useUiWords = wordsHook('ui', en);
