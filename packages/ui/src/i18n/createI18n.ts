/**
 * Loading an app's catalogues. The compiling instance (`i18nOf`, Lingui's core) lives in
 * @courier/domain/catalogI18n, shared with the domain's own messages (docs/i18n.md).
 */
import type { Language } from '@courier/domain/language';
import { i18nOf, type I18n } from '@courier/domain/catalogI18n';
import { catalogIn, type CatalogSource } from './catalog';

export { i18nOf, type I18n } from '@courier/domain/catalogI18n';

/** The Intl locale of each language (numbers, dates, plurals), kept with the languages. */
export { INTL_LOCALE } from '@courier/domain/language';

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
