import type { Option } from './listBox';

/** Sample lists for stories; real ones arrive as props from the site's data hooks. */
export const sampleCountries: Option[] = [
  { id: '117', name: 'Kuwait' },
  { id: '99', name: 'India' },
  { id: '191', name: 'Saudi Arabia' },
  { id: '229', name: 'United Arab Emirates' },
  { id: '230', name: 'United Kingdom' },
  { id: '231', name: 'United States' },
];

export const sampleCities: Option[] = [
  { id: '1', name: 'Kuwait City' },
  { id: '2', name: 'Hawalli' },
  { id: '3', name: 'Salmiya' },
  { id: '4', name: 'Farwaniya' },
  { id: '5', name: 'Jahra' },
];

/** vehicle_list as the API sends it: codes, which the forms show as labels. */
export const sampleVehicles: Option[] = [
  { id: 'van', name: 'van' },
  { id: 'bike', name: 'bike' },
];

export const longText =
  'Shipments booked on Sunday will be processed on next working day. This sentence is deliberately long so the layout can be checked for wrapping on narrow screens and in right-to-left layouts.';
