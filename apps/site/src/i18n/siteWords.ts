import type { CatalogSource } from '@courier/ui/i18n/catalog';
import type { I18n } from '@courier/ui/i18n/createI18n';
import { wordsHook, wordsOf } from '@courier/ui/i18n/words';
import { en } from './en';

/** The site's own catalogue (namespace `site`): English bundled, Arabic loaded on demand. */
export const siteCatalog: CatalogSource<typeof en> = {
  namespace: 'site',
  en,
  ar: async () => (await import('./ar')).ar,
};

/** The site's words in the page's language: `const w = useSiteWords(); w.buttons.submit`. */
export const useSiteWords = wordsHook('site', en);

/** The site's words of an i18n instance, outside React (the server's head tags). */
export const siteWordsOf = (i18n: I18n) => wordsOf(i18n, 'site', en);
