import { describe, expect, it } from 'vitest';
import { addDays } from '@courier/domain/collectionDate';
import { todayInKuwait } from '@courier/domain/kuwaitClock';
import { createShipmentRequest, createSkynetShipment } from './shipments.ts';

const pdf = 'data:application/pdf;base64,JVBERi0xLjQK';

const publicBooking = {
  id: '',
  shipment_date: '2026-03-01',
  sender_consignor: 'Gulf Traders WLL',
  sender_contact_person: 'Ahmed Hassan',
  sender_street_name_number: 'Block 3, Street 12',
  sender_zip_code: '13001',
  sender_country: 'Kuwait',
  sender_city: 'Kuwait City',
  sender_telephone: '+96522001122',
  sender_fax: '',
  sender_email: 'ahmed@example.com',
  reference_number: '',
  receiver_company_name: 'Mehta Exports',
  receiver_attention: 'R. Mehta',
  receiver_street_name_number: '12 Marine Drive',
  receiver_city: 'Mumbai',
  receiver_zip_code: '400002',
  receiver_country: 'India',
  receiver_telephone: '+912222001122',
  receiver_mobile: '+919800001122',
  receiver_fax: '',
  receiver_email: '',
  service: 'Express',
  currency: { currency_code: 'KWD', currency_name: 'Kuwaiti Dinar' },
  type: 'non-docs',
  value: '40',
  content: 'Garments',
  total_pieces: '1',
  total_weight: '2',
  total_volume_weight: '1.2',
  total_chargeable_weight: '2',
  total_amount: '13.13',
  collection_date: addDays(todayInKuwait(new Date()), 1),
  collection_ready_time: '09:00',
  collection_close_time: '17:00',
  vehicle_type: 'bike',
  special_instruction: 'Call before pickup',
  kyc_type: 'pancard',
  kyc_document: pdf,
  invoice_document: '',
  shipment_type: 'individual',
  payment_type: 'cash',
  shipment_items: [
    {
      weight: '2',
      length: '30',
      width: '20',
      height: '10',
      volume_weight: '1.2',
      description: 'Shirts',
      qty: '2',
      unit: 'Pieces',
      item_value: '20',
      item_total_value: '40',
    },
  ],
  payment_id: '',
  accept_terms: true,
};

describe('shipment endpoints', () => {
  it('accept the public booking payload and the customer variant', () => {
    expect(createShipmentRequest.safeParse(publicBooking).success).toBe(true);
    // The customer variant asks for both boxes: terms and privacy policy.
    const customer = {
      ...publicBooking,
      type: 'SPX',
      accept_privacy: true,
      Userid: 'demo',
      Awbno: '',
      CustomerCode: 'KW-10021',
      BillTo: 'Shipper',
    };
    expect(createShipmentRequest.safeParse(customer).success).toBe(true);
  });

  it('report the field messages of the variant the body belongs to', () => {
    const result = createShipmentRequest.safeParse({
      ...publicBooking,
      sender_consignor: ' ',
      accept_terms: false,
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['sender_consignor', 'Enter Sender Consignor Name'],
      ['accept_terms', 'Please accept terms and condition.'],
    ]);
    const customer = createShipmentRequest.safeParse({ ...publicBooking, type: 'DOX' });
    expect(customer.error?.issues.map((issue) => issue.message)).toContain(
      'Please accept privacy policy.',
    );
  });

  it('reject a payload with no items or an unknown type', () => {
    expect(createShipmentRequest.safeParse({ ...publicBooking, shipment_items: [] }).success).toBe(
      false,
    );
    expect(createShipmentRequest.safeParse({ ...publicBooking, type: 'parcel' }).success).toBe(
      false,
    );
  });

  it('read the courier booking success, a STATUS refusal and an array of errors', () => {
    const ok = {
      STATUS: 'AWB Generated Sucessfully',
      Data: { Awbno: '70012345678', label_image_url: '/l.png', label_url: '/l.pdf' },
    };
    expect(createSkynetShipment.success.parse(ok).Data.Awbno).toBe('70012345678');
    const refusal = createSkynetShipment.failure.schema.parse({
      STATUS: 'Failed',
      Data: 'Invalid consignee city',
    });
    expect(createSkynetShipment.failure.message(refusal)).toBe('Invalid consignee city');
    const errors = createSkynetShipment.failure.schema.parse([
      'CneeZipCode is required',
      'Dec_Value is required',
    ]);
    expect(createSkynetShipment.failure.message(errors)).toBe('CneeZipCode is required');
  });

  it('treat a success status with a broken Data as a contract break, not a refusal', () => {
    expect(
      createSkynetShipment.response.safeParse({ STATUS: 'AWB Generated Sucessfully', Data: 'oops' })
        .success,
    ).toBe(false);
  });
});
