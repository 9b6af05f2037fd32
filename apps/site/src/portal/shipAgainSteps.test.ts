import { describe, expect, it } from 'vitest';
import type { ShipAgain } from '@courier/api-client/endpoints/portal';
import { shipAgainSteps } from './shipAgainSteps';

const booking = {
  sender_consignor: 'Gulf Traders',
  sender_city: 'KUWAIT CITY',
  receiver_company_name: 'Emirates Supplies',
  receiver_mobile: '+971501234567',
  reference_number: 'PO-4471',
  service: 'EXPRESS',
  currency: { currency_code: 'KWD', currency_name: 'Kuwaiti Dinar' },
  type: 'SPX',
  value: '120',
  content: 'Spare parts',
  shipment_items: [{ weight: '2', qty: '1', description: 'Gear' }],
  collection_ready_time: '10:00',
  collection_close_time: '13:00',
  vehicle_type: 'van',
  special_instruction: 'Ring twice',
  kyc_type: 'voterid',
  shipment_type: 'company',
  payment_type: 'cash',
} as unknown as ShipAgain;

describe('shipAgainSteps', () => {
  it('fills the parties and the reference into step 1 and the lines into step 2', () => {
    const { step1, step2 } = shipAgainSteps(booking);
    expect(step1).toEqual({
      sender_consignor: 'Gulf Traders',
      sender_city: 'KUWAIT CITY',
      receiver_company_name: 'Emirates Supplies',
      receiver_mobile: '+971501234567',
      reference_number: 'PO-4471',
    });
    expect(step2).toMatchObject({ service: 'EXPRESS', type: 'SPX', content: 'Spare parts' });
    expect(step2).toHaveProperty('shipment_items', booking.shipment_items);
  });

  it('carries nothing of the collection, documents or consents (step 3 asks anew)', () => {
    const { step1, step2 } = shipAgainSteps(booking);
    for (const key of ['collection_ready_time', 'vehicle_type', 'kyc_type', 'payment_type'])
      expect({ ...step1, ...step2 }).not.toHaveProperty(key);
  });
});
