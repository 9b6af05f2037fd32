import { formatCalendarDate } from '@courier/domain/formats';
import type { Language } from '@courier/domain/language';

/**
 * A Kuwait calendar date (YYYY-MM-DD) as people read it in the page's language: '22 Nov 2026',
 * '22 نوفمبر 2026'; anything else as is.
 */
export function formatKuwaitDate(isoDate: string, language: Language = 'en'): string {
  return formatCalendarDate(isoDate, language);
}
