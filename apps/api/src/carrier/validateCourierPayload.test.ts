import { describe, expect, it } from 'vitest';
import { buildSkynetPayload, type SkynetPayload } from './buildSkynetPayload.ts';
import { sampleRecord } from './skynetRecord.testSupport.ts';
import { validateCourierPayload } from './validateCourierPayload.ts';

describe('validateCourierPayload', () => {
  it('accepts a payload built from a complete record', () => {
    expect(validateCourierPayload(buildSkynetPayload(sampleRecord()))).toEqual([]);
  });

  it('lists every problem of the boxes and the fixed fields', () => {
    const payload = buildSkynetPayload(sampleRecord());
    const broken = {
      ...payload,
      Shipment_Type: 'GIFT',
      Awbno: '123',
      shipment_items: [{ ...payload.shipment_items[0]!, PCSWT: 0, QTY: 1.5 }],
    } as unknown as SkynetPayload;
    expect(validateCourierPayload(broken)).toEqual([
      'Shipment type must be COMMERCIAL.',
      'A new booking has no airway bill number yet.',
      'Box 1: weight must be above 0.',
      'Box 1: quantity must be a whole number above 0.',
    ]);
  });

  it('treats blank text as missing', () => {
    const payload = buildSkynetPayload(sampleRecord({ sender_telephone: '   ', content: '' }));
    expect(validateCourierPayload(payload)).toEqual([
      'Shipper phone number is required.',
      'Contents are required.',
    ]);
  });

  it('does not crash on a missing payload', () => {
    expect(validateCourierPayload(null as unknown as SkynetPayload)).toEqual([
      'Invalid booking request.',
    ]);
  });
});
