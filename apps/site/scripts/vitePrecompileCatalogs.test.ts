import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { parseAst, transformWithOxc, type Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { precompileCatalogs } from './vitePrecompileCatalogs';

const ROOT = resolve(import.meta.dirname, '../../..');
const FOLDERS = ['packages/ui/src/i18n', 'apps/site/src/i18n'];
const CATALOGUE = /^(?:en|ar|[a-z][A-Za-z]*(?:En|Ar))\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/**
 * The message leaves written in a catalogue's JavaScript by their dotted path: the text of a
 * string, or the tokens of a compiled one (JSON, as the plugin writes it). Read from the syntax,
 * not run: a catalogue may spread words from another module (the portal's status words), which
 * are not its own leaves.
 */
function leaves(code: string): Map<string, unknown> {
  const out = new Map<string, unknown>();
  const walk = (object: Node, prefix: string) => {
    for (const property of object.properties as Node[]) {
      if (property.type !== 'Property') continue;
      const key = property.key as Node & { name?: string; value?: unknown };
      const path = `${prefix}.${String(key.name ?? key.value)}`;
      const value = property.value as Node & { value?: unknown; quasis?: unknown[] };
      if (value.type === 'ObjectExpression') walk(value, path);
      else if (value.type === 'Literal' && typeof value.value === 'string')
        out.set(path, value.value);
      else if (value.type === 'TemplateLiteral' && value.quasis?.length === 1)
        out.set(path, (value.quasis[0] as { value: { cooked: string } }).value.cooked);
      else if (value.type === 'ArrayExpression')
        out.set(path, JSON.parse(code.slice(value.start, value.end)));
    }
  };
  for (const statement of parseAst(code).body as unknown as Node[]) {
    const declaration = statement.declaration as Node | undefined;
    if (statement.type !== 'ExportNamedDeclaration' || declaration?.type !== 'VariableDeclaration')
      continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node;
      if (init?.type === 'ObjectExpression') walk(init, (declarator.id as { name: string }).name);
    }
  }
  return out;
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
      const built = leaves(after);
      let withArguments = 0;
      for (const [path, text] of leaves(before)) {
        const leaf = built.get(path);
        // The browser's stand-in compiler wraps a plain string as [text].
        const browserForm = typeof leaf === 'string' ? [leaf] : leaf;
        expect(browserForm, path).toEqual(compileMessage(text as string));
        if (Array.isArray(leaf)) withArguments += 1;
      }
      expect(withArguments).toBeGreaterThan(0);
    });
  }
});
