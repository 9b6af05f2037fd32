/**
 * Catalogues of words. A catalogue is a tree of groups whose leaves are ICU
 * MessageFormat strings ('Step {current} of {total}', '{count, plural, one {# item} other {# items}}').
 * The English tree is written `as const` and is the source of the type: the Arabic tree is a
 * `CatalogOf<typeof en>`, so a missing or extra Arabic key fails the typecheck, and
 * `checkCatalogs` (catalogCoverage.ts) fails `pnpm test` when an Arabic value is empty, has other
 * arguments than the English one, or a key is used nowhere.
 */
import type { Language } from './language.ts';

export interface CatalogTree {
  readonly [key: string]: string | CatalogTree;
}

/** The shape of a translation of `T`: the same keys, any strings. */
export type CatalogOf<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : CatalogOf<T[K]>;
};

/** The values of a message's arguments. */
export type MessageValues = Record<string, string | number | Date>;

/**
 * How a catalogue reads in code: a leaf without arguments is a string, a leaf with arguments is a
 * function of their values (decided on the English text; the Arabic one must have the same).
 */
export type Words<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? T[K] extends `${string}{${string}`
      ? (values: MessageValues) => string
      : string
    : Words<T[K]>;
};

/**
 * One package's catalogue: its namespace (the first segment of every message id), the English
 * tree (bundled: it is the fallback and the type) and the Arabic one, loaded only when needed so
 * an English page does not carry Arabic words.
 */
export interface CatalogSource<T extends CatalogTree = CatalogTree> {
  namespace: string;
  en: T;
  ar: () => Promise<CatalogOf<T>>;
}

/**
 * Whether a node of a tree is a message. In source a message is its ICU text; in the site's
 * browser build a text with arguments arrives already compiled into Lingui's tokens, an array
 * (apps/site/scripts/vitePrecompileCatalogs.ts), so the browser carries no ICU compiler.
 */
export function isMessage(value: unknown): value is string {
  return typeof value === 'string' || Array.isArray(value);
}

/** The message ids of a tree, `namespace.group.key`, with their text. */
export function flattenCatalog(namespace: string, tree: CatalogTree): Record<string, string> {
  const flat: Record<string, string> = {};
  const walk = (node: CatalogTree, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const id = `${prefix}.${key}`;
      if (isMessage(value)) flat[id] = value;
      else walk(value, id);
    }
  };
  walk(tree, namespace);
  return flat;
}

/** The tree of a source in one language. */
export async function catalogIn<T extends CatalogTree>(
  source: CatalogSource<T>,
  language: Language,
): Promise<CatalogTree> {
  return language === 'ar' ? ((await source.ar()) as CatalogTree) : source.en;
}
