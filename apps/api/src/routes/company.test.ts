import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@courier/api-client/endpoints';
import { COMPANY_PROFILE, MARKETING_FIGURE_ROWS } from '@courier/demo-data/content/company';
import { CACHE_CHANNEL } from '../cache/cacheBus.ts';
import { companyProfile, marketingFigures, seedRuns } from '../db/schema/index.ts';
import { COMPANY_PROFILE_ID, seedHomeCounters } from '../seed/companyProfile.ts';
import { seedOnce } from '../seed/run.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const read = async () => {
  const res = await t.get('company_profile');
  expect(res.statusCode, res.body).toBe(200);
  return endpoints.company_profile.success.parse(res.json());
};

/** What a content write announces to every process (the back office does it in its transaction). */
const announce = () => t.db.execute(sql`select pg_notify(${CACHE_CHANNEL}, 'content')`);

/** The NOTIFY reaches the listening connection a moment after the statement. */
const eventually = (check: () => Promise<void>) =>
  expect
    .poll(
      () =>
        check().then(
          () => true,
          () => false,
        ),
      { timeout: 3000, interval: 20 },
    )
    .toBe(true);

describe('company_profile', () => {
  it("answers the seeded company's details in the site's shape", async () => {
    const { company } = await read();
    expect(company).toMatchObject({
      name: COMPANY_PROFILE.name,
      address: COMPANY_PROFILE.address,
      salesPhone: '+965 2222 3333',
      generalPhone: '+965 2222 4444',
      whatsappNumber: '96522223333',
      email: COMPANY_PROFILE.email,
      externalTrackingUrl: COMPANY_PROFILE.externalTrackingUrl,
      companyProfilePdf: '/company-profile.pdf',
      social: { facebook: COMPANY_PROFILE.facebookUrl },
      history: { since: 1980, incorporated: 2019, headOffice: 'New Delhi', franchiseOffices: 4 },
    });
    expect(company.regionalOffices).toEqual(COMPANY_PROFILE.regionalOffices.split('\n'));
  });

  it('lists the published marketing figures in their order', async () => {
    const { figures } = await read();
    expect(figures).toEqual(
      MARKETING_FIGURE_ROWS.filter((f) => f.kind === 'figure').map(({ key, value, label }) => ({
        key,
        value,
        label,
      })),
    );
    expect(figures.find((f) => f.key === 'network_countries')?.value).toBe('209+');
  });

  it("lists the home counters (figures of kind 'counter') apart, as the numbers they count to", async () => {
    const { counters } = await read();
    expect(counters).toEqual([
      { key: 'offices', label: 'Offices', target: 1300 },
      { key: 'pickup_points', label: 'Pick-up Points', target: 2142 },
      { key: 'countries', label: 'Countries', target: 229 },
      { key: 'employees', label: 'Employees', target: 9850 },
    ]);
  });

  it('shows a change on the next answer once content changes are announced', async () => {
    await read(); // cached now
    await t.db
      .update(companyProfile)
      .set({
        salesPhone: '+965 2999 0000',
        regionalOffices: 'Jahra - Block 1\n\nSalmiya - Block 12',
      })
      .where(eq(companyProfile.id, COMPANY_PROFILE_ID));
    await t.db
      .update(marketingFigures)
      .set({ published: false })
      .where(eq(marketingFigures.key, 'clients'));
    await t.db
      .update(marketingFigures)
      .set({ sortOrder: -1 })
      .where(eq(marketingFigures.key, 'courier_projects'));
    await t.db
      .update(marketingFigures)
      .set({ value: '1400', label: 'Branches' })
      .where(eq(marketingFigures.key, 'offices'));
    await t.db
      .update(marketingFigures)
      .set({ published: false })
      .where(eq(marketingFigures.key, 'employees'));
    // Not announced: the copy in memory still answers (SQL by hand is bounded by the max age).
    expect((await read()).company.salesPhone).toBe('+965 2222 3333');

    await announce();
    await eventually(async () => {
      const { company, figures, counters } = await read();
      expect(company.salesPhone).toBe('+965 2999 0000');
      expect(counters.map((c) => [c.key, c.label, c.target])).toEqual([
        ['offices', 'Branches', 1400],
        ['pickup_points', 'Pick-up Points', 2142],
        ['countries', 'Countries', 229],
      ]);
      expect(company.regionalOffices).toEqual(['Jahra - Block 1', 'Salmiya - Block 12']);
      expect(figures.map((f) => f.key)).not.toContain('clients');
      expect(figures[0]?.key).toBe('courier_projects');
    });
  });

  it('adds the home counters to a database whose figures were seeded before them, once', async () => {
    await t.db.delete(marketingFigures).where(eq(marketingFigures.kind, 'counter'));
    await t.db.delete(seedRuns).where(eq(seedRuns.name, 'home-counters-v1'));
    expect(await seedOnce(t.db, 'home-counters-v1', seedHomeCounters)).toBe(true);
    const counters = await t.db
      .select({ key: marketingFigures.key, value: marketingFigures.value })
      .from(marketingFigures)
      .where(eq(marketingFigures.kind, 'counter'));
    expect(counters.map((c) => `${c.key}=${c.value}`).sort()).toEqual([
      'countries=229',
      'employees=9850',
      'offices=1300',
      'pickup_points=2142',
    ]);
    expect(await seedOnce(t.db, 'home-counters-v1', seedHomeCounters)).toBe(false);
  });
});
