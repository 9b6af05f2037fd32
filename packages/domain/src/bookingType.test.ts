import { describe, expect, it } from 'vitest';
import {
  applyShipperType,
  fromCustomerType,
  isDocsType,
  isGoodsType,
  needsInvoice,
  toCustomerType,
} from './bookingType.ts';

describe('docs / non-docs and DOX / SPX', () => {
  it('maps docs to DOX and everything else to SPX', () => {
    expect(toCustomerType('docs')).toBe('DOX');
    expect(toCustomerType('non-docs')).toBe('SPX');
    expect(toCustomerType('')).toBe('SPX');
    expect(toCustomerType('DOX')).toBe('DOX');
    expect(fromCustomerType('DOX')).toBe('docs');
    expect(fromCustomerType('SPX')).toBe('non-docs');
  });

  it('recognises documents in both wizards', () => {
    expect(isDocsType('docs')).toBe(true);
    expect(isDocsType('DOX')).toBe(true);
    expect(isDocsType('SPX')).toBe(false);
    expect(isDocsType('non-docs')).toBe(false);
  });

  it('recognises goods in both wizards; no type chosen is neither', () => {
    expect(['non-docs', 'SPX', 'docs', 'DOX', ''].map(isGoodsType)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('shipper type', () => {
  it('only a company needs an invoice', () => {
    expect(needsInvoice('company')).toBe(true);
    expect(needsInvoice('individual')).toBe(false);
  });

  it('choosing individual clears the invoice; company keeps it', () => {
    const form = { shipment_type: 'company', invoice_document: 'data:application/pdf;base64,AA' };
    expect(applyShipperType(form, 'individual')).toEqual({
      shipment_type: 'individual',
      invoice_document: '',
    });
    expect(applyShipperType(form, 'company')).toEqual(form);
  });
});
