import { inArray } from 'drizzle-orm';
import { branches, countries } from '../db/schema/index.ts';
import type { SeedTx } from './run.ts';

interface BranchSeed {
  key: string;
  iso: string;
  city: string;
  name: string;
  address: string;
  phone: string;
  email: string;
  lat: number;
  lng: number;
}

/** Demo offices: invented addresses on real streets and areas, with plausible coordinates. */
export const BRANCHES: BranchSeed[] = [
  { key: 'kw-sharq', iso: 'KW', city: 'Kuwait City', name: 'Head Office - Sharq', address: 'Office 12, Al Hamra Tower, Al Shuhada Street, Sharq', phone: '+965 2222 3333', email: 'sharq@courierexpress.com.kw', lat: 29.3790, lng: 47.9936 },
  { key: 'kw-shuwaikh', iso: 'KW', city: 'Shuwaikh', name: 'Shuwaikh Industrial Hub', address: 'Block 1, Street 28, Shuwaikh Industrial Area', phone: '+965 2222 3340', email: 'shuwaikh@courierexpress.com.kw', lat: 29.3305, lng: 47.9434 },
  { key: 'kw-airport', iso: 'KW', city: 'Farwaniya', name: 'Airport Cargo Gateway', address: 'Cargo City, Building 7, Kuwait International Airport', phone: '+965 2222 3350', email: 'gateway@courierexpress.com.kw', lat: 29.2405, lng: 47.9711 },
  { key: 'kw-farwaniya', iso: 'KW', city: 'Farwaniya', name: 'Farwaniya Service Point', address: 'Block 4, Street 60, Farwaniya', phone: '+965 2222 3360', email: 'farwaniya@courierexpress.com.kw', lat: 29.2775, lng: 47.9583 },
  { key: 'kw-salmiya', iso: 'KW', city: 'Salmiya', name: 'Salmiya Service Point', address: 'Salem Al Mubarak Street, Block 10, Salmiya', phone: '+965 2222 3370', email: 'salmiya@courierexpress.com.kw', lat: 29.3339, lng: 48.0761 },
  { key: 'kw-ahmadi', iso: 'KW', city: 'Ahmadi', name: 'Ahmadi Industrial Office', address: 'Industrial Area, Block 2, Ahmadi', phone: '+965 2222 3380', email: 'ahmadi@courierexpress.com.kw', lat: 29.0769, lng: 48.0838 },
  { key: 'kw-jahra', iso: 'KW', city: 'Jahra', name: 'Jahra Service Point', address: 'Block 93, Marzouq Al Mutairi Street, Jahra', phone: '+965 2222 3390', email: 'jahra@courierexpress.com.kw', lat: 29.3375, lng: 47.6581 },
  { key: 'ae-dubai', iso: 'AE', city: 'Dubai', name: 'Dubai Partner Office', address: 'Warehouse 14, Al Quoz Industrial Area 3, Dubai', phone: '+971 4 321 5500', email: 'dubai@courierexpress.com.kw', lat: 25.1365, lng: 55.2370 },
  { key: 'ae-abudhabi', iso: 'AE', city: 'Abu Dhabi', name: 'Abu Dhabi Service Point', address: 'Mussafah Industrial, M-10, Abu Dhabi', phone: '+971 2 555 1200', email: 'abudhabi@courierexpress.com.kw', lat: 24.3547, lng: 54.5059 },
  { key: 'sa-riyadh', iso: 'SA', city: 'Riyadh', name: 'Riyadh Partner Office', address: 'King Fahd Road, Al Olaya, Riyadh', phone: '+966 11 465 2200', email: 'riyadh@courierexpress.com.kw', lat: 24.6995, lng: 46.6853 },
  { key: 'sa-dammam', iso: 'SA', city: 'Dammam', name: 'Dammam Service Point', address: 'Second Industrial City, Dammam', phone: '+966 13 812 4400', email: 'dammam@courierexpress.com.kw', lat: 26.3927, lng: 50.0165 },
  { key: 'qa-doha', iso: 'QA', city: 'Doha', name: 'Doha Partner Office', address: 'Street 33, Industrial Area, Doha', phone: '+974 4460 1100', email: 'doha@courierexpress.com.kw', lat: 25.2048, lng: 51.4452 },
  { key: 'bh-manama', iso: 'BH', city: 'Manama', name: 'Manama Service Point', address: 'Road 1702, Diplomatic Area, Manama', phone: '+973 1753 2200', email: 'manama@courierexpress.com.kw', lat: 26.2361, lng: 50.5860 },
  { key: 'om-muscat', iso: 'OM', city: 'Muscat', name: 'Muscat Partner Office', address: 'Way 3109, Al Khuwair, Muscat', phone: '+968 2448 3300', email: 'muscat@courierexpress.com.kw', lat: 23.5880, lng: 58.4059 },
  { key: 'in-delhi', iso: 'IN', city: 'New Delhi', name: 'New Delhi Network Office', address: 'Plot 7, Okhla Industrial Estate Phase III, New Delhi', phone: '+91 11 4105 6600', email: 'delhi@courierexpress.com.kw', lat: 28.5494, lng: 77.2736 },
  { key: 'in-mumbai', iso: 'IN', city: 'Mumbai', name: 'Mumbai Gateway', address: 'Sahar Cargo Complex, Andheri East, Mumbai', phone: '+91 22 6681 2200', email: 'mumbai@courierexpress.com.kw', lat: 19.0989, lng: 72.8679 },
  { key: 'my-kl', iso: 'MY', city: 'Kuala Lumpur', name: 'Kuala Lumpur Partner Office', address: 'Jalan Sultan Ismail, Bukit Bintang, Kuala Lumpur', phone: '+60 3 2141 7700', email: 'kl@courierexpress.com.kw', lat: 3.1516, lng: 101.7046 },
  { key: 'my-penang', iso: 'MY', city: 'George Town', name: 'Penang Service Point', address: 'Lebuh Pantai, George Town, Penang', phone: '+60 4 262 3300', email: 'penang@courierexpress.com.kw', lat: 5.4164, lng: 100.3387 },
  { key: 'my-sepang', iso: 'MY', city: 'Sepang', name: 'KLIA Cargo Counter', address: 'Advanced Cargo Centre, KLIA Free Commercial Zone, Sepang', phone: '+60 3 8777 1100', email: 'klia@courierexpress.com.kw', lat: 2.7456, lng: 101.6885 },
];

export async function seedLocations(tx: SeedTx): Promise<void> {
  const isoCodes = [...new Set(BRANCHES.map((b) => b.iso))];
  const rows = await tx.select({ id: countries.id, iso: countries.isoCode }).from(countries).where(inArray(countries.isoCode, isoCodes));
  const countryId = new Map(rows.map((r) => [r.iso, r.id]));
  const values = BRANCHES.filter((b) => countryId.has(b.iso)).map((b) => ({
    seedKey: b.key,
    countryId: countryId.get(b.iso) as number,
    kind: b.iso === 'KW' ? ('domestic' as const) : ('international' as const),
    city: b.city,
    name: b.name,
    address: b.address,
    phone: b.phone,
    email: b.email,
    latitude: b.lat,
    longitude: b.lng,
  }));
  await tx.insert(branches).values(values).onConflictDoNothing();
}
