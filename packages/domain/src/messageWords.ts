/**
 * The domain's and the API's messages, read in the language of the moment. A table such as
 * `PAYMENT_MESSAGES` is a group of the catalogue (i18n/en.ts, ar.ts) whose entries are read when
 * used: inside an API request they are written in the request's language (the API sets the source
 * per request, apps/api http/messageLanguage.ts), on a page in the page's language (the ui's
 * LanguageProvider sets it), and in English anywhere else (tests, jobs, scripts). So the API
 * writes each message in the reader's language at the source and nothing translates afterwards.
 */
import type { CatalogSource, Words } from './catalog.ts';
import { i18nOf, wordsOf, type I18n } from './catalogI18n.ts';
import { messageCatalogEn } from './i18n/en.ts';

const NAMESPACE = 'messages';

/** The catalogue as an app loads it (its Arabic tree is a separate chunk). */
export const messageCatalog: CatalogSource<typeof messageCatalogEn> = {
  namespace: NAMESPACE,
  en: messageCatalogEn,
  ar: () => import('./i18n/ar.ts').then((m) => m.messageCatalogAr),
};

export type MessageWords = Words<typeof messageCatalogEn>;

let source: () => I18n | null | undefined = () => null;
let english: I18n | undefined;

/**
 * Where the language of the messages comes from: a function answering the i18n instance of the
 * moment (one holding the 'messages' namespace), or nothing for English. Answers a function that
 * puts English back, unless another source was set since.
 */
export function setMessageLanguageSource(next: () => I18n | null | undefined): () => void {
  source = next;
  return () => {
    if (source === next) source = () => null;
  };
}

/** The i18n instance of the moment (other catalogues read through it too: officeWords.ts). */
export const currentMessageI18n = (): I18n =>
  source() ?? (english ??= i18nOf('en', [{ namespace: NAMESPACE, tree: messageCatalogEn }]));

/** The messages in the language of the moment. */
export function messageWords(): MessageWords {
  return wordsOf(currentMessageI18n(), NAMESPACE, messageCatalogEn);
}

/** The messages in a given i18n instance (an e-mail or a job that knows its reader's language). */
export function messageWordsOf(i18n: I18n): MessageWords {
  return wordsOf(i18n, NAMESPACE, messageCatalogEn);
}

/**
 * One group of the catalogue as a table: each entry is read when it is used, so it is in the
 * language of that moment (never the language of the moment the module was loaded).
 */
export function messageGroup<K extends keyof MessageWords>(group: K): MessageWords[K] {
  const table = {};
  for (const key of Object.keys(messageCatalogEn[group]))
    Object.defineProperty(table, key, {
      enumerable: true,
      get: () => (messageWords()[group] as Record<string, unknown>)[key],
    });
  return table as MessageWords[K];
}

/**
 * Runs `work` with the messages of `i18n`, synchronously (the mock API's handlers answer at
 * once, in the browser too); the source before is put back after.
 */
export function inMessagesOf<T>(i18n: I18n, work: () => T): T {
  const before = source;
  source = () => i18n;
  try {
    return work();
  } finally {
    source = before;
  }
}
