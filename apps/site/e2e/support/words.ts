/**
 * The words of a journey's language: every journey runs in the `en` and the `ar`
 * project (playwright.config.ts) with the same steps; it finds fields, buttons and texts by the
 * catalogues' words of its language and navigates under /ar/ in Arabic. English resolves to
 * exactly the spec's words, so the `en` project asserts what it always did.
 */
import { CURRENCY_CODE, CURRENCY_SYMBOL_AR } from '@courier/domain/constants';
import { localized, type Language } from '@courier/domain/language';
import { messageCatalogAr } from '@courier/domain/i18n/ar';
import {
  inMessagesOf,
  messageCatalog,
  messageWordsOf,
  type MessageWords,
} from '@courier/domain/messageWords';
import { ltrText } from '@courier/ui/Bidi';
import { adminUiAr } from '@courier/ui/i18n/adminAr';
import { adminUiEn } from '@courier/ui/i18n/adminEn';
import { ar as uiAr } from '@courier/ui/i18n/ar';
import { flattenCatalog, type CatalogTree } from '@courier/ui/i18n/catalog';
import { i18nOf } from '@courier/ui/i18n/createI18n';
import { en as uiEn } from '@courier/ui/i18n/en';
import { portalAr } from '@courier/ui/i18n/portalAr';
import { portalEn } from '@courier/ui/i18n/portalEn';
import { wordsOf } from '@courier/ui/i18n/words';
import { test as base, type Page } from '@playwright/test';
import { referenceName } from './referenceNames.ts';
import { ar as siteAr } from '../../src/i18n/ar.ts';
import { bulkAr } from '../../src/i18n/bulkAr.ts';
import { portalPagesAr } from '../../src/i18n/portalPagesAr.ts';
import { portalPagesEn } from '../../src/i18n/portalPagesEn.ts';
import { bulkEn } from '../../src/i18n/bulkEn.ts';
import { receiverPayAr } from '../../src/i18n/receiverPayAr.ts';
import { receiverPayEn } from '../../src/i18n/receiverPayEn.ts';
import { claimsAr } from '../../src/i18n/claimsAr.ts';
import { claimsEn } from '../../src/i18n/claimsEn.ts';
import { en as siteEn } from '../../src/i18n/en.ts';
import { languageOfPath, pathIn, routePathOf } from '../../src/i18n/pageLanguage.ts';

/** The catalogues the site loads (src/i18n/catalogs.ts), English and Arabic trees side by side. */
const CATALOGUES = {
  ui: { en: uiEn, ar: uiAr },
  portal: { en: portalEn, ar: portalAr },
  adminUi: { en: adminUiEn, ar: adminUiAr },
  // The site's words as journeys read them, wherever the page loads them: the catalogue every
  // page loads and the portal pages' own (src/i18n/portalPageWords.tsx).
  site: { en: { ...siteEn, ...portalPagesEn }, ar: { ...siteAr, ...portalPagesAr } },
  // The bulk upload page's own (loaded with that page only: src/i18n/bulkWords.tsx).
  bulk: { en: bulkEn, ar: bulkAr },
  // The delivery page's COD payment (src/i18n/receiverPayWords.tsx).
  receiverPay: { en: receiverPayEn, ar: receiverPayAr },
  // The claim section's own (src/i18n/claimsWords.tsx).
  claims: { en: claimsEn, ar: claimsAr },
  messages: { en: messageCatalog.en, ar: messageCatalogAr },
} as const;

/** The id of each fixed English message of the domain's catalogue (the first, for a repeated text). */
export const ENGLISH_MESSAGE_IDS = new Map<string, string>();
for (const [id, english] of Object.entries(
  flattenCatalog(messageCatalog.namespace, messageCatalog.en),
))
  if (!ENGLISH_MESSAGE_IDS.has(english)) ENGLISH_MESSAGE_IDS.set(english, id);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Money as a page shows it (domain money.ts, spec 9): 'KWD 1,234.50' in English; in Arabic the
 * amount, a no-break space and the dinar's Arabic abbreviation ('1,234.50 د.ك'), a left-to-right
 * mark before a minus.
 */
