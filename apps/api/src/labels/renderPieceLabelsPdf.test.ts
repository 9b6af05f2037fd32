import { describe, expect, it } from 'vitest';
import { decodeBarcodes, greyPixels, pdfPagesToPng } from './documentImages.testSupport.ts';
import { mumbaiFacts, mumbaiRecord } from './documents.testSupport.ts';
import { pdfText } from './pdfText.testSupport.ts';
import { pieceLabels } from './pieceLabels.ts';
import { renderPieceLabelsPdf } from './renderPieceLabelsPdf.ts';

const AWB = '70012345012';

function mediaBoxes(pdf: Buffer): string[] {
  return [...pdf.toString('latin1').matchAll(/\/MediaBox \[([^\]]+)\]/g)].map((m) => m[1]!.trim());
}

/** The box around every dark pixel of a page, in pixels. */
function inkBox(page: { data: Buffer; width: number; height: number }) {
  let [x0, y0, x1, y1] = [page.width, page.height, -1, -1];
  for (let y = 0; y < page.height; y++) {
    for (let x = 0; x < page.width; x++) {
      if (page.data[y * page.width + x]! >= 128) continue;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
    }
  }
  return { width: x1 - x0 + 1, height: y1 - y0 + 1 };
}

describe('renderPieceLabelsPdf', () => {
  it('prints one 4x6 page per piece whose barcodes decode to the AWB, piece id and 2D data', async () => {
    const labels = pieceLabels(mumbaiRecord(2), AWB, mumbaiFacts);
    const pdf = await renderPieceLabelsPdf(labels, '4x6', 'Courier Express');
    expect(mediaBoxes(pdf)).toEqual(['0 0 288 432', '0 0 288 432']);
    const text = pdfText(pdf);
    expect(text).toContain('BOM');
    expect(text).toContain('Express Parcel');
    expect(text).toContain('1 of 2');
    expect(text).toContain('2 of 2');
    expect(text).toContain('CASH ON COLLECTION');
    expect(text).not.toContain('Service: 2');
    // What a hub and a driver need beyond the weights: chargeable weight, the box's sides and
    // the receiver's mobile (before, only the landline).
    expect(text).toContain('Chargeable 4.80 kg');
    expect(text).toContain('40 x 30 x 20 cm');
    expect(text).toContain('10 x 10 x 10 cm');
    expect(text).toContain('Mobile +447700900123   Tel +912226401234');

    const pages = await pdfPagesToPng(pdf, 200);
    expect(pages).toHaveLength(2);
    for (const [i, page] of pages.entries()) {
      const found = await decodeBarcodes(page);
      const texts = found.map((b) => `${b.format}:${b.text}`).sort();
      const n = String(i + 1).padStart(3, '0');
      expect(texts).toEqual(
        [
          `Code128:${AWB}`,
          `Code128:${AWB}${n}`,
          `DataMatrix:${AWB}|${n}/002|BOM|${(2 + i).toFixed(2)}KG`,
        ].sort(),
      );
    }
  }, 60_000);

  it('fills each A4 sheet with one piece label: 3 pieces make 3 sheets, every barcode readable', async () => {
    const labels = pieceLabels(mumbaiRecord(3), AWB, mumbaiFacts);
    const pdf = await renderPieceLabelsPdf(labels, 'A4', 'Courier Express');
    expect(mediaBoxes(pdf)).toEqual(Array(3).fill('0 0 595.28 841.89'));
    const dpi = 100;
    const pages = await pdfPagesToPng(pdf, dpi);
    expect(pages).toHaveLength(3);
    for (const [i, png] of pages.entries()) {
      const codes = (await decodeBarcodes(png)).map((b) => b.text);
      expect(codes).toEqual(expect.arrayContaining([AWB, `${AWB}00${i + 1}`]));
      // The label's frame spans the sheet but for the printer's margin: no empty quarters.
      const ink = inkBox(await greyPixels(png));
      expect(ink.width / (595.28 * (dpi / 72))).toBeGreaterThan(0.85);
      expect(ink.height / (841.89 * (dpi / 72))).toBeGreaterThan(0.85);
    }
  }, 60_000);

  it('prints the cash on delivery to collect, exact to the fils, in place of cash on collection', async () => {
    const labels = pieceLabels({ ...mumbaiRecord(1), cod_amount_fils: 12_345 }, AWB, mumbaiFacts);
    const text = pdfText(await renderPieceLabelsPdf(labels, '4x6', 'Courier Express'));
    expect(text).toContain('CASH ON DELIVERY');
    expect(text).toContain('Collect KWD 12.345');
    expect(text).not.toContain('CASH ON COLLECTION');
  }, 60_000);

  it('refuses an empty list and an unknown layout', async () => {
    await expect(renderPieceLabelsPdf([], '4x6', 'C')).rejects.toThrow('No pieces');
    const labels = pieceLabels(mumbaiRecord(1), AWB, mumbaiFacts);
    // @ts-expect-error a layout the API never passes
    await expect(renderPieceLabelsPdf(labels, 'A5', 'C')).rejects.toThrow("'A4' or '4x6'");
  });
});
