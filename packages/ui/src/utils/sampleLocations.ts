import type { Location } from '../LocationTable/LocationTable';

export const sampleLocations: Location[] = [
  {
    id: 1,
    location: 'Sharq Head Office',
    city_name: 'Kuwait City',
    address: 'Al Soor Street, Block 3, Kuwait City',
    contact_person_number: '+96522001100',
    email_id: 'kuwait@example.com',
    lat: 29.3759,
    lng: 47.9774,
  },
  {
    id: 2,
    location: 'Connaught Place Office',
    city_name: 'New Delhi',
    address: 'Connaught Place, New Delhi 110001',
    contact_person_number: '+911140000000',
    email_id: 'delhi@example.com',
    lat: 28.6315,
    lng: 77.2167,
  },
  {
    id: 3,
    location: 'Andheri Service Point',
    city_name: 'Mumbai',
    address: 'Andheri East, Mumbai 400069',
    contact_person_number: '+912240000000',
    email_id: 'mumbai@example.com',
    lat: 19.1136,
    lng: 72.8697,
  },
];
