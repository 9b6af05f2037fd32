import { describe, expect, it } from 'vitest';
import { customerLogin, customerLoginRequest } from './customers.ts';

const customer = {
  COMP_NAME: 'Gulf Traders WLL',
  ContactPerson: 'Ahmed Hassan',
  CITY: 'Kuwait City',
  PH_NO: '+96522001122',
  E_MAIL: 'ahmed@example.com',
  Add1: 'Block 3, Street 12',
  Add2: 'Sharq',
  Location_Area: 'Capital',
  AC_NO: 'KW-10021',
};

describe('customer endpoints', () => {
  it('accept a login answer with STATUS 1 and the customer as first Data entry', () => {
    const parsed = customerLogin.success.parse({ STATUS: 1, Userid: 'demo', Data: [customer] });
    expect(parsed.Data[0]?.ContactPerson).toBe('Ahmed Hassan');
  });

  it('reject a login success without a customer and accept a STATUS 0 refusal', () => {
    expect(customerLogin.success.safeParse({ STATUS: 1, Userid: 'demo', Data: [] }).success).toBe(
      false,
    );
    expect(
      customerLogin.response.safeParse({ STATUS: 0, Data: 'Invalid credentials' }).success,
    ).toBe(true);
  });

  it('send Userid and Password, both required', () => {
    expect(customerLoginRequest.safeParse({ Userid: 'demo', Password: 'Demo@12345' }).success).toBe(
      true,
    );
    expect(customerLoginRequest.safeParse({ Userid: '', Password: 'x' }).success).toBe(false);
  });
});
