import { describe, expect, it } from 'vitest';
import { commercialInvoiceOf, needsCommercialInvoice } from './commercialInvoice.ts';
import { decodeBarcodes, pdfPagesToPng } from './documentImages.testSupport.ts';
import { mumbaiFacts, mumbaiRecord } from './documents.testSupport.ts';
import { pdfText } from './pdfText.testSupport.ts';
import { renderCommercialInvoicePdf } from './renderCommercialInvoicePdf.ts';

const AWB = '70012345012';

describe('commercial invoice', () => {
  it('is needed for goods crossing a border only', () => {
    const record = mumbaiRecord(2);
    const iso = { from: 'KW', to: 'IN' };
    expect(needsCommercialInvoice(record, iso)).toBe(true);
    expect(needsCommercialInvoice(record)).toBe(true);
    expect(needsCommercialInvoice({ ...record, type: 'DOX' }, iso)).toBe(false);
    expect(needsCommercialInvoice({ ...record, type: 'docs' })).toBe(false);
    expect(needsCommercialInvoice(record, { from: 'KW', to: 'KW' })).toBe(false);
    expect(needsCommercialInvoice({ ...record, receiver_country: ' kuwait ' })).toBe(false);
  });

  it('prints three copies with parties, item lines, currency, declared value, reason and signature line', async () => {
    const record = mumbaiRecord(2);
    const pdf = await renderCommercialInvoicePdf(
      commercialInvoiceOf(record, AWB, mumbaiFacts),
      'Courier Express',
    );
    const text = pdfText(pdf);
    for (const expected of [
      'COMMERCIAL INVOICE',
      'Original - customs (1 of 3)',
      'Copy - receiver (2 of 3)',
      'Copy - shipper (3 of 3)',
      'Gulf Trading Co',
      'Mehta Textiles Pvt Ltd',
      'Leather shoes',
      'Cotton shirts',
      'HS code',
      'Origin',
      'Reason for export',
      'Sale of goods',
      `KWD ${record.value.toFixed(2)}`,
      'Signature',
      'Express Parcel',
    ]) {
      expect(text).toContain(expected);
    }
    const pages = await pdfPagesToPng(pdf, 150);
    expect(pages).toHaveLength(3);
    for (const page of pages) {
      expect((await decodeBarcodes(page)).map((b) => b.text)).toContain(AWB);
    }
  }, 60_000);

  it("keeps each line's quantity and unit on one line inside its row", async () => {
    const record = mumbaiRecord(2);
    record.shipment_items[0]!.qty = 999;
    const pdf = await renderCommercialInvoicePdf(
      commercialInvoiceOf(record, AWB, mumbaiFacts),
      'C',
    );
    // One drawn text line each: a wrapped quantity leaves 'Pieces' on a line of its own, where
    // only the shipment terms' title of each of the three copies should stand.
    const lines = pdfText(pdf).split('\n');
    expect(lines).toContain('999 Pieces');
    expect(lines).toContain('2 Pieces');
    expect(lines.filter((line) => line === 'Pieces')).toHaveLength(3);
  });

  it('continues a long item list on further pages of each copy', async () => {
    const record = mumbaiRecord(40);
    const pdf = await renderCommercialInvoicePdf(
      commercialInvoiceOf(record, AWB, mumbaiFacts),
      'C',
    );
    const pages = (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
    expect(pages).toBeGreaterThanOrEqual(6);
    expect(pages % 3).toBe(0);
    expect(pdfText(pdf)).toContain('continued on next page');
  });
});
