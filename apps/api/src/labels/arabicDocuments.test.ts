import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { commercialInvoiceOf } from './commercialInvoice.ts';
import {
  decodeBarcodes,
  greyPixels,
  inkRuns,
  pdfPagesToPng,
} from './documentImages.testSupport.ts';
import { arabicFacts, arabicRecord } from './documents.testSupport.ts';
import { pieceLabels } from './pieceLabels.ts';
import { renderCommercialInvoicePdf } from './renderCommercialInvoicePdf.ts';
import { a4Placement, renderPieceLabelsPdf } from './renderPieceLabelsPdf.ts';

const run = promisify(execFile);
const AWB = '70012345012';
const COMPANY = 'Courier Express';
/** The pages these tests render, kept beside the other screenshots, to be looked at. */
const SHOTS = resolve(import.meta.dirname, '../../../../out/screenshots/ar/labels');

async function keep(name: string, png: Buffer): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  await writeFile(join(SHOTS, name), png);
}

/** Poppler's text of a PDF (it maps glyphs back to letters and puts Arabic in logical order). */
async function pdfToText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'courier-pdf-text-'));
  try {
    await writeFile(join(dir, 'doc.pdf'), pdf);
    return (await run('pdftotext', ['-enc', 'UTF-8', join(dir, 'doc.pdf'), '-'])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The embedded Arabic font, subset, both weights as the pages use them. */
function embeddedFonts(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  return [...raw.matchAll(/\/BaseFont \/[A-Z]{6}\+(IBMPlexSansArabic-\w+)/g)].map((m) => m[1]!);
}

type Page = Awaited<ReturnType<typeof greyPixels>>;

/**
 * A line of Arabic in a band of the page (points): ink is there, it ends at the right edge
 * (a line that starts in Arabic sits right), it starts right of `startsAfter`, and its longest
 * run of ink is at least `joined` points wide: shaped Arabic joins its letters into long runs,
 * where unshaped letters would stand apart.
 */
function expectArabicLine(
  page: Page,
  dpi: number,
  band: { x0: number; x1: number; y0: number; y1: number },
  expected: { startsAfter: number; joined: number },
): void {
  const runs = inkRuns(page, dpi, band);
  expect(runs.length).toBeGreaterThan(1);
  expect(runs[0]!.from).toBeGreaterThan(expected.startsAfter);
  expect(runs.at(-1)!.to).toBeGreaterThan(band.x1 - 4);
  expect(Math.max(...runs.map((r) => r.width))).toBeGreaterThanOrEqual(expected.joined);
}

/** Where the receiver's lines of a label drawn at (x, y, scale) are, in page points. */
function receiverBands(at: { x: number; y: number; scale: number }) {
  // Label coordinates (drawPieceLabel): name 12 pt at y 147, first address line 9 pt at 172,
  // city 11 pt at 194; each band holds the letters' bodies and baseline, inside the box's
  // right edge (280).
  const box = (x0: number, y0: number, y1: number) => ({
    x0: at.x + x0 * at.scale,
    x1: at.x + 280 * at.scale,
    y0: at.y + y0 * at.scale,
    y1: at.y + y1 * at.scale,
  });
  return {
    name: box(8, 150, 157),
    address: box(8, 174, 179),
    city: box(8, 196, 202),
    phone: box(8, 222, 229),
  };
}

describe('documents with an Arabic receiver', () => {
  it('4x6: the Arabic name and address are drawn shaped, right to left, against the right edge', async () => {
    const pdf = await renderPieceLabelsPdf(
      pieceLabels(arabicRecord(1), AWB, arabicFacts),
      '4x6',
      COMPANY,
    );
    expect(new Set(embeddedFonts(pdf))).toEqual(
      new Set(['IBMPlexSansArabic-Bold', 'IBMPlexSansArabic-Regular']),
    );

    const dpi = 200;
    const [png] = await pdfPagesToPng(pdf, dpi);
    await keep('label-4x6.png', png!);
    const page = await greyPixels(png!);
    const bands = receiverBands({ x: 0, y: 0, scale: 1 });
    expectArabicLine(page, dpi, bands.name, { startsAfter: 144, joined: 18 }); // 1.5 em of 12 pt
    expectArabicLine(page, dpi, bands.address, { startsAfter: 100, joined: 13.5 }); // 1.5 em of 9
    expectArabicLine(page, dpi, bands.city, { startsAfter: 144, joined: 8 });
    // The phone number stays a Latin line, left to right from the left edge.
    expect(inkRuns(page, dpi, bands.phone)[0]!.from).toBeLessThan(12);

    // The AWB and piece barcodes are untouched by the Arabic.
    const found = (await decodeBarcodes(png!)).map((b) => b.text);
    expect(found).toEqual(expect.arrayContaining([AWB, `${AWB}001`]));

    // Poppler reads the Arabic back in logical order, and the Latin lines as before. (Inside a
    // two-letter ligature such as شر or بي it swaps the pair: it reverses right-to-left text
    // character by character, a glyph's several letters too; and it may see a space in a wide
    // gap between letters. The words below have neither.)
    const text = await pdfToText(pdf);
    for (const words of ['محمد عبدالله', 'شارع الخليج', 'الكويت', 'قطعة', 'الخليج للتجارة']) {
      expect(text).toContain(words);
    }
    expect(text).toContain('Tel +966112345678');
    expect(text).toContain(`AWB ${AWB}`);
  }, 60_000);

  it('A4: every sheet carries its piece label with the Arabic receiver, scaled to the sheet', async () => {
    const pdf = await renderPieceLabelsPdf(
      pieceLabels(arabicRecord(2), AWB, arabicFacts),
      'A4',
      COMPANY,
    );
    const dpi = 100;
    const pages = await pdfPagesToPng(pdf, dpi);
    expect(pages).toHaveLength(2);
    await keep('labels-a4-sheet.png', pages[0]!);
    const at = a4Placement();
    for (const png of pages) {
      const page = await greyPixels(png);
      const bands = receiverBands(at);
      const mid = at.x + 144 * at.scale;
      expectArabicLine(page, dpi, bands.name, { startsAfter: mid, joined: 18 * at.scale });
      expectArabicLine(page, dpi, bands.address, {
        startsAfter: at.x + 100 * at.scale,
        joined: 13.5 * at.scale,
      });
    }
  }, 60_000);

  it('commercial invoice: the receiver box and the goods line carry the Arabic, shaped and right-aligned', async () => {
    const pdf = await renderCommercialInvoicePdf(
      commercialInvoiceOf(arabicRecord(2), AWB, arabicFacts),
      COMPANY,
    );
    expect(embeddedFonts(pdf)).toContain('IBMPlexSansArabic-Bold');
    const dpi = 150;
    const [png] = await pdfPagesToPng(pdf, dpi);
    await keep('commercial-invoice.png', png!);
    const page = await greyPixels(png!);
    // The receiver box spans x 303.6-555.3 (text inside 6 pt each side); the name is the first
    // line under the box's title (10 pt bold, baseline near y 177).
    expectArabicLine(
      page,
      dpi,
      { x0: 309.6, x1: 549.3, y0: 172, y1: 177 },
      { startsAfter: 430, joined: 15 },
    );
    const text = await pdfToText(pdf);
    expect(text).toContain('محمد عبدالله');
    expect(text).toContain('مقاسات مختلفة');
    expect(text).toContain('Cotton shirts');
  }, 60_000);
});
