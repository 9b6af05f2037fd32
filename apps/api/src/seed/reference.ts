import { currencies, kycTypes, vehicles } from '../db/schema/index.ts';
import { CURRENCIES as DEMO_CURRENCIES } from '@courier/demo-data/reference';
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

export const CURRENCIES = DEMO_CURRENCIES.map((c, i) => ({ ...c, sortOrder: i }));

export async function seedReference(tx: SeedTx): Promise<void> {
  await tx.insert(vehicles).values(VEHICLES).onConflictDoNothing();
  await tx.insert(kycTypes).values(KYC_TYPES).onConflictDoNothing();
  await tx.insert(currencies).values(CURRENCIES).onConflictDoNothing();
}
