import type { SuccessOf } from '@courier/api-client/endpoints';
import { portalAr } from '@courier/ui/i18n/portalAr';
import { portalEn } from '@courier/ui/i18n/portalEn';
import type { PortalWords } from '@courier/ui/i18n/portalWords';
import { describe, expect, it } from 'vitest';
import { toShipmentSummary } from './shipmentSummary';

type Answer = SuccessOf<'portal_shipment'>;

const answer = {
  shipment: { shipment_no: 'SHP00000022', awb: null, status: 'not_booked', shipmentId: 's1' },
  // Any other field of the booking is empty.
  shipmentDetails: new Proxy(
    {
      shipment_date: '2026-11-27',
      reference_number: '',
      service: '4',
      type: 'NDOX',
      total_pieces: 1,
      total_chargeable_weight: 6.3,
      value: 50,
      currency_code: 'KWD',
      content: 'Computer accessories',
      collection_date: '2026-11-27',
      collection_ready_time: '10:00',
      collection_close_time: '17:00',
      sender_city: 'مدينة الكويت',
      sender_zip_code: '13001',
      sender_country: 'الكويت',
    } as Record<string, unknown>,
    { get: (fields, name: string) => fields[name] ?? '' },
  ),
  tracking: [],
  documents: undefined,
} as unknown as Answer;

const words = (language: 'en' | 'ar') => ({
  serviceName: () => 'Next Day',
  // The catalogue's ICU words are functions once loaded: the one this needs, written out.
  portal: {
    ...(language === 'ar' ? portalAr : portalEn),
    detail: {
      ...(language === 'ar' ? portalAr : portalEn).detail,
      weightKg: ({ weight }: { weight: string }) => `${weight} kg`,
    },
  } as unknown as PortalWords,
  language,
  types: { docs: 'Documents', nonDocs: 'Non-documents' },
});

describe('the portal shipment summary', () => {
  it('writes the declared value as money, in the currency it was declared in', () => {
    const facts = toShipmentSummary(answer, words('en')).facts;
    expect(facts.find((f) => f.label === portalEn.detail.value)?.value).toBe('KWD 50.00');
    const arabic = toShipmentSummary(answer, words('ar')).facts;
    expect(arabic.find((f) => f.label === portalAr.detail.value)?.value).toMatch(/^50\.00\sد\.ك$/);
  });

  it('joins a place, and the collection day and hours, with the comma of the page', () => {
    const arabic = toShipmentSummary(answer, words('ar'));
    expect(arabic.facts.find((f) => f.label === portalAr.detail.collection)?.value).toBe(
      '27 نوفمبر 2026، 10:00 - 17:00',
    );
    expect(arabic.sender.lines).toContain('مدينة الكويت، 13001، الكويت');
  });
});
