import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

const run = promisify(execFile);

/** Test helper: every page of a PDF as a PNG (Poppler's pdftoppm), in page order. */
export async function pdfPagesToPng(pdf: Buffer, dpi = 200): Promise<Buffer[]> {
  const dir = await mkdtemp(join(tmpdir(), 'courier-pdf-'));
  try {
    await writeFile(join(dir, 'doc.pdf'), pdf);
    await run('pdftoppm', ['-png', '-r', String(dpi), join(dir, 'doc.pdf'), join(dir, 'page')]);
    const pages = (await readdir(dir)).filter((f) => f.endsWith('.png')).sort();
    // Awaited here: the finally below removes the folder, and must wait for the reads.
    return await Promise.all(pages.map((f) => readFile(join(dir, f))));
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

/** Test helper: a page image as one grey byte per pixel (0 black, 255 white). */
export async function greyPixels(
  png: Buffer,
): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Test helper: the horizontal runs of ink in a box of a page rendered at dpi, the box and the
 * runs in points. A column belongs to a run when any pixel of it in the box is dark; joined
 * Arabic letters make long runs, loose glyphs short ones.
 */
export function inkRuns(
  page: { data: Buffer; width: number },
  dpi: number,
  box: { x0: number; y0: number; x1: number; y1: number },
): Array<{ from: number; to: number; width: number }> {
  const s = dpi / 72;
  const [x0, x1, y0, y1] = [box.x0, box.x1, box.y0, box.y1].map((v) => Math.round(v * s)) as [
    number,
    number,
    number,
    number,
  ];
  const runs: Array<{ from: number; to: number; width: number }> = [];
  let start = -1;
  for (let x = x0; x <= x1; x++) {
    let ink = false;
    for (let y = y0; y < y1 && !ink && x < x1; y++) ink = page.data[y * page.width + x]! < 128;
    if (ink && start < 0) start = x;
    if (!ink && start >= 0) {
      runs.push({ from: start / s, to: x / s, width: (x - start) / s });
      start = -1;
    }
  }
  return runs;
}
