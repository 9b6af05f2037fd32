import { sampleRecord } from '../carrier/carrierRecord.testSupport.ts';
import type { DocumentFacts } from './pieceLabels.ts';

/** Test helper: a recorded Kuwait -> Mumbai Express Parcel booking and what the database adds. */
export function mumbaiRecord(pieces = 2) {
  const base = sampleRecord();
  const lines = Array.from({ length: pieces }, (_, i) => ({
    ...base.shipment_items[i % 2]!,
    weight: 2 + i,
    description: i % 2 ? 'Cotton shirts' : 'Leather shoes',
  }));
  return sampleRecord({
    receiver_company_name: 'Mehta Textiles Pvt Ltd',
    receiver_attention: 'Ravi Mehta',
    receiver_street_name_number: '14 Linking Road, Bandra West',
    receiver_street_name_number1: '',
    receiver_city: 'Maharashtra',
    receiver_zip_code: '400050',
    receiver_country: 'INDIA',
    receiver_telephone: '+912226401234',
    service: '2',
    sender_city: 'Al Asimah',
    sender_country: 'KUWAIT',
    shipment_items: lines,
    total_pieces: pieces,
    total_weight: lines.reduce((t, l) => t + l.weight, 0),
  });
}

export const mumbaiFacts: DocumentFacts = {
  service: { name: 'Express Parcel', code: 'EXP-PKG' },
  origin: { countryIso: 'KW', city: 'Al Asimah', zone: 'KW' },
  destination: { countryIso: 'IN', city: 'Maharashtra', zone: 'SAS' },
};

/**
 * Test helper: a booking from Kuwait to Riyadh whose receiver (and shipper) are written in
 * Arabic: a name, an attention line with brackets, an address with a building number; and a
 * goods line described in Arabic.
 */
export function arabicRecord(pieces = 1) {
  const base = mumbaiRecord(pieces);
  return {
    ...base,
    // One goods line long enough to wrap in the invoice's description column.
    shipment_items: base.shipment_items.map((line, i) =>
      i === 0 ? { ...line, description: 'قمصان قطنية رجالية بأكمام طويلة، مقاسات مختلفة' } : line,
    ),
    sender_consignor: 'شركة الخليج للتجارة',
    receiver_company_name: 'محمد عبدالله',
    receiver_attention: 'أحمد إبراهيم (المستودع)',
    receiver_street_name_number: 'شارع الخليج العربي، مبنى 12، الكويت',
    receiver_street_name_number1: 'قطعة 3، الدور 2',
    receiver_city: 'الرياض',
    receiver_zip_code: '12211',
    receiver_country: 'SAUDI ARABIA',
    receiver_telephone: '+966112345678',
  };
}

export const arabicFacts: DocumentFacts = {
  service: { name: 'Express Parcel', code: 'EXP-PKG' },
  origin: { countryIso: 'KW', city: 'Al Asimah', zone: 'KW' },
  destination: { countryIso: 'SA', city: 'Riyadh', zone: 'GCC' },
};
