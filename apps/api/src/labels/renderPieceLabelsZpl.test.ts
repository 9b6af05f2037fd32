import { describe, expect, it } from 'vitest';
import { zplToBase64MultipleAsync } from 'zpl-renderer-js';
import { decodeBarcodes } from './documentImages.testSupport.ts';
import { mumbaiFacts, mumbaiRecord } from './documents.testSupport.ts';
import { pieceLabels } from './pieceLabels.ts';
import { renderPieceLabelsZpl, ZPL_HEIGHT, ZPL_WIDTH } from './renderPieceLabelsZpl.ts';

const AWB = '70012345012';

interface ZplField {
  x: number;
  y: number;
  kind: 'text' | 'code128' | 'datamatrix' | 'box';
  data: string;
}

/** Test helper: the ^FO ... ^FS fields of one label, with ^FH hex escapes decoded. */
function zplFields(label: string): ZplField[] {
  return [...label.matchAll(/\^FO(\d+),(\d+)(.*?)\^FS/gs)].map((m) => {
    const body = m[3]!;
    const raw = /\^FD(.*)$/s.exec(body)?.[1] ?? '';
    const data = body.includes('^FH_')
      ? raw.replace(/_([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
      : raw;
    const kind = body.includes('^BC')
      ? 'code128'
      : body.includes('^BX')
        ? 'datamatrix'
        : body.includes('^GB')
          ? 'box'
          : 'text';
    return { x: Number(m[1]), y: Number(m[2]), kind, data };
  });
}

describe('renderPieceLabelsZpl', () => {
  const labels = pieceLabels(mumbaiRecord(2), AWB, mumbaiFacts);
  const zpl = renderPieceLabelsZpl(labels, 'Courier Express');
  const formats = zpl.match(/\^XA[^]*?\^XZ/g) ?? [];

  it('writes one ^XA..^XZ label per piece sized for 4x6 inch at 203 dpi', () => {
    expect(formats).toHaveLength(2);
    for (const label of formats) {
      expect(label).toContain(`^PW${ZPL_WIDTH}`);
      expect(label).toContain(`^LL${ZPL_HEIGHT}`);
    }
  });

  it('carries the same content as the PDF label, every field inside the label', () => {
    for (const [i, label] of formats.entries()) {
      const fields = zplFields(label);
      for (const f of fields) {
        expect(f.x).toBeLessThan(ZPL_WIDTH);
        expect(f.y).toBeLessThan(ZPL_HEIGHT);
      }
      const texts = fields.filter((f) => f.kind === 'text').map((f) => f.data);
      expect(texts).toEqual(
        expect.arrayContaining([
          'Express Parcel',
          'Product EXP-PKG',
          'BOM',
          'KWI',
          'SPX',
          `${i + 1} of 2`,
          `Piece ${(2 + i).toFixed(2)} kg`,
          'Shipment 5.00 kg',
          'Chargeable 4.80 kg',
          i === 0 ? '40 x 30 x 20 cm' : '10 x 10 x 10 cm',
          'Mobile +447700900123   Tel +912226401234',
          '2026-11-22',
          'Ref: PO-7781',
          'CASH ON COLLECTION',
          `AWB ${AWB}`,
        ]),
      );
      const n = String(i + 1).padStart(3, '0');
      expect(fields.filter((f) => f.kind === 'code128').map((f) => f.data)).toEqual([
        AWB,
        `${AWB}${n}`,
      ]);
      expect(fields.find((f) => f.kind === 'datamatrix')?.data).toBe(
        `${AWB}|${n}/002|BOM|${(2 + i).toFixed(2)}KG`,
      );
    }
  });

  it('renders (zebrash) to labels whose barcodes decode to the AWB and the piece ids', async () => {
    const pngs = await zplToBase64MultipleAsync(zpl, 101.6, 152.4, 8);
    expect(pngs).toHaveLength(2);
    for (const [i, png] of pngs.entries()) {
      const found = await decodeBarcodes(Buffer.from(png, 'base64'));
      const n = String(i + 1).padStart(3, '0');
      expect(found.map((b) => `${b.format}:${b.text}`).sort()).toEqual(
        [
          `Code128:${AWB}`,
          `Code128:${AWB}${n}`,
          `DataMatrix:${AWB}|${n}/002|BOM|${(2 + i).toFixed(2)}KG`,
        ].sort(),
      );
    }
  }, 60_000);

  it('cannot be broken out of a field by ^ or ~ in the data', () => {
    const record = mumbaiRecord(1);
    record.receiver_company_name = 'Evil^XZ~JR Ltd_';
    const out = renderPieceLabelsZpl(pieceLabels(record, AWB, mumbaiFacts), 'C');
    expect(out.match(/\^XZ/g)).toHaveLength(1);
    expect(out).not.toContain('~JR');
    const name = zplFields(out).find((f) => f.data.startsWith('Evil'));
    expect(name?.data).toBe('Evil^XZ~JR Ltd_');
  });
});
