/**
 * The phone app's catalogue (namespace 'courier') and the hook its screens read it with:
 * `const t = useCourierWords(); t.run.title; t.outbox.waiting({ count })`.
 */
import type { CatalogSource } from '@courier/ui/i18n/catalog';
import { wordsHook } from '@courier/ui/i18n/words';
import { courierEn } from './courierEn';

export const courierCatalog: CatalogSource<typeof courierEn> = {
  namespace: 'courier',
  en: courierEn,
  ar: () => import('./courierAr').then((m) => m.courierAr),
};

export const useCourierWords = wordsHook('courier', courierEn);
