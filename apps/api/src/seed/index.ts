import type { Db } from '../db/client.ts';
import { seedCompanyArabic, seedCompanyProfile, seedHomeCounters } from './companyProfile.ts';
import { seedContent, seedContentArabic, seedTeamProfiles } from './content.ts';
import { seedGeography } from './geography.ts';
import { seedLocations } from './locations.ts';
import { seedRates, seedServiceTransit } from './rates.ts';
import { seedReference } from './reference.ts';
import { seedReferenceArabic } from './referenceArabic.ts';
import { seedOnce } from './run.ts';
import { renumberTrackedShipments, seedTrackedShipments } from './trackedShipments.ts';

/**
 * Reference data and the demo site, each set once per database (see seedOnce). Order matters:
 * countries before branches and rates.
 */
export async function seedDemoContent(db: Db): Promise<void> {
  await seedOnce(db, 'geography-v1', seedGeography);
  await seedOnce(db, 'reference-v1', seedReference);
  await seedOnce(db, 'rates-v1', seedRates);
  await seedOnce(db, 'locations-v1', seedLocations);
  await seedOnce(db, 'content-v1', seedContent);
  await seedOnce(db, 'company-v1', seedCompanyProfile);
  await seedOnce(db, 'home-counters-v1', seedHomeCounters);
  await seedOnce(db, 'content-ar-v1', async (tx) => {
    await seedContentArabic(tx);
    await seedCompanyArabic(tx);
  });
  await seedOnce(db, 'tracking-demo-v1', seedTrackedShipments);
  await seedOnce(db, 'reference-ar-v1', seedReferenceArabic);
  await seedOnce(db, 'service-transit-v1', seedServiceTransit);
  await seedOnce(db, 'team-profiles-v1', seedTeamProfiles);
  await seedOnce(db, 'tracking-demo-numbers-v1', renumberTrackedShipments);
}
