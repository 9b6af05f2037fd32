import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { i18nOf, type I18n } from '@courier/domain/catalogI18n';
import { claimsCatalog, type ClaimWords } from '@courier/domain/claimWords';
import { wordsOf } from '@courier/domain/catalogI18n';
import { claimsCatalogAr } from '@courier/domain/i18n/claimsAr';
import { officeCatalog } from '@courier/domain/officeWords';
import { messageCatalogAr } from '@courier/domain/i18n/ar';
import { officeCatalogAr } from '@courier/domain/i18n/officeAr';
import type { Language } from '@courier/domain/language';
import {
  messageCatalog,
  messageWordsOf,
  setMessageLanguageSource,
  type MessageWords,
} from '@courier/domain/messageWords';
import { requestLanguage } from './requestLanguage.ts';

/** The messages and the back office's own words, compiled once per language at start. */
const INSTANCES: Record<Language, I18n> = {
  en: i18nOf('en', [
    { namespace: messageCatalog.namespace, tree: messageCatalog.en },
    { namespace: officeCatalog.namespace, tree: officeCatalog.en },
    { namespace: claimsCatalog.namespace, tree: claimsCatalog.en },
  ]),
  ar: i18nOf('ar', [
    { namespace: messageCatalog.namespace, tree: messageCatalogAr },
    { namespace: officeCatalog.namespace, tree: officeCatalogAr },
    { namespace: claimsCatalog.namespace, tree: claimsCatalogAr },
  ]),
};

const current = new AsyncLocalStorage<I18n>();
setMessageLanguageSource(() => current.getStore());

/** The claims' words in a language (docs/claims.md). */
const CLAIM_WORDS: Partial<Record<Language, ClaimWords>> = {};
export const claimWordsIn = (language: Language): ClaimWords =>
  (CLAIM_WORDS[language] ??= wordsOf(
    INSTANCES[language],
    claimsCatalog.namespace,
    claimsCatalog.en,
  ));

/** The messages in a language (an answer cached per language, a stored remark read back). */
export const messageWordsIn = (language: Language): MessageWords =>
  messageWordsOf(INSTANCES[language]);

/** Runs `work` with the messages in `language` (a job or an e-mail that knows its reader). */
export function inMessageLanguage<T>(language: Language, work: () => T): T {
  return current.run(INSTANCES[language], work);
}

/**
 * Every request runs with the messages in its language (the `lang` cookie, then Accept-Language,
 * then English: requestLanguage.ts), so a handler, a use case or a schema that writes a message
 * of the catalogue (@courier/domain/messageWords) writes it in the reader's language, and an
 * English request gets exactly the spec's words. Registered first, so every later hook, the body
 * parser and the handler run inside it.
 */
export function registerMessageLanguage(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    current.run(INSTANCES[requestLanguage(request)], done);
  });
}
