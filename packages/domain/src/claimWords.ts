/**
 * The claims' words (i18n/claimsEn.ts, claimsAr.ts), a catalogue the API loads beside the
 * messages (apps/api http/messageLanguage.ts) and the public site does not.
 */
import type { CatalogSource, Words } from './catalog.ts';
import { claimsCatalogEn } from './i18n/claimsEn.ts';

export const claimsCatalog: CatalogSource<typeof claimsCatalogEn> = {
  namespace: 'claims',
  en: claimsCatalogEn,
  ar: () => import('./i18n/claimsAr.ts').then((m) => m.claimsCatalogAr),
};

export type ClaimWords = Words<typeof claimsCatalogEn>;
