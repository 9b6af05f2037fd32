import { currencies, kycTypes, vehicles } from '../db/schema/index.ts';
import { CURRENCIES as DEMO_CURRENCIES } from '@courier/demo-data/reference';
import type { SeedTx } from './run.ts';

/** Spec section 9: van (heavy weight vehicle), bike (light weight vehicle). */
const VEHICLES = [
  { code: 'van', name: 'Van', description: 'Heavy weight vehicle' },
  { code: 'bike', name: 'Bike', description: 'Light weight vehicle' },
];

/**
 * Identity documents (kyc_list): what a Kuwaiti courier asks for first, then spec section 9's
 * Indian documents (offered on shipments to India only, domain identityDocuments.ts). Existing
 * databases get the first three from migration 0013.
 */
const KYC_TYPES = [
  { code: 'civilid', name: 'Civil ID' },
  { code: 'passport', name: 'Passport' },
  { code: 'commerciallicence', name: 'Commercial licence' },
  { code: 'voterid', name: 'Voter ID' },
  { code: 'aadharcard', name: 'Aadhaar Card' },
  { code: 'pancard', name: 'PAN Card' },
];

const CURRENCIES = DEMO_CURRENCIES.map((c, i) => ({ ...c, sortOrder: i }));

export async function seedReference(tx: SeedTx): Promise<void> {
  await tx.insert(vehicles).values(VEHICLES).onConflictDoNothing();
  await tx.insert(kycTypes).values(KYC_TYPES).onConflictDoNothing();
  await tx.insert(currencies).values(CURRENCIES).onConflictDoNothing();
}
