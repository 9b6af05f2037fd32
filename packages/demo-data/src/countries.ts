import type { ZoneCode } from './zones.ts';

export type DemoCountry = [
  id: number,
  name: string,
  iso: string,
  mobileCode: string,
  zone: ZoneCode,
  cities: ReadonlyArray<[state: string, city: string]>,
];

/**
 * The countries of the mock API. Ids, names and zones are the real API's (its seed numbers every
 * country in English-name order from 1 and places it with zones.ts; apps/api's quote parity test
 * checks each one), so links and stored ids mean the same country against either: Kuwait 117,
 * India 101, Malaysia 131 (the spec's find-location default). Cities are a short demo list.
 */
export const DEMO_COUNTRIES: ReadonlyArray<DemoCountry> = [
  [
    117,
    'Kuwait',
    'KW',
    '+965',
    'KW',
    [
      ['Capital', 'Kuwait City'],
      ['Capital', 'Sharq'],
      ['Hawalli', 'Salmiya'],
      ['Hawalli', 'Hawalli'],
      ['Farwaniya', 'Farwaniya'],
      ['Farwaniya', 'Khaitan'],
      ['Ahmadi', 'Fahaheel'],
      ['Ahmadi', 'Mangaf'],
      ['Jahra', 'Jahra'],
      ['Mubarak Al-Kabeer', 'Sabah Al-Salem'],
    ],
  ],
  [
    101,
    'India',
    'IN',
    '+91',
    'SAS',
    [
      ['Delhi', 'New Delhi'],
      ['Maharashtra', 'Mumbai'],
      ['Maharashtra', 'Pune'],
      ['Kerala', 'Kochi'],
      ['Kerala', 'Thiruvananthapuram'],
      ['Tamil Nadu', 'Chennai'],
      ['Karnataka', 'Bengaluru'],
      ['Telangana', 'Hyderabad'],
    ],
  ],
  [
    131,
    'Malaysia',
    'MY',
    '+60',
    'ASIA',
    [
      ['Kuala Lumpur', 'Kuala Lumpur'],
      ['Penang', 'George Town'],
      ['Johor', 'Johor Bahru'],
    ],
  ],
  [
    234,
    'United Arab Emirates',
    'AE',
    '+971',
    'GCC',
    [
      ['Dubai', 'Dubai'],
      ['Abu Dhabi', 'Abu Dhabi'],
      ['Sharjah', 'Sharjah'],
    ],
  ],
  [
    194,
    'Saudi Arabia',
    'SA',
    '+966',
    'GCC',
    [
      ['Riyadh', 'Riyadh'],
      ['Makkah', 'Jeddah'],
      ['Eastern Province', 'Dammam'],
    ],
  ],
  [
    177,
    'Qatar',
    'QA',
    '+974',
    'GCC',
    [
      ['Doha', 'Doha'],
      ['Al Rayyan', 'Al Rayyan'],
    ],
  ],
  [
    18,
    'Bahrain',
    'BH',
    '+973',
    'GCC',
    [
      ['Capital', 'Manama'],
      ['Muharraq', 'Muharraq'],
    ],
  ],
  [
    164,
    'Oman',
    'OM',
    '+968',
    'GCC',
    [
      ['Muscat', 'Muscat'],
      ['Dhofar', 'Salalah'],
    ],
  ],
  [
    64,
    'Egypt',
    'EG',
    '+20',
    'MEA',
    [
      ['Cairo', 'Cairo'],
      ['Alexandria', 'Alexandria'],
    ],
  ],
  [112, 'Jordan', 'JO', '+962', 'MEA', [['Amman', 'Amman']]],
  [
    165,
    'Pakistan',
    'PK',
    '+92',
    'SAS',
    [
      ['Sindh', 'Karachi'],
      ['Punjab', 'Lahore'],
      ['Islamabad', 'Islamabad'],
    ],
  ],
  [
    19,
    'Bangladesh',
    'BD',
    '+880',
    'SAS',
    [
      ['Dhaka', 'Dhaka'],
      ['Chittagong', 'Chattogram'],
    ],
  ],
  [210, 'Sri Lanka', 'LK', '+94', 'SAS', [['Western', 'Colombo']]],
  [152, 'Nepal', 'NP', '+977', 'SAS', [['Bagmati', 'Kathmandu']]],
  [
    172,
    'Philippines',
    'PH',
    '+63',
    'ASIA',
    [
      ['Metro Manila', 'Manila'],
      ['Cebu', 'Cebu City'],
    ],
  ],
  [
    170,
    "People's Republic of China",
    'CN',
    '+86',
    'ASIA',
    [
      ['Shanghai', 'Shanghai'],
      ['Guangdong', 'Guangzhou'],
    ],
  ],
  [199, 'Singapore', 'SG', '+65', 'ASIA', [['Singapore', 'Singapore']]],
  [
    235,
    'United Kingdom',
    'GB',
    '+44',
    'EUR',
    [
      ['England', 'London'],
      ['England', 'Manchester'],
    ],
  ],
  [
    81,
    'Germany',
    'DE',
    '+49',
    'EUR',
    [
      ['Hesse', 'Frankfurt'],
      ['Bavaria', 'Munich'],
    ],
  ],
  [75, 'France', 'FR', '+33', 'EUR', [['Ile-de-France', 'Paris']]],
  [
    238,
    'United States of America',
    'US',
    '+1',
    'AME',
    [
      ['New York', 'New York'],
      ['California', 'Los Angeles'],
      ['Texas', 'Houston'],
    ],
  ],
  [
    14,
    'Australia',
    'AU',
    '+61',
    'OCE',
    [
      ['New South Wales', 'Sydney'],
      ['Victoria', 'Melbourne'],
    ],
  ],
];

export const KUWAIT_ID = 117;
export const INDIA_ID = 101;
