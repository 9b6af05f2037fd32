import type { Language } from '@courier/domain/language';

/**
 * An absolute link to a page of the public site in a language: the Arabic site lives
 * under `/ar` (`/ar/order-tracking?...`), the English paths are unchanged. Only site pages take
 * the prefix; API links (label PDF, opt-out) are the same in both languages.
 */
export function siteUrl(publicUrl: string, path: string, language: Language = 'en'): string {
  return `${publicUrl}${language === 'ar' ? '/ar' : ''}${path}`;
}
