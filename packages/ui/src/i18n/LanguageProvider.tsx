import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { setMessageLanguageSource } from '@courier/domain/messageWords';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import type { Language } from '@courier/domain/language';
import { INTL_LOCALE, type I18n } from './createI18n';

interface LanguageContextValue {
  language: Language;
  i18n: I18n | null;
}

const LanguageContext = createContext<LanguageContextValue>({ language: 'en', i18n: null });

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
  // In the browser a page has one language: the domain's messages (a form's field messages, a
  // toast's words) are written in it once the page is up (@courier/domain/messageWords). The
  // server render leaves them alone (requests share the process); they are made on the page.
  useEffect(() => setMessageLanguageSource(() => i18n), [i18n]);
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

/** The provider's i18n instance, or null outside one. */
export function useI18nInstance(): I18n | null {
  return useContext(LanguageContext).i18n;
}
