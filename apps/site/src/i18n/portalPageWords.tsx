import { useLanguage } from '@courier/ui/i18n/LanguageProvider';
import { portalPagesEn } from './portalPagesEn';
import { pageCatalogue, withWords } from './pageCatalogue';

/**
 * The words of the portal pages that only their own page reads (namespace `portalPages`: cash
 * on delivery, statements, API keys), loaded with those pages, not with every page of the site.
 */
const portalPages = pageCatalogue('portalPages', portalPagesEn, () =>
  import('./portalPagesAr').then((m) => m.portalPagesAr),
);

/** `const w = usePortalPageWords(); w.cod.title` inside a page wrapped by withPortalPageWords. */
export const usePortalPageWords = portalPages.useWords;

/** The page, rendered once its words are loaded (at once in English). */
export const withPortalPageWords = <P extends object>(Page: React.ComponentType<P>) =>
  withWords(portalPages.WordsGate, useLanguage, Page);
