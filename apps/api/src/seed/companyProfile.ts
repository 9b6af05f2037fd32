import { companyProfile, marketingFigures } from '../db/schema/index.ts';
import { COMPANY_PROFILE, MARKETING_FIGURE_ROWS } from '@courier/demo-data/content/company';
import type { SeedTx } from './run.ts';

/** The one company_profile row (issue 14: the back office edits it in place). */
export const COMPANY_PROFILE_ID = 1;

/**
 * The company's details and the marketing figures, moved out of the site's code (issue 14). Rows
 * that exist are left alone (seed_key), so what staff changed stays changed.
 */
export async function seedCompanyProfile(tx: SeedTx): Promise<void> {
  await tx
    .insert(companyProfile)
    .values({ id: COMPANY_PROFILE_ID, seedKey: 'company', ...COMPANY_PROFILE })
    .onConflictDoNothing();
  await tx
    .insert(marketingFigures)
    .values(
      MARKETING_FIGURE_ROWS.map((figure, index) => ({
        ...figure,
        seedKey: `figure:${figure.key}`,
        sortOrder: index,
      })),
    )
    .onConflictDoNothing();
}
