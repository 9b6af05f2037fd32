/** Valid booking form values shared by the booking schema tests. */
export const step1Public = {
  sender_consignor: 'Acme Trading',
  sender_contact_person: 'Amal',
  sender_zip_code: '13001',
  sender_country: '117',
  sender_city: 'Kuwait City',
  sender_telephone: '+96522223333',
  sender_email: 'amal@example.com',
  receiver_company_name: 'Globex',
  receiver_attention: 'Ravi',
  receiver_street_name_number: '12 MG Road',
  receiver_city: 'New Delhi',
  receiver_zip_code: '110001',
  receiver_country: '99',
  receiver_telephone: '+911122223333',
  receiver_mobile: '+919999988888',
};

export const step1Customer = { ...step1Public, sender_street_name_number: 'Block 3, Street 5' };

export const line = {
  weight: '2.5',
  length: '50',
  width: '40',
  height: '30',
  volume_weight: '12',
  description: 'Shoes',
  qty: '2',
  unit: 'Pieces',
  item_value: '10.5',
  item_total_value: '21',
};

export const step2Public = {
  service: '3',
  currency: { currency_code: 'KWD', currency_name: 'Kuwaiti Dinar' },
  type: 'non-docs',
  value: '21',
  content: 'Shoes',
  shipment_items: [line],
};

export const step2Customer = { ...step2Public, type: 'SPX' };

const KYC = 'data:image/jpeg;base64,/9j/4AAQ';
export const INVOICE = 'data:application/pdf;base64,JVBERi0x';

const step3Shared = {
  collection_date: '2026-11-23',
  collection_ready_time: '10:00',
  collection_close_time: '17:00',
  vehicle_type: 'bike',
  special_instruction: 'Call before pickup',
  kyc_type: 'pancard',
  kyc_document: KYC,
  shipment_type: 'individual',
  payment_type: 'cash',
};

export const step3Public = { ...step3Shared, accept_terms: true };
export const step3Customer = { ...step3Shared, accept_terms: true, accept_privacy: true };

/** 09:00 UTC on Monday 23 Nov 2026: noon in Kuwait. */
export const mondayNoon = () => new Date('2026-11-23T09:00:00Z');
