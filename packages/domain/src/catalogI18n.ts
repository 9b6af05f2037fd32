/**
 * The i18n library is Lingui's core (docs/i18n.md): ICU MessageFormat with plurals through
 * Intl.PluralRules, a runtime of about 2 KiB. Catalogues are compiled here, once, when they are
 * loaded, so nothing is compiled while a page renders; the site's browser build compiles them at
 * build time instead and replaces the compiler with an identity (vitePrecompileCatalogs.ts), which
 * keeps the ICU parser (about 8 KiB compressed) out of every page. It lives in the domain so the
 * domain's own messages (i18n/en.ts, ar.ts) read through the same mechanism as the ui's words.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { INTL_LOCALE, type Language } from './language.ts';
import {
  flattenCatalog,
  isMessage,
  type CatalogTree,
  type MessageValues,
  type Words,
} from './catalog.ts';

export type { I18n } from '@lingui/core';

/** Compiles a flat catalogue once into Lingui's tokens (so no compiler is needed later). */
function compileAll(flat: Record<string, string>): Messages {
  const compiled: Messages = {};
  for (const [id, text] of Object.entries(flat)) {
    // A message precompiled at build time is an array already (catalog.ts, isMessage).
    compiled[id] = typeof text === 'string' ? compileMessage(text) : text;
  }
  return compiled;
}

/** An i18n instance holding the given trees, active in `language`. */
export function i18nOf(
  language: Language,
  trees: { namespace: string; tree: CatalogTree }[],
): I18n {
  const flat: Record<string, string> = {};
  for (const { namespace, tree } of trees) Object.assign(flat, flattenCatalog(namespace, tree));
  const i18n = setupI18n();
  i18n.load(language, compileAll(flat));
  i18n.activate(language, [INTL_LOCALE[language]]);
  return i18n;
}

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
