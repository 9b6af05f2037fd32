import { earliestCollectionDate } from '@courier/domain/collectionDate';
import { INDIA, JPEG_DATA_URL, KUWAIT } from '../shipments/booking.testSupport.ts';

/** A valid POST /api/v1/shipments body (Kuwait to India, one goods line, a collection, COD). */
export const merchantShipmentBody = (service: string, overrides: Record<string, unknown> = {}) => ({
  reference: 'ORDER-1001',
  service,
  type: 'SPX',
  shipper: {
    company: 'Acme Trading',
    contact: 'Amal',
    street: 'Block 1, Street 2',
    street2: 'Sharq',
    city: 'Kuwait City',
    postal_code: '13001',
    country: KUWAIT,
    phone: '+96522223333',
    email: 'amal@example.com',
  },
  recipient: {
    company: 'Globex',
    attention: 'Ravi',
    street: '12 MG Road',
    city: 'New Delhi',
    postal_code: '110001',
    country: INDIA,
    phone: '+911122223333',
    mobile: '+919999988888',
  },
  pieces: [
    {
      weight_kg: 2.5,
      length_cm: 50,
      width_cm: 40,
      height_cm: 30,
      description: 'Shoes',
      quantity: 2,
      value: 10.5,
    },
  ],
  contents: 'Shoes',
  declared_value: 21,
  currency: 'KWD',
  collection: {
    date: earliestCollectionDate(new Date()),
    ready_time: '10:00',
    close_time: '17:00',
    vehicle_type: 'bike',
    instructions: 'Call before pickup',
  },
  shipper_type: 'individual',
  kyc: { type: 'civilid', document: JPEG_DATA_URL },
  cod_amount_fils: 12_500,
  ...overrides,
});
