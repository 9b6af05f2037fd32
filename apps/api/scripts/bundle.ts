import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

/**
 * `pnpm --filter @courier/api build`: the server (src/main.ts) and the workspace packages it
 * imports as one ES module, dist/main.js, that plain `node` runs. `pnpm start` runs it so that a
 * start does not compile a few hundred TypeScript modules through tsx's hooks.
 *
 * Every npm package stays an import (argon2 and sharp load native code, PGlite its wasm, pdfkit
 * its fonts, pg-boss its SQL): node loads them from apps/api/node_modules as with tsx. A
 * module's `import.meta.url` becomes its own source file's URL, worked out from the bundle's, so
 * paths relative to a source file (the migrations, the site's and the back office's builds, the
 * fonts) stay right wherever the repository lies.
 */

const apiDir = fileURLToPath(new URL('..', import.meta.url));
export const BUNDLE = join(apiDir, 'dist', 'main.js');

/**
 * npm packages stay imports; the workspace's own (@courier/*, TypeScript sources) are bundled, and
 * so are JSON files (esbuild would drop an external import's `with { type: 'json' }`).
 */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@courier/') || args.path.endsWith('.json')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

/** `import.meta.url` of a source file -> the same URL, relative to the bundle. */
const sourceFileUrls = (outfile: string): Plugin => ({
  name: 'source-file-urls',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = relative(dirname(outfile), args.path).split(sep).join('/');
      const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return {
        contents: source.replaceAll('import.meta.url', url),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
});

/**
 * Writes the bundle to outfile; throws when it imports an npm package that apps/api does not
 * depend on (the bundle imports it from apps/api).
 */
export async function bundleServer(outfile = BUNDLE): Promise<void> {
  const result = await build({
    entryPoints: [join(apiDir, 'src', 'main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    plugins: [externalPackages, sourceFileUrls(outfile)],
  });
  const missing = new Set<string>();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const imported of output.imports) {
      if (!imported.external || isBuiltin(imported.path)) continue;
      const parts = imported.path.split('/');
      const name = parts.slice(0, imported.path.startsWith('@') ? 2 : 1).join('/');
      const found = [apiDir, join(apiDir, '..', '..')].some((dir) =>
        existsSync(join(dir, 'node_modules', name)),
      );
      if (!found) missing.add(name);
    }
  }
  if (missing.size > 0) {
    throw new Error(
      `The server bundle imports packages apps/api lacks: ${[...missing].join(', ')}`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = Date.now();
  await bundleServer();
  console.log(`dist/main.js built in ${Date.now() - started} ms`);
}
