/**
 * The words of a journey's language, from the catalogues the app loads (src/i18n and the
 * domain's messages): the `en` and `ar` projects run the same steps, each finding screens and
 * buttons by its own language's words.
 */
import type { Language } from '@courier/domain/language';
import { messageCatalogAr } from '@courier/domain/i18n/ar';
import { messageCatalog } from '@courier/domain/messageWords';
import type { CatalogTree } from '@courier/ui/i18n/catalog';
import { i18nOf } from '@courier/ui/i18n/createI18n';
import { wordsOf } from '@courier/ui/i18n/words';
import { courierAr } from '../src/i18n/courierAr';
import { courierEn } from '../src/i18n/courierEn';

export function wordsIn(language: Language) {
  const i18n = i18nOf(language, [
    { namespace: 'courier', tree: (language === 'ar' ? courierAr : courierEn) as CatalogTree },
    {
      namespace: messageCatalog.namespace,
      tree: (language === 'ar' ? messageCatalogAr : messageCatalog.en) as CatalogTree,
    },
  ]);
  return {
    language,
    t: wordsOf(i18n, 'courier', courierEn),
    m: wordsOf(i18n, messageCatalog.namespace, messageCatalog.en),
  };
}
export type CourierE2eWords = ReturnType<typeof wordsIn>;
