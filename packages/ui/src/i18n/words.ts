/**
 * Typed access to a catalogue: `const w = useUiWords(); w.common.submit; w.common.stepOf({ current,
 * total })`. Each package makes its hook once with `wordsHook(namespace, en)`.
 */
import { wordsOf } from '@courier/domain/catalogI18n';
import { useI18nInstance } from './LanguageProvider';
import { i18nOf, type I18n } from './createI18n';
import type { CatalogTree, Words } from './catalog';

export { wordsOf } from '@courier/domain/catalogI18n';

/**
 * A hook reading one namespace in the page's language. Outside a LanguageProvider it reads
 * English (one instance per namespace, made on first use).
 */
export function wordsHook<T extends CatalogTree>(namespace: string, en: T): () => Words<T> {
  let englishOnly: I18n | undefined;
  return function useWords(): Words<T> {
    const i18n = useI18nInstance() ?? (englishOnly ??= i18nOf('en', [{ namespace, tree: en }]));
    return wordsOf(i18n, namespace, en);
  };
}
