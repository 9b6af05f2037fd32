import { i18nOf, type I18n } from '@courier/domain/catalogI18n';
import { messageCatalogAr } from '@courier/domain/i18n/ar';
import type { Language } from '@courier/domain/language';
import {
  inMessagesOf,
  messageCatalog,
  messageWordsOf,
  type MessageWords,
} from '@courier/domain/messageWords';

/** The messages in each language, compiled when first asked (as the API's, once). */
const instances: Partial<Record<Language, I18n>> = {};
const instanceOf = (language: Language): I18n =>
  (instances[language] ??= i18nOf(language, [
    {
      namespace: messageCatalog.namespace,
      tree: language === 'ar' ? messageCatalogAr : messageCatalog.en,
    },
  ]));

/** Runs a handler with the messages in the request's language, as the API does per request. */
export const answerIn = <T>(language: Language, work: () => T): T =>
  inMessagesOf(instanceOf(language), work);

/** The messages in a language (a tracking answer's remarks). */
export const messageWordsIn = (language: Language): MessageWords =>
  messageWordsOf(instanceOf(language));
