import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

const run = promisify(execFile);

/** Test helper: every page of a PDF as a PNG (Poppler's pdftoppm), in page order. */
export async function pdfPagesToPng(pdf: Buffer, dpi = 200): Promise<Buffer[]> {
  const dir = await mkdtemp(join(tmpdir(), 'courier-pdf-'));
  try {
    await writeFile(join(dir, 'doc.pdf'), pdf);
    await run('pdftoppm', ['-png', '-r', String(dpi), join(dir, 'doc.pdf'), join(dir, 'page')]);
    const pages = (await readdir(dir)).filter((f) => f.endsWith('.png')).sort();
    return Promise.all(pages.map((f) => readFile(join(dir, f))));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

let ready: Promise<unknown> | undefined;
/** The reader's WASM from the installed package: no network, works offline. */
function prepare(): Promise<unknown> {
  ready ??= (async () => {
    const require = createRequire(import.meta.url);
    const wasm = await readFile(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
    const wasmBinary = wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength);
    return prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  })();
  return ready;
}

/** Test helper: every barcode zxing finds in a PNG, as format and text. */
export async function decodeBarcodes(
  png: Buffer,
): Promise<Array<{ format: string; text: string }>> {
  await prepare();
  const found = await readBarcodes(new Uint8Array(png), {
    formats: ['Code128', 'DataMatrix', 'PDF417'],
    maxNumberOfSymbols: 32,
    tryHarder: true,
  });
  return found.map((b) => ({ format: b.format, text: b.text }));
}
