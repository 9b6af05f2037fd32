import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '@courier/demo-data/customers';
import { senderFromAccount } from './senderFromAccount';

describe('senderFromAccount', () => {
  it("starts the sender at the account's own address in Kuwait, not in India", () => {
    // The demo account: Sharq, Kuwait City, +965.
    expect(senderFromAccount(DEMO_CUSTOMER.profile)).toMatchObject({
      sender_consignor: 'Gulf Traders General Trading Co. WLL',
      sender_street_name_number: 'Block 3, Street 12, Building 7',
      sender_street_name_number1: 'Sharq',
      sender_country: 'Kuwait',
      sender_city: 'Kuwait City',
      sender_telephone: '+96522001122',
    });
  });
});
