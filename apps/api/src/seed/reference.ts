import { currencies, kycTypes, vehicles } from '../db/schema/index.ts';
import type { SeedTx } from './run.ts';

/** Spec section 9: van (heavy weight vehicle), bike (light weight vehicle). */
export const VEHICLES = [
  { code: 'van', name: 'Van', description: 'Heavy weight vehicle' },
  { code: 'bike', name: 'Bike', description: 'Light weight vehicle' },
];

/** Spec section 9: voterid, aadharcard, pancard. */
export const KYC_TYPES = [
  { code: 'voterid', name: 'Voter ID' },
  { code: 'aadharcard', name: 'Aadhaar Card' },
  { code: 'pancard', name: 'PAN Card' },
];

export const CURRENCIES = [
  { code: 'KWD', name: 'Kuwaiti Dinar' },
  { code: 'USD', name: 'US Dollar' },
  { code: 'EUR', name: 'Euro' },
  { code: 'GBP', name: 'Pound Sterling' },
  { code: 'SAR', name: 'Saudi Riyal' },
  { code: 'AED', name: 'UAE Dirham' },
  { code: 'QAR', name: 'Qatari Riyal' },
  { code: 'BHD', name: 'Bahraini Dinar' },
  { code: 'OMR', name: 'Omani Rial' },
  { code: 'INR', name: 'Indian Rupee' },
].map((c, i) => ({ ...c, sortOrder: i }));

export async function seedReference(tx: SeedTx): Promise<void> {
  await tx.insert(vehicles).values(VEHICLES).onConflictDoNothing();
  await tx.insert(kycTypes).values(KYC_TYPES).onConflictDoNothing();
  await tx.insert(currencies).values(CURRENCIES).onConflictDoNothing();
}
