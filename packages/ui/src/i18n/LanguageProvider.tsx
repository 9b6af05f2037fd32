import { createContext, useContext, type ReactNode } from 'react';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import type { Language } from '@courier/domain/language';
import { INTL_LOCALE, type I18n } from './createI18n';

interface LanguageContextValue {
  language: Language;
  i18n: I18n | null;
}

const LanguageContext = createContext<LanguageContextValue>({ language: 'en', i18n: null });

/** The reading direction of a language. */
export const directionOf = (language: Language): 'ltr' | 'rtl' =>
  language === 'ar' ? 'rtl' : 'ltr';

/**
 * The page's language for everything below: the words (useWords), react-aria's date pickers,
 * number fields and calendars (its I18nProvider gets the same Intl locale), and `useLanguage()`.
 * Without it, components speak English (tests and stories that do not ask for Arabic).
 */
export function LanguageProvider({
  language,
  i18n,
  children,
}: {
  language: Language;
  /** From loadI18n(language, the app's catalogues). */
  i18n: I18n;
  children: ReactNode;
}) {
  return (
    <LanguageContext.Provider value={{ language, i18n }}>
      <AriaI18nProvider locale={INTL_LOCALE[language]}>{children}</AriaI18nProvider>
    </LanguageContext.Provider>
  );
}

/** The language of the page ('en' outside a LanguageProvider). */
export function useLanguage(): Language {
  return useContext(LanguageContext).language;
}

/** The Intl locale of the page, for Intl formats. */
export function useIntlLocale(): string {
  return INTL_LOCALE[useLanguage()];
}

/** The provider's i18n instance, or null outside one. */
export function useI18nInstance(): I18n | null {
  return useContext(LanguageContext).i18n;
}
