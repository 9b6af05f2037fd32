/**
 * The back-office components' catalogue (namespace 'adminUi') and the hook they read it with:
 * `const a = useAdminUiWords(); a.confirm.cancel; a.dataTable.page({ page, pages, total })`.
 */
import type { CatalogSource } from './catalog';
import { adminUiEn } from './adminEn';
import { wordsHook } from './words';

export const adminUiCatalog: CatalogSource<typeof adminUiEn> = {
  namespace: 'adminUi',
  en: adminUiEn,
  ar: () => import('./adminAr').then((m) => m.adminUiAr),
};

export const useAdminUiWords = wordsHook('adminUi', adminUiEn);
