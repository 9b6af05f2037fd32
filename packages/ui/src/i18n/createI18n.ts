/**
 * The i18n library is Lingui's core (README, "Languages"): ICU MessageFormat with plurals through
 * Intl.PluralRules, a runtime of about 2 KiB. Catalogues are compiled here, once, when they are
 * loaded, so nothing is compiled while a page renders; the site's browser build compiles them at
 * build time instead and replaces the compiler with an identity (vitePrecompileCatalogs.ts), which
 * keeps the ICU parser (about 8 KiB compressed) out of every page.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { INTL_LOCALE, type Language } from '@courier/domain/language';
import { catalogIn, flattenCatalog, type CatalogSource, type CatalogTree } from './catalog';

export type { I18n } from '@lingui/core';

/** The Intl locale of each language (numbers, dates, plurals), kept with the languages. */
export { INTL_LOCALE } from '@courier/domain/language';

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

/** Loads the catalogues of an app in a language (the Arabic trees are separate chunks). */
export async function loadI18n(language: Language, sources: CatalogSource[]): Promise<I18n> {
  const trees = await Promise.all(
    sources.map(async (source) => ({
      namespace: source.namespace,
      tree: await catalogIn(source, language),
    })),
  );
  return i18nOf(language, trees);
}
