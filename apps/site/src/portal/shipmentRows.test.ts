import { portalAr } from '@courier/ui/i18n/portalAr';
import { portalEn } from '@courier/ui/i18n/portalEn';
import { describe, expect, it } from 'vitest';
import { statusLabel, toShipmentRow } from './shipmentRows';

const row = {
  shipmentId: 'abc',
  shipment_no: 'CS-1',
  awb: '70012345012',
  reference_number: 'REF-1',
  shipment_date: '2026-11-22',
  created_at: '2026-11-22T08:00:00.000Z',
  receiver_company_name: 'Receiver Co',
  receiver_attention: '',
  receiver_city: 'Mumbai',
  receiver_country: 'India',
  total_pieces: 1,
  total_chargeable_weight: 2,
  status: 'delivered',
  status_label: 'Delivered',
} as const;

describe('status words', () => {
  it('reads a status code in the page language, English exactly as the API labels it', () => {
    expect(toShipmentRow(row, 'en', portalEn.status).status.label).toBe('Delivered');
    expect(toShipmentRow(row, 'ar', portalAr.status).status.label).toBe(portalAr.status.delivered);
  });
  it("keeps the API's label for a code the catalogue does not know", () => {
    expect(statusLabel(portalAr.status, 'lost_in_space', 'Lost in space')).toBe('Lost in space');
    expect(statusLabel(portalAr.collectionStatus, 'collected', 'Collected')).toBe(
      portalAr.collectionStatus.collected,
    );
  });
});

describe('destination', () => {
  it('joins city and country as the page writes them; a Latin city beside Arabic is isolated', () => {
    expect(toShipmentRow(row, 'en', portalEn.status).destination).toBe('Mumbai, India');
    // The API answers an Arabic page the country's Arabic name (the city has none).
    const arabic = { ...row, receiver_country: 'الهند' };
    expect(toShipmentRow(arabic, 'ar', portalAr.status).destination).toBe(
      '\u2068Mumbai\u2069، الهند',
    );
  });
});