function moneyOf(language: Language) {
  const amount = '(\u200e?-?\\d{1,3}(?:,\\d{3})*\\.\\d{2})';
  const pattern =
    language === 'ar'
      ? `^${amount}[\u00a0 ]${escapeRegExp(CURRENCY_SYMBOL_AR)}$`
      : `^${CURRENCY_CODE} ${amount}$`;
  return {
    /** '1,234.50' (the amount as English writes it) -> the shown text. */
    kwd: (amount: string) =>
      language === 'ar' ? `${amount}\u00a0${CURRENCY_SYMBOL_AR}` : `${CURRENCY_CODE} ${amount}`,
    /** Any shown amount with 2 decimals. */
    kwdPattern: new RegExp(pattern),
    /** A shown amount in hundredths ('KWD 1,234.50' -> 123450), to check sums without float drift. */
    hundredths: (text: string): number => {
      const match = new RegExp(pattern).exec(text.trim());
      if (!match) throw new Error(`'${text}' is no amount in KWD with 2 decimals`);
      const digits = match[1]!.replace('\u200e', '');
      const negative = digits.startsWith('-');
      const [whole, fraction] = digits.replace('-', '').replaceAll(',', '').split('.');
      return (negative ? -1 : 1) * (Number(whole) * 100 + Number(fraction));
    },
  };
}

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
    /** Words of @courier/ui's components: `w.ui.rate.weight`, `w.ui.cost.vat({ percentage })`. */
    ui: wordsOf(i18n, 'ui', uiEn),
    /** Words of the customer portal's components. */
    portal: wordsOf(i18n, 'portal', portalEn),
    /** Words of the list components the portal borrows from the back office. */
    adminUi: wordsOf(i18n, 'adminUi', adminUiEn),
    /** The site's own words (page titles, form labels, buttons). */
    site: wordsOf(i18n, 'site', { ...siteEn, ...portalPagesEn }),
    /** The bulk upload page's words. */
    bulk: wordsOf(i18n, 'bulk', bulkEn),
    /** The delivery page's COD payment words. */
    receiverPay: wordsOf(i18n, 'receiverPay', receiverPayEn),
    /** The claim section's words. */
    claims: wordsOf(i18n, 'claims', claimsEn),
    /**
     * A message of the catalogue (schemas, spec section 8, the API's answers) in this language,
     * read from the catalogue, not from the server: `w.msg((m) => m.portal.addressDuplicate)`,
     * or a table read in it: `w.msg(() => MESSAGES.loginFailed)`.
     */
    msg: (pick: (m: MessageWords) => string) =>
      inMessagesOf(i18n, () => pick(messageWordsOf(i18n))),
    /**
     * A schema's message given in English (the tables of expected field messages are written so)
     * in this language, by its entry in the English catalogue. Test support only: the product
     * never looks a message up by its English.
     */
    msgOf: (english: string) => {
      const id = ENGLISH_MESSAGE_IDS.get(english);
      if (!id) throw new Error(`'${english}' is no message of the catalogue`);
      return i18n._(id);
    },
    /** The address of a site path in this language: '/faq' -> '/ar/faq' in Arabic. */
    path: (path: string) => pathIn(language, path),
    /** The route of a page's URL, without the language prefix: /ar/faq -> '/faq'. */
    route: (url: URL | string) => routePathOf(new URL(url, 'http://site').pathname),
    /**
     * Whether a URL is this route's page in this language (the Arabic home page is /ar or /ar/):
     * `page.waitForURL((url) => w.isAt(url, '/check-rate'))`.
     */
    isAt: (url: URL, route: string) =>
      languageOfPath(url.pathname) === language && routePathOf(url.pathname) === route,
    /**
     * A code (AWB, phone) inside a sentence as the page writes it: in Arabic in a left-to-right
     * isolate (ui Bidi's ltrText), in English as it is.
     */
    ltr: (code: string) => (language === 'ar' ? ltrText(code) : code),
    /** Content with an Arabic twin as the API answers it in this language (domain `localized`). */
    content: (en: string, ar: string | null | undefined) => localized(en, ar, language),
    /** A country's or service's name as this language's pages show it ('Kuwait' -> 'الكويت'). */
    ref: (english: string) => referenceName(english, language),
    ...moneyOf(language),
  };
}

export type PageWords = ReturnType<typeof build>;

const built = new Map<Language, PageWords>();

/** The words of a language (made once per worker). */
export function wordsIn(language: Language): PageWords {
  let words = built.get(language);
  if (!words) built.set(language, (words = build(language)));
  return words;
}

/** The language of the running test's project (its `language` option; English by default). */
export function languageNow(): Language {
  return (base.info().project.use as { language?: Language }).language ?? 'en';
}

/** The words of the running test's language, for support helpers that take no `w`. */
export const wordsNow = (): PageWords => wordsIn(languageNow());

/**
 * The words of the language a page is in (its URL: /ar/... is Arabic), for support helpers that
 * fill a form wherever a journey opened it.
 */
export const wordsOn = (page: Page): PageWords =>
  wordsIn(languageOfPath(new URL(page.url()).pathname));
