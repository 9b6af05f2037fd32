import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { parseAst, type Plugin } from 'vite';

/**
 * The word catalogues (packages/ui/src/i18n, apps/site/src/i18n): `en.ts`, `ar.ts` and
 * `<namespace>En.ts` / `<namespace>Ar.ts` under a `src/i18n/` folder (catalog.ts says so too).
 */
const CATALOGUE = /[\\/]src[\\/]i18n[\\/](?:en|ar|[a-z][A-Za-z]*(?:En|Ar))\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** Every node of an ESTree, depth first. */
function* nodes(node: unknown): Generator<Node> {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) yield* nodes(child);
    return;
  }
  const n = node as Node;
  if (typeof n.type === 'string') yield n;
  for (const [key, value] of Object.entries(n)) if (key !== 'type') yield* nodes(value);
}

/** The text of a message leaf (a property's string value), or undefined. */
function leafText(value: Node): string | undefined {
  if (value.type === 'Literal' && typeof value.value === 'string') return value.value;
  const quasis = value.quasis as { value: { cooked: string } }[] | undefined;
  if (value.type === 'TemplateLiteral' && quasis?.length === 1) return quasis[0]!.value.cooked;
  return undefined;
}

/**
 * Compiles the catalogues' ICU messages into Lingui's tokens at build time, in the site's browser
 * build only (the server render and the tests compile them when they load, as before). A message
 * with arguments or plurals becomes its token array; a message with escapes becomes the plain
 * text they mean; plain text stays as it is. The compiler itself (an ICU parser with its lexer, about 8 KiB compressed,
 * in front of every page) is then replaced by `precompiledMessage.ts`, which passes compiled
 * messages through and fails loudly on a text that still needs compiling.
 */
export function precompileCatalogs(): Plugin {
  let compiled = 0;
  return {
    name: 'courier:precompile-catalogs',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@lingui\/message-utils\/compileMessage$/,
            replacement: fileURLToPath(new URL('./precompiledMessage.ts', import.meta.url)),
          },
        ],
      },
    }),
    transform(code, id) {
      if (!CATALOGUE.test(id.split('?')[0]!)) return undefined;
      const edits: { start: number; end: number; text: string }[] = [];
      for (const node of nodes(parseAst(code))) {
        if (node.type !== 'Property') continue;
        const value = node.value as Node;
        const text = leafText(value);
        if (text === undefined) continue;
        const tokens = compileMessage(text);
        // Plain text compiles to [text]: it stays a string, and the browser's stand-in compiler
        // wraps it the same way. Text with escapes ('') becomes the plain text they mean.
        const plain = tokens.length === 1 && typeof tokens[0] === 'string' ? tokens[0] : undefined;
        if (plain === text) continue;
        const replacement = plain ?? tokens;
        edits.push({ start: value.start, end: value.end, text: JSON.stringify(replacement) });
      }
      let out = code;
      for (const edit of edits.sort((a, b) => b.start - a.start)) {
        out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
      }
      compiled += edits.length;
      return { code: out, map: null };
    },
    buildEnd() {
      // A renamed catalogue would silently keep its ICU texts: the browser would then fail on
      // them (precompiledMessage.ts), so a build that compiled nothing is wrong.
      if (compiled === 0) this.error('precompileCatalogs: no catalogue message was compiled');
    },
  };
}
