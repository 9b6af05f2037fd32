import { companyProfile, marketingFigures } from '../db/schema/index.ts';
import {
  COMPANY_PROFILE,
  HOME_COUNTER_ROWS,
  MARKETING_FIGURE_ROWS,
  type DemoFigure,
} from '@courier/demo-data/content/company';
import { fillTwins } from './content.ts';
import type { SeedTx } from './run.ts';

/** The one company_profile row (the back office edits it in place). */
export const COMPANY_PROFILE_ID = 1;

/**
 * The company's details and the marketing figures, moved out of the site's code. Rows
 * that exist are left alone (seed_key), so what staff changed stays changed.
 */
export async function seedCompanyProfile(tx: SeedTx): Promise<void> {
  await tx
    .insert(companyProfile)
    .values({ id: COMPANY_PROFILE_ID, seedKey: 'company', ...COMPANY_PROFILE })
    .onConflictDoNothing();
  await seedFigures(tx, MARKETING_FIGURE_ROWS);
}

/**
 * The Arabic twins of the company's texts and the figures' labels, for databases seeded before
 * the demo had them: only empty twins of rows whose English is still the demo's.
 */
export async function seedCompanyArabic(tx: SeedTx): Promise<void> {
  await fillTwins(tx, companyProfile, [{ seedKey: 'company', ...COMPANY_PROFILE }]);
  await fillTwins(
    tx,
    marketingFigures,
    MARKETING_FIGURE_ROWS.map((figure) => ({ ...figure, seedKey: `figure:${figure.key}` })),
  );
}

/**
 * The home counters (figures of kind 'counter'), for databases whose figures were seeded before
 * the counters left the code; elsewhere seedCompanyProfile has made them and this adds nothing.
 */
export async function seedHomeCounters(tx: SeedTx): Promise<void> {
  await seedFigures(tx, HOME_COUNTER_ROWS);
}

async function seedFigures(tx: SeedTx, rows: readonly DemoFigure[]): Promise<void> {
  await tx
    .insert(marketingFigures)
    .values(
      rows.map((figure, index) => ({
        ...figure,
        seedKey: `figure:${figure.key}`,
        sortOrder: index,
      })),
    )
    .onConflictDoNothing();
}
