import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/**
 * The phone app's first load, read from the production build (apps/courier/dist): the scripts
 * index.html names (its entry and the chunks it preloads), brotli-compressed as served. A courier
 * opens the app on a phone network, often at a doorstep; the scanner (zxing-wasm and its
 * WebAssembly) and the Arabic words load only when used.
 */
const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
const KIB = 1024;
/**
 * KiB of brotli JavaScript: what the first load needs today (143.9 KiB, 2026-11-29) plus about
 * 3 %, so growth fails the test. Most of it is react-dom, react-aria-components, zod (the server's own schemas check the
 * forms offline) and the domain's message catalogue.
 */
const BUDGET_KIB = 148;

function firstLoadScripts(): string[] {
  const path = `${DIST}index.html`;
  if (!existsSync(path)) throw new Error(`run \`pnpm build\` first: ${path} is missing`);
  const html = readFileSync(path, 'utf8');
  return [...html.matchAll(/(?:src|href)="\/courier\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
}

describe('the courier app first load', () => {
  it(`stays within ${BUDGET_KIB} KiB of brotli JavaScript`, () => {
    const files = firstLoadScripts();
    expect(files.length).toBeGreaterThan(0);
    const bytes = files.reduce(
      (sum, file) => sum + brotliCompressSync(readFileSync(`${DIST}${file}`)).length,
      0,
    );
    console.log(
      `courier first load: ${(bytes / KIB).toFixed(1)} KiB brotli in ${files.length} files`,
    );
    expect(bytes / KIB).toBeLessThanOrEqual(BUDGET_KIB);
  });

  it('leaves the barcode decoder out of the first load', () => {
    const first = firstLoadScripts()
      .map((file) => readFileSync(`${DIST}${file}`, 'utf8'))
      .join('\n');
    expect(first).not.toMatch(/zxing_reader|readBarcodes/);
  });
});
