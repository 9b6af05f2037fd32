import { describe, expect, it } from 'vitest';
import { decodeBarcodes, pdfPagesToPng } from './documentImages.testSupport.ts';
import { mumbaiFacts, mumbaiRecord } from './documents.testSupport.ts';
import { pdfText } from './pdfText.testSupport.ts';
import { pieceLabels } from './pieceLabels.ts';
import { renderPieceLabelsPdf } from './renderPieceLabelsPdf.ts';

const AWB = '70012345012';

function mediaBoxes(pdf: Buffer): string[] {
  return [...pdf.toString('latin1').matchAll(/\/MediaBox \[([^\]]+)\]/g)].map((m) => m[1]!.trim());
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

  it('puts four labels on each A4 sheet: 5 pieces make 2 sheets, every piece barcode readable', async () => {
    const labels = pieceLabels(mumbaiRecord(5), AWB, mumbaiFacts);
    const pdf = await renderPieceLabelsPdf(labels, 'A4', 'Courier Express');
    expect(mediaBoxes(pdf)).toEqual(['0 0 595.28 841.89', '0 0 595.28 841.89']);
    const pages = await pdfPagesToPng(pdf, 250);
    expect(pages).toHaveLength(2);
    const ids = new Set<string>();
    for (const page of pages) {
      for (const b of await decodeBarcodes(page)) if (b.format === 'Code128') ids.add(b.text);
    }
    expect([...ids].sort()).toEqual(
      [AWB, ...[1, 2, 3, 4, 5].map((n) => `${AWB}${String(n).padStart(3, '0')}`)].sort(),
    );
  }, 60_000);

  it('refuses an empty list and an unknown layout', async () => {
    await expect(renderPieceLabelsPdf([], '4x6', 'C')).rejects.toThrow('No pieces');
    const labels = pieceLabels(mumbaiRecord(1), AWB, mumbaiFacts);
    // @ts-expect-error a layout the API never passes
    await expect(renderPieceLabelsPdf(labels, 'A5', 'C')).rejects.toThrow("'A4' or '4x6'");
  });
});
