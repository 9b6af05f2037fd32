import { earliestCollectionDate } from '@courier/domain/collectionDate';
import { SANDBOX_CARDS } from '../payments/SandboxPaymentProvider.ts';
import type { TestApp } from '../testing/testApp.ts';

/** Test bookings: Kuwait (117) to India (101), the seeded countries with rate cards. */
export const KUWAIT = '117';
export const INDIA = '101';

/** Real files (uploads are parsed): a 2x2 JPEG and a one-page PDF. */
export const JPEG_DATA_URL = `data:image/jpeg;base64,/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AIwAf//Z`;
export const PDF_DATA_URL = `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n2 0 obj <</Type/Pages/Kids[3 0 R]/Count 1>> endobj\n3 0 obj <</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n').toString('base64')}`;
/** A Windows executable (MZ header) dressed up as a JPEG. */
export const EXE_AS_JPEG = `data:image/jpeg;base64,${Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'binary'), Buffer.alloc(300, 1)]).toString('base64')}`;

const collectionDay = () => earliestCollectionDate(new Date());

/** The id of a seeded rate service by name (service_list). */
export async function serviceId(t: TestApp, name: string): Promise<string> {
  const list = (await t.get('service_list')).json() as {
    serviceList: Array<{ id: number; service_name: string }>;
  };
  const service = list.serviceList.find((s) => s.service_name === name);
  if (!service) throw new Error(`No service ${name}`);
  return String(service.id);
}

export const line = (overrides: Record<string, string> = {}) => ({
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
  ...overrides,
});

/** A valid public booking (book-shipment wizard), cash, individual shipper. */
export function publicBooking(service: string, overrides: Record<string, unknown> = {}) {
  return {
    id: '',
    sender_consignor: 'Acme Trading',
    sender_contact_person: 'Amal',
    sender_street_name_number: 'Block 1, Street 2',
    sender_zip_code: '13001',
    sender_country: KUWAIT,
    sender_city: 'Kuwait City',
    sender_telephone: '+96522223333',
    sender_email: 'amal@example.com',
    receiver_company_name: 'Globex',
    receiver_attention: 'Ravi',
    receiver_street_name_number: '12 MG Road',
    receiver_city: 'New Delhi',
    receiver_zip_code: '110001',
    receiver_country: INDIA,
    receiver_telephone: '+911122223333',
    receiver_mobile: '+919999988888',
    service,
    currency: { currency_code: 'KWD', currency_name: 'Kuwaiti Dinar' },
    type: 'non-docs',
    value: '21',
    content: 'Shoes',
    shipment_items: [line()],
    collection_date: collectionDay(),
    collection_ready_time: '10:00',
    collection_close_time: '17:00',
    vehicle_type: 'bike',
    special_instruction: 'Call before pickup',
    kyc_type: 'pancard',
    kyc_document: JPEG_DATA_URL,
    shipment_type: 'individual',
    invoice_document: '',
    payment_type: 'cash',
    accept_terms: true,
    ...overrides,
  };
}

/** A valid customer booking (create-shipment wizard): DOX/SPX, second street lines, terms and privacy ticked. */
export function customerBooking(service: string, overrides: Record<string, unknown> = {}) {
  const base = publicBooking(service);
  return {
    ...base,
    type: 'SPX',
    sender_street_name_number1: 'Sharq',
    receiver_street_name_number1: 'Connaught Place',
    accept_privacy: true,
    ...overrides,
  };
}

export function cardPayment(amount: number | string, card: string = SANDBOX_CARDS.approved) {
  return {
    name_of_card: 'Amal Test',
    card_number: card,
    card_type: 'visa',
    card_expiry_month: '12',
    card_expiry_year: String(new Date().getUTCFullYear() + 2),
    card_cvv_number: '123',
    total_amount: amount,
    email_id: 'amal@example.com',
    currency: 'KWD',
  };
}
