/** Reference data and accounts the simulated carrier knows. */
export const SIM_COUNTRIES = [
  { country_id: '1', country_name: 'KUWAIT', country_code: 'KW' },
  { country_id: '2', country_name: 'INDIA', country_code: 'IN' },
  { country_id: '3', country_name: 'UNITED KINGDOM', country_code: 'GB' },
  { country_id: '4', country_name: 'UNITED ARAB EMIRATES', country_code: 'AE' },
];

export const SIM_CITIES: Record<
  string,
  Array<{ state_id: string; state_name: string; city_name: string }>
> = {
  KUWAIT: [
    { state_id: '11', state_name: 'Al Asimah', city_name: 'Kuwait City' },
    { state_id: '12', state_name: 'Hawalli', city_name: 'Salmiya' },
  ],
  INDIA: [
    { state_id: '21', state_name: 'Maharashtra', city_name: 'Mumbai' },
    { state_id: '22', state_name: 'Delhi', city_name: 'New Delhi' },
  ],
  'UNITED KINGDOM': [{ state_id: '31', state_name: 'England', city_name: 'London' }],
  'UNITED ARAB EMIRATES': [{ state_id: '41', state_name: 'Dubai', city_name: 'Dubai' }],
};

export const SIM_SERVICES = [
  { id: '1', service_name: 'Express Worldwide' },
  { id: '2', service_name: 'Economy Select' },
];

export interface SimCustomer {
  Userid: string;
  Password: string;
  /** The user-data entry of spec section 3. */
  data: {
    COMP_NAME: string;
    ContactPerson: string;
    CITY: string;
    PH_NO: string;
    E_MAIL: string;
    Add1: string;
    Add2: string;
    Location_Area: string;
    AC_NO: string;
  };
}

export const SIM_CUSTOMERS: SimCustomer[] = [
  {
    Userid: 'demo',
    Password: 'demo-pass-123',
    data: {
      COMP_NAME: 'Gulf Trading Co',
      ContactPerson: 'Sara Ali',
      CITY: 'Kuwait City',
      PH_NO: '+96522223333',
      E_MAIL: 'sara@gulf.example',
      Add1: 'Block 3, Street 12',
      Add2: 'Building 7',
      Location_Area: 'Sharq',
      AC_NO: 'C1001',
    },
  },
];
