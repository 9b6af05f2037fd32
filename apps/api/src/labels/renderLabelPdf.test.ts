import { describe, expect, it } from 'vitest';
import { pdfStreams, pdfText } from './pdfText.testSupport.ts';
import { renderLabelPdf, type LabelShipment } from './renderLabelPdf.ts';

const shipment: LabelShipment = {
  awb: '12345678903',
  shipmentDate: '2026-11-22',
  service: 'Express Worldwide',
  pieces: 2,
  weights: { actualKg: 3.5, volumetricKg: 4.8, chargeableKg: 4.8 },
  sender: {
    name: 'Gulf Trading Co',
    contactPerson: 'Sara Ali',
    addressLines: ['Block 3, Street 12', 'Building 7'],
    city: 'Kuwait City',
    zip: '13001',
    country: 'KUWAIT',
    phone: '+96522223333',
  },
  receiver: {
    name: 'Acme Imports Ltd',
    contactPerson: 'John Smith',
    addressLines: ['221B Baker Street'],
    city: 'London',
    zip: 'NW16XE',
    country: 'UNITED KINGDOM',
    phone: '+442071234567',
  },
  contents: 'Spare parts',
  reference: 'PO-7781',
};

function mediaBox(pdf: Buffer): number[] {
  const match = /\/MediaBox \[([^\]]+)\]/.exec(pdf.toString('latin1'));
  return (match?.[1] ?? '').trim().split(/\s+/).map(Number);
}

function pageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
}

describe('renderLabelPdf', () => {
  it('makes a one-page 4x6 inch PDF', async () => {
    const pdf = await renderLabelPdf(shipment, { size: '4x6' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(mediaBox(pdf)).toEqual([0, 0, 288, 432]);
    expect(pageCount(pdf)).toBe(1);
  });

  it('makes a one-page A4 PDF', async () => {
    const pdf = await renderLabelPdf(shipment, { size: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(mediaBox(pdf)).toEqual([0, 0, 595.28, 841.89]);
    expect(pageCount(pdf)).toBe(1);
  });

  it.each(['4x6', 'A4'] as const)(
    'shows sender, receiver, pieces, weights, service, date and AWB (%s)',
    async (size) => {
      const text = await renderLabelPdf(shipment, { size }).then(pdfText);
      for (const expected of [
        '12345678903',
        'Gulf Trading Co',
        'Sara Ali',
        'Block 3, Street 12',
        'Kuwait City, 13001, KUWAIT',
        'Acme Imports Ltd',
        '221B Baker Street',
        'London, NW16XE, UNITED KINGDOM',
        '+442071234567',
        'Pieces: 2',
        'Actual weight: 3.50 kg',
        'Volumetric weight: 4.80 kg',
        'Chargeable weight: 4.80 kg',
        'Express Worldwide',
        '2026-11-22',
        'Spare parts',
        'PO-7781',
      ]) {
        expect(text.replace(/\n/g, ' ')).toContain(expected);
      }
    },
  );

  it('draws the barcode as vector bars', async () => {
    const pdf = await renderLabelPdf(shipment, { size: '4x6' });
    const rects = pdfStreams(pdf).join('\n').match(/ re\b/g) ?? [];
    // 11-digit AWB in Code 128: 3 bars per symbol, 7 or 8 symbols plus the stop's 4 bars.
    expect(rects.length).toBeGreaterThanOrEqual(25);
  });

  it.each(['4x6', 'A4'] as const)(
    'keeps the longest allowed addresses on one page (%s)',
    async (size) => {
      const street = 'Street '.repeat(12).slice(0, 80);
      const party = {
        ...shipment.receiver,
        name: 'N'.repeat(60),
        addressLines: [street, street, street],
      };
      const pdf = await renderLabelPdf(
        { ...shipment, sender: party, receiver: party, contents: 'c'.repeat(120) },
        { size },
      );
      expect(pageCount(pdf)).toBe(1);
      expect(pdfText(pdf)).toContain('12345678903');
    },
  );

  it('labels for different AWBs differ', async () => {
    const a = pdfText(await renderLabelPdf(shipment, { size: '4x6' }));
    const b = pdfText(await renderLabelPdf({ ...shipment, awb: '12345678910' }, { size: '4x6' }));
    expect(a).toContain('12345678903');
    expect(b).toContain('12345678910');
    expect(b).not.toContain('12345678903');
  });

  it('prints characters the built-in fonts cannot show as ?', async () => {
    const text = pdfText(
      await renderLabelPdf(
        { ...shipment, receiver: { ...shipment.receiver, name: 'محمد Trading' } },
        { size: '4x6' },
      ),
    );
    expect(text).toContain('???? Trading');
  });

  it('refuses a bad size or AWB with a clear error', async () => {
    await expect(renderLabelPdf(shipment, { size: 'A5' as '4x6' })).rejects.toThrow(
      "Label size must be 'A4' or '4x6'.",
    );
    expect(() => renderLabelPdf({ ...shipment, awb: '../1' }, { size: '4x6' })).toThrow(
      /airway bill number/,
    );
  });
});
