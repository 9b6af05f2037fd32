import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { transformWithOxc, type Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { precompileCatalogs } from './vitePrecompileCatalogs';

const ROOT = resolve(import.meta.dirname, '../../..');
const FOLDERS = ['packages/ui/src/i18n', 'apps/site/src/i18n'];
const CATALOGUE = /^(?:en|ar|[a-z]+(?:En|Ar))\.ts$/;

type Tree = { [key: string]: string | unknown[] | Tree };

/** Every leaf of a catalogue tree by its dotted path. */
function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string' || Array.isArray(value)) out.set(path, value);
    else for (const [p, v] of leaves(value, path)) out.set(p, v);
  }
  return out;
}

/** A module's exported trees, from its plain JavaScript (catalogues import types only). */
async function exportsOf(js: string): Promise<Record<string, Tree>> {
  return (await import(`data:text/javascript,${encodeURIComponent(js)}`)) as Record<string, Tree>;
}

/** The plugin's transform, as the browser build runs it on a file's JavaScript. */
async function precompiled(file: string): Promise<{ before: string; after: string }> {
  const { code: before } = await transformWithOxc(readFileSync(file, 'utf8'), file, {
    lang: 'ts',
  });
  const plugin = precompileCatalogs() as Plugin & {
    transform: (code: string, id: string) => { code: string } | undefined;
  };
  const result = plugin.transform(before, file);
  if (!result) throw new Error(`${file} was not taken for a catalogue`);
  return { before, after: result.code };
}

const files = FOLDERS.flatMap((folder) =>
  readdirSync(resolve(ROOT, folder))
    .filter((name) => CATALOGUE.test(name))
    .map((name) => resolve(ROOT, folder, name)),
);

describe('catalogues compiled at build time', () => {
  it('finds the catalogues of ui and site', () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
  });

  for (const file of files) {
    it(`${file.slice(ROOT.length + 1)}: every message compiles to what the load-time compiler makes`, async () => {
      const { before, after } = await precompiled(file);
      const source = await exportsOf(before);
      const built = await exportsOf(after);
      let withArguments = 0;
      for (const [name, tree] of Object.entries(source)) {
        if (typeof tree !== 'object') continue;
        const builtLeaves = leaves(built[name]!);
        for (const [path, text] of leaves(tree)) {
          const leaf = builtLeaves.get(path);
          // The browser's stand-in compiler wraps a plain string as [text].
          const browserForm = typeof leaf === 'string' ? [leaf] : leaf;
          expect(browserForm, path).toEqual(compileMessage(text as string));
          if (Array.isArray(leaf)) withArguments += 1;
        }
      }
      expect(withArguments).toBeGreaterThan(0);
    });
  }
});
