import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { setAdminCallLanguage } from '@courier/api-client/adminClient';
import type { Language } from '@courier/domain/language';
import { officeCatalog } from '@courier/domain/officeWords';
import { messageCatalog } from '@courier/domain/messageWords';
import type { CatalogSource } from '@courier/ui/i18n/catalog';
import { adminUiCatalog } from '@courier/ui/i18n/adminWords';
import { contentCatalog } from '@courier/ui/i18n/contentWords';
import { loadI18n, type I18n } from '@courier/ui/i18n/createI18n';
import { LanguageProvider } from '@courier/ui/i18n/LanguageProvider';
import { portalCatalog } from '@courier/ui/i18n/portalWords';
import { uiCatalog } from '@courier/ui/i18n/uiWords';
import { adminCatalog } from './words';

/** Where this browser keeps the language it last showed, for the login screen before a session. */
const STORAGE_KEY = 'admin-language';

/**
 * The language the back office opens in before anyone logs in: the one this browser last showed,
 * else Arabic when the browser puts Arabic first, else English. After login the staff member's
 * own choice, saved on the account, wins.
 */
function initialLanguage(): Language {
  try {
    const kept = localStorage.getItem(STORAGE_KEY);
    if (kept === 'en' || kept === 'ar') return kept;
  } catch {
    // Storage refused (private mode): fall through to the browser's languages.
  }
  return navigator.languages?.[0]?.toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

const SetLanguageContext = createContext<(language: Language) => void>(() => undefined);

/** Switches the back office's language (the words load first, then the screens turn at once). */
export function useSetAdminLanguage(): (language: Language) => void {
  return useContext(SetLanguageContext);
}

/**
 * The back office's words and direction for everything below: loads the admin, component and
 * content catalogues in the language, sets the page's `lang` and `dir` (right to left in Arabic)
 * and the language the API is asked to answer in. Until the first catalogues are loaded it
 * shows nothing, so no screen flashes in the other language.
 */
export function AdminLanguageProvider({ children }: { children: ReactNode }) {
  const [language, setLanguage] = useState<Language>(initialLanguage);
  const [loaded, setLoaded] = useState<{ language: Language; i18n: I18n } | null>(null);

  useEffect(() => {
    let current = true;
    void loadI18n(language, [
      adminCatalog,
      adminUiCatalog,
      contentCatalog,
      portalCatalog,
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
        // Not kept: the account's choice still applies after login.
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
