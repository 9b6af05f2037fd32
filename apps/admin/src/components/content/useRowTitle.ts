import type { ContentRow } from '@courier/api-client/adminContent';
import { useLanguage } from '@courier/ui/i18n/LanguageProvider';
import { useAdminWords } from '../../i18n/words';

/**
 * How a content row is named on the screen: in Arabic by its Arabic title where one is written
 * (as the site shows it), else by its English title, else as untitled.
 */
export function useRowTitle(): (row: ContentRow) => string {
  const t = useAdminWords();
  const language = useLanguage();
  return (row) => (language === 'ar' && row.titleAr) || row.title || t.content.untitled;
}
