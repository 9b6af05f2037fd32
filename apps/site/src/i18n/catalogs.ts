import { messageCatalog } from '@courier/domain/messageWords';
import type { CatalogSource } from '@courier/ui/i18n/catalog';
import { adminUiCatalog } from '@courier/ui/i18n/adminWords';
import { portalCatalog } from '@courier/ui/i18n/portalWords';
import { uiCatalog } from '@courier/ui/i18n/uiWords';
import { siteCatalog } from './siteWords';

/**
 * The catalogues the site loads for a page's language (entry-server.tsx and main.tsx pass them to
 * loadI18n): one CatalogSource per namespace, the shared ones of @courier/ui and the site's own.
 * Helpers converting a namespace add its entry here; English stays the default for a namespace
 * that is not listed (its words hook falls back to the English tree).
 */
export const appCatalogs: CatalogSource[] = [
  uiCatalog as CatalogSource,
  portalCatalog as CatalogSource,
  // The portal's lists use the back-office list components (Filters, Pager, DataTable, ConfirmDialog).
  adminUiCatalog as CatalogSource,
  siteCatalog as CatalogSource,
  // The domain's messages: field messages, toasts and what the API writes.
  messageCatalog as CatalogSource,
];
