import { describe, expect, it } from 'vitest';
import { buildCarrierPayload, type CarrierPayload } from './buildCarrierPayload.ts';
import { sampleRecord } from './carrierRecord.testSupport.ts';
import { validateCarrierPayload } from './validateCarrierPayload.ts';

describe('validateCarrierPayload', () => {
  it('accepts a payload built from a complete record', () => {
    expect(validateCarrierPayload(buildCarrierPayload(sampleRecord()))).toEqual([]);
  });

  it('lists every problem of the boxes and the fixed fields', () => {
    const payload = buildCarrierPayload(sampleRecord());
    const broken = {
      ...payload,
      Shipment_Type: 'GIFT',
      Awbno: '123',
      shipment_items: [{ ...payload.shipment_items[0]!, PCSWT: 0, QTY: 1.5 }],
    } as unknown as CarrierPayload;
    expect(validateCarrierPayload(broken)).toEqual([
      'Shipment type must be COMMERCIAL.',
      'A new booking has no airway bill number yet.',
      'Box 1: weight must be above 0.',
      'Box 1: quantity must be a whole number above 0.',
    ]);
  });

  it('treats blank text as missing', () => {
    const payload = buildCarrierPayload(sampleRecord({ sender_telephone: '   ', content: '' }));
    expect(validateCarrierPayload(payload)).toEqual([
      'Shipper phone number is required.',
      'Contents are required.',
    ]);
  });

  it('does not crash on a missing payload', () => {
    expect(validateCarrierPayload(null as unknown as CarrierPayload)).toEqual([
      'Invalid booking request.',
    ]);
  });
});
