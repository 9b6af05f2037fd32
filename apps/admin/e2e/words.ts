/**
 * The words of a journey's language: every back-office journey runs in the `en` and the `ar`
 * project (e2e/run.ts starts one run per language, each on its own API and database) with the
 * same steps, finding screens, fields and buttons by the catalogues' words of its language.
 * English resolves to exactly the words the screens always had, so the `en` run asserts what it
 * always did; the Arabic run asserts the Arabic of the catalogues, never what the server sent.
 */
import type { Language } from '@courier/domain/language';
import { test } from '@playwright/test';
import { flattenCatalog } from '@courier/domain/catalog';
import { officeCatalog } from '@courier/domain/officeWords';
import { messageCatalogAr } from '@courier/domain/i18n/ar';
import { officeCatalogAr } from '@courier/domain/i18n/officeAr';
import { messageCatalog } from '@courier/domain/messageWords';
import { adminUiAr } from '@courier/ui/i18n/adminAr';
import { adminUiEn } from '@courier/ui/i18n/adminEn';
import { ar as uiAr } from '@courier/ui/i18n/ar';
import type { CatalogTree } from '@courier/ui/i18n/catalog';
// The site journeys' table of message ids by their English (test code, outside the import rules).
import { ENGLISH_MESSAGE_IDS } from '../../site/e2e/support/words';
import { contentAr } from '@courier/ui/i18n/contentAr';
import { contentEn } from '@courier/ui/i18n/contentEn';
import { i18nOf } from '@courier/ui/i18n/createI18n';
import { en as uiEn } from '@courier/ui/i18n/en';
import { portalAr } from '@courier/ui/i18n/portalAr';
import { portalEn } from '@courier/ui/i18n/portalEn';
import { wordsOf } from '@courier/ui/i18n/words';
import { adminAr } from '../src/i18n/ar';
import { adminEn } from '../src/i18n/en';

/** The catalogues the back office loads (src/i18n/AdminLanguage.tsx), both languages side by side. */
const CATALOGUES = {
  admin: { en: adminEn, ar: adminAr },
  adminUi: { en: adminUiEn, ar: adminUiAr },
  content: { en: contentEn, ar: contentAr },
  portal: { en: portalEn, ar: portalAr },
  ui: { en: uiEn, ar: uiAr },
  messages: { en: messageCatalog.en, ar: messageCatalogAr },
  office: { en: officeCatalog.en, ar: officeCatalogAr },
} as const;

/** The back office's own message ids by their English words (as ENGLISH_MESSAGE_IDS). */
const ENGLISH_OFFICE_IDS = new Map(
  Object.entries(flattenCatalog(officeCatalog.namespace, officeCatalog.en)).map(([id, text]) => [
    text,
    id,
  ]),
);

function build(language: Language) {
  const i18n = i18nOf(
    language,
    Object.entries(CATALOGUES).map(([namespace, trees]) => ({
      namespace,
      tree: trees[language] as CatalogTree,
    })),
  );
  return {
    language,
    /** The back office's own words: `w.t.nav.shipments`, `w.t.shipments.detailTitle({ no })`. */
    t: wordsOf(i18n, 'admin', adminEn),
    /** Words of the list, filter and dialog components it shares with the portal. */
    adminUi: wordsOf(i18n, 'adminUi', adminUiEn),
    /** Words of the content-editing components. */
    content: wordsOf(i18n, 'content', contentEn),
    /** Words of the customer portal's components (status names). */
    portal: wordsOf(i18n, 'portal', portalEn),
    /** Words of @courier/ui's general components. */
    ui: wordsOf(i18n, 'ui', uiEn),
    /** The back office's own names and messages (domain i18n/officeEn.ts). */
    office: wordsOf(i18n, 'office', officeCatalog.en),
    /**
     * A message the API writes (refusals, successes), given by its English words, in this
     * language from the catalogue (not from the server's answer). Test support only: the product
     * never looks a message up by its English.
     */
    msg: (english: string) => {
      const id = ENGLISH_MESSAGE_IDS.get(english) ?? ENGLISH_OFFICE_IDS.get(english);
      return id ? i18n._(id) : english;
    },
    /** The public site's address of a path in this language ('/services' -> '/ar/services'). */
    sitePath: (path: string) => (language === 'ar' ? `/ar${path === '/' ? '' : path}` : path),
  };
}

export type AdminE2eWords = ReturnType<typeof build>;

const built = new Map<Language, AdminE2eWords>();

/** The words of a language (made once per worker). */
export function wordsIn(language: Language): AdminE2eWords {
  let words = built.get(language);
  if (!words) built.set(language, (words = build(language)));
  return words;
}

/** The language of the running test's project (its `language` option; English by default). */
export function languageNow(): Language {
  return (test.info().project.use as { language?: Language }).language ?? 'en';
}

/** The words of the running test's language, for helpers that take no `w`. */
export const wordsNow = (): AdminE2eWords => wordsIn(languageNow());
