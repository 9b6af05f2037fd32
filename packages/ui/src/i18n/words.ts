/**
 * Typed access to a catalogue: `const w = useUiWords(); w.common.submit; w.common.stepOf({ current,
 * total })`. Each package makes its hook once with `wordsHook(namespace, en)`.
 */
import { useI18nInstance } from './LanguageProvider';
import { i18nOf, type I18n } from './createI18n';
import { isMessage, type CatalogTree, type MessageValues, type Words } from './catalog';

const built = new WeakMap<I18n, Map<string, unknown>>();

/**
 * The words of one namespace read through `i18n`; an id the instance does not hold (an app that
 * did not load this catalogue) reads from the English tree, so nothing shows a bare id.
 */
export function wordsOf<T extends CatalogTree>(i18n: I18n, namespace: string, en: T): Words<T> {
  let byNamespace = built.get(i18n);
  if (!byNamespace) built.set(i18n, (byNamespace = new Map()));
  const cached = byNamespace.get(namespace);
  if (cached) return cached as Words<T>;
  let english: I18n | undefined;
  const format = (id: string, values?: MessageValues): string => {
    if (i18n.messages[id] !== undefined) return i18n._(id, values);
    english ??= i18nOf('en', [{ namespace, tree: en }]);
    return english._(id, values);
  };
  const build = (tree: CatalogTree, prefix: string): Record<string, unknown> => {
    const node: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(tree)) {
      const id = `${prefix}.${key}`;
      if (!isMessage(value)) node[key] = build(value, id);
      // A precompiled message (not a string) is one with arguments: only those are compiled.
      else if (typeof value !== 'string' || value.includes('{'))
        node[key] = (values: MessageValues) => format(id, values);
      else {
        let text: string | undefined;
        Object.defineProperty(node, key, { enumerable: true, get: () => (text ??= format(id)) });
      }
    }
    return node;
  };
  const words = build(en, namespace) as Words<T>;
  byNamespace.set(namespace, words);
  return words;
}

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
