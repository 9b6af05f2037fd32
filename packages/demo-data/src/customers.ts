import type { Customer } from '@courier/api-client/endpoints/customers';

/**
 * The demo account of the customer portal (README): demo / Demo@12345, with the profile the
 * login answers. The API seeds it (hashed); the mock logs it in from here.
 */
export const DEMO_CUSTOMER: { userId: string; password: string; profile: Customer } = {
  userId: 'demo',
  password: 'Demo@12345',
  profile: {
    COMP_NAME: 'Gulf Traders General Trading Co. WLL',
    ContactPerson: 'Ahmed Hassan',
    CITY: 'Kuwait City',
    PH_NO: '+96522001122',
    E_MAIL: 'ahmed.hassan@gulftraders.example',
    Add1: 'Block 3, Street 12, Building 7',
    Add2: 'Sharq',
    Location_Area: 'Capital',
    AC_NO: 'KWI-100214',
  },
};
