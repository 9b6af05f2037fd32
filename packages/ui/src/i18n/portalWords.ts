/**
 * The customer portal's catalogue (namespace 'portal') and the hook its components read it with:
 * `const w = usePortalWords(); w.nav.dashboard; w.addresses.editNamed({ name })`.
 */
import type { CatalogSource, Words } from './catalog';
import { portalEn } from './portalEn';
import { wordsHook } from './words';

export const portalCatalog: CatalogSource<typeof portalEn> = {
  namespace: 'portal',
  en: portalEn,
  ar: () => import('./portalAr').then((m) => m.portalAr),
};

export const usePortalWords = wordsHook('portal', portalEn);

/** The portal's words as its components read them. */
export type PortalWords = Words<typeof portalEn>;
