/**
 * The domain's messages (namespace 'messages', @courier/domain i18n/en.ts and ar.ts) read while
 * rendering, in the page's language: `const m = useMessageWords(); m.note.sunday`. The apps load
 * the catalogue with their own (messageCatalog in their list of CatalogSources).
 */
import { messageCatalog } from '@courier/domain/messageWords';
import { wordsHook } from './words';

export const useMessageWords = wordsHook(messageCatalog.namespace, messageCatalog.en);
