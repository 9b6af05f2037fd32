import { describe, expect, it } from 'vitest';
import { sampleRecord } from '../carrier/skynetRecord.testSupport.ts';
import { labelShipmentFromDetails } from './labelShipmentFromDetails.ts';
import { pdfText } from './pdfText.testSupport.ts';
import { renderLabelPdf } from './renderLabelPdf.ts';

describe('labelShipmentFromDetails', () => {
  it('maps a recorded shipment to what its label shows', () => {
    expect(labelShipmentFromDetails(sampleRecord(), '12345678903')).toEqual({
      awb: '12345678903',
      shipmentDate: '2026-11-22',
      service: 'Express Worldwide',
      pieces: 2,
      weights: { actualKg: 3.5, volumetricKg: 4.8, chargeableKg: 4.8 },
      sender: {
        name: 'Gulf Trading Co',
        contactPerson: 'Sara Ali',
        addressLines: ['Block 3, Street 12', 'Building 7, Floor 2'],
        city: 'Kuwait City',
        zip: '13001',
        country: 'KUWAIT',
        phone: '+96522223333',
      },
      receiver: {
        name: 'Acme Imports Ltd',
        contactPerson: 'John Smith',
        addressLines: ['221B Baker Street', 'Marylebone'],
        city: 'London',
        zip: 'NW16XE',
        country: 'UNITED KINGDOM',
        phone: '+442071234567',
      },
      contents: 'Spare parts',
      reference: 'PO-7781',
    });
  });

  it('uses the mobile when there is no telephone, and renders', async () => {
    const label = labelShipmentFromDetails(
      sampleRecord({ receiver_telephone: '', receiver_street_name_number1: undefined }),
      '12345678903',
    );
    expect(label.receiver.phone).toBe('+447700900123');
    const text = pdfText(await renderLabelPdf(label, { size: '4x6' }));
    expect(text).toContain('Tel: +447700900123');
    expect(text).toContain('Building 7, Floor 2');
    expect(text).not.toContain('Marylebone');
  });
});
