import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { setAdminCallLanguage } from '@courier/api-client/adminClient';
import type { Language } from '@courier/domain/language';
import { messageCatalog } from '@courier/domain/messageWords';
import { officeCatalog } from '@courier/domain/officeWords';
import type { CatalogSource } from '@courier/ui/i18n/catalog';
import { loadI18n, type I18n } from '@courier/ui/i18n/createI18n';
import { LanguageProvider } from '@courier/ui/i18n/LanguageProvider';
import { uiCatalog } from '@courier/ui/i18n/uiWords';
import { courierCatalog } from './words';

/** Where the phone keeps its language: the courier's choice, kept across days and offline. */
const STORAGE_KEY = 'courier-language';

function initialLanguage(): Language {
  try {
    const kept = localStorage.getItem(STORAGE_KEY);
    if (kept === 'en' || kept === 'ar') return kept;
  } catch {
    // Storage refused: fall through to the browser's languages.
  }
  return navigator.languages?.[0]?.toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

const SetLanguageContext = createContext<(language: Language) => void>(() => undefined);

export function useSetCourierLanguage(): (language: Language) => void {
  return useContext(SetLanguageContext);
}

/**
 * The app's words and direction: loads the phone's, the components' and the domain's catalogues
 * (the schemas' messages, the failed-attempt reasons) in the language, sets the page's `lang` and
 * `dir`, and the language the API answers in. Shows nothing until the words are there.
 */
export function CourierLanguageProvider({ children }: { children: ReactNode }) {
  const [language, setLanguage] = useState<Language>(initialLanguage);
  const [loaded, setLoaded] = useState<{ language: Language; i18n: I18n } | null>(null);

  useEffect(() => {
    let current = true;
    void loadI18n(language, [
      courierCatalog,
      uiCatalog,
      messageCatalog as CatalogSource,
      officeCatalog as CatalogSource,
    ]).then((i18n) => {
      if (!current) return;
      setAdminCallLanguage(language);
      document.documentElement.lang = language;
      document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
      try {
        localStorage.setItem(STORAGE_KEY, language);
      } catch {
        // Not kept: the next start asks the browser again.
      }
      setLoaded({ language, i18n });
    });
    return () => {
      current = false;
    };
  }, [language]);

  if (!loaded) return null;
  return (
    <SetLanguageContext.Provider value={setLanguage}>
      <LanguageProvider language={loaded.language} i18n={loaded.i18n}>
        {children}
      </LanguageProvider>
    </SetLanguageContext.Provider>
  );
}
