import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, count, eq, like, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { runMigrations } from '../db/migrate.ts';
import {
  blogPosts,
  companyProfile,
  contactMessages,
  faqs,
  countries,
  news,
  rateCards,
  regions,
  seedRuns,
  services,
  shipments,
  teamMembers,
  teamSkills,
  zones,
} from '../db/schema/index.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { seedDemoContent } from './index.ts';
import { renumberTrackedShipments } from './trackedShipments.ts';
import { OLD_TEAM_SOCIAL, TEAM } from '@courier/demo-data/content/team';
import { trackedShipments } from '@courier/demo-data/shipments';
import { isValidAwb } from '@courier/domain/awb';
import { TRACKING_STATUS_LABELS } from '@courier/domain/tracking';
import { endpoints } from '@courier/api-client/endpoints';
import { trackingEvents } from '../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

type Counted =
  | typeof services
  | typeof news
  | typeof blogPosts
  | typeof countries
  | typeof regions
  | typeof rateCards;
const total = async (table: Counted) => (await t.db.select({ n: count() }).from(table))[0]!.n;

describe('demo content seeding', () => {
  it('seeds the whole demo site', async () => {
    expect(await total(services)).toBeGreaterThanOrEqual(6);
    expect(await total(news)).toBe(6);
    expect(await total(blogPosts)).toBe(9);
    expect(await total(countries)).toBeGreaterThanOrEqual(249);
    expect(await total(regions)).toBeGreaterThan(4000);
  });

  it('has a rate card for every international service to and from every zone', async () => {
    const zoneCount = (await t.db.select({ n: count() }).from(zones))[0]!.n;
    // 3 international services x (zones - Kuwait) x 2 directions + 2 domestic services.
    expect(await total(rateCards)).toBe(3 * (zoneCount - 1) * 2 + 2);
  });

  it('runs again (a restart) without duplicating, restoring or overwriting anything', async () => {
    const [first] = await t.db.select().from(services).limit(1);
    await t.db.update(services).set({ name: 'Renamed by staff' }).where(eq(services.id, first!.id));
    const [gone] = await t.db.select().from(news).limit(1);
    await t.db.delete(news).where(eq(news.id, gone!.id));
    const before = {
      services: await total(services),
      blog: await total(blogPosts),
      regions: await total(regions),
      cards: await total(rateCards),
    };

    await seedDemoContent(t.db);
    await seedDemoContent(t.db);

    const [again] = await t.db.select().from(services).where(eq(services.id, first!.id));
    expect(again!.name).toBe('Renamed by staff');
    expect(await total(news)).toBe(5);
    expect({
      services: await total(services),
      blog: await total(blogPosts),
      regions: await total(regions),
      cards: await total(rateCards),
    }).toEqual(before);
  });
});

describe('demo content in Arabic', () => {
  /** Arabic letters: a field answered in Arabic has them, one answered in English has none. */
  const ARABIC = /[\u0600-\u06FF]/;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each call reads its own fields
  type Body = any;
  const read = async (url: string, headers: Record<string, string> = {}): Promise<Body> => {
    const res = await t.app.inject({ method: 'GET', url: `/api/website/${url}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  /** Every value of `field` in the rows, in Arabic when asked in Arabic, English otherwise. */
  async function expectTwins(url: string, rows: (body: Body) => Body[], fields: string[]) {
    const arabic = rows(await read(url, { 'accept-language': 'ar' }));
    const english = rows(await read(url));
    expect(arabic.length, url).toBeGreaterThan(0);
    expect(arabic).toHaveLength(english.length);
    for (const field of fields) {
      for (const row of arabic) expect(row[field], `${url} ${field}`).toMatch(ARABIC);
      for (const row of english) expect(row[field], `${url} ${field}`).not.toMatch(ARABIC);
    }
  }

  it("answers the main pages' demo texts in Arabic, English unchanged", async () => {
    await expectTwins('home_slides', (b) => b.slideList, ['title', 'subtitle']);
    await expectTwins('our_service_list', (b) => b.ourServiceList, [
      'service_name',
      'short_description',
      'service_content',
    ]);
    await expectTwins('faq_list', (b) => b.faqList, ['question', 'answer']);
    await expectTwins('career_list', (b) => b.careerList, [
      'career_title',
      'skils',
      'experience',
      'description',
    ]);
    await expectTwins('team_member_list', (b) => b.team_list, ['designation']);
    await expectTwins('news_list', (b) => b.newsList, ['news_title']);
    await expectTwins('blog_list', (b) => b.blog_list, ['title', 'short_description']);
    const { company, figures } = await read('company_profile', { 'accept-language': 'ar' });
    expect(company.address).toMatch(ARABIC);
    expect(company.history.headOffice).toMatch(ARABIC);
    for (const figure of figures) expect(figure.label, figure.key).toMatch(ARABIC);
  });
});

describe('Arabic twins for a database seeded before them (content-ar-v1)', () => {
  it('fills empty twins of demo rows still in the demo English, and nothing staff changed', async () => {
    const [untouched, edited, translated] = await t.db
      .select()
      .from(services)
      .where(ne(services.name, 'Renamed by staff'))
      .orderBy(asc(services.id))
      .limit(3);
    // A database from before: no Arabic anywhere, then a staff edit and a staff translation.
    await t.db.update(services).set({ nameAr: '', shortDescriptionAr: '', contentAr: '' });
    await t.db.update(faqs).set({ questionAr: '', answerAr: '' });
    await t.db.update(teamSkills).set({ skillAr: '' });
    await t.db.update(companyProfile).set({ addressAr: '', headOfficeAr: '' });
    await t.db.update(services).set({ name: 'Edited' }).where(eq(services.id, edited!.id));
    await t.db
      .update(services)
      .set({ nameAr: 'ترجمة الموظفين' })
      .where(eq(services.id, translated!.id));
    await t.db.delete(seedRuns).where(eq(seedRuns.name, 'content-ar-v1'));

    await seedDemoContent(t.db);

    const service = async (id: number) =>
      (await t.db.select().from(services).where(eq(services.id, id)))[0]!;
    expect(await service(untouched!.id)).toMatchObject({
      nameAr: untouched!.nameAr,
      shortDescriptionAr: untouched!.shortDescriptionAr,
      contentAr: untouched!.contentAr,
    });
    expect(untouched!.nameAr).not.toBe('');
    // English changed: its old Arabic would no longer match; the untouched fields get theirs.
    expect(await service(edited!.id)).toMatchObject({
      nameAr: '',
      shortDescriptionAr: edited!.shortDescriptionAr,
    });
    expect((await service(translated!.id)).nameAr).toBe('ترجمة الموظفين');
    const faqRows = await t.db.select().from(faqs);
    expect(faqRows.every((f) => f.questionAr !== '' && f.answerAr !== '')).toBe(true);
    const skillRows = await t.db.select().from(teamSkills);
    expect(skillRows.every((k) => k.skillAr !== '')).toBe(true);
    const [profile] = await t.db.select().from(companyProfile);
    expect(profile!.headOfficeAr).toBe('نيودلهي');
  });
});

describe("team members' profiles for a database seeded with bare home pages (team-profiles-v1)", () => {
  it("replaces the networks' home pages with the member's own profile, and nothing staff changed", async () => {
    const [first, second] = TEAM;
    const member = async (seedKey: string) =>
      (await t.db.select().from(teamMembers).where(eq(teamMembers.seedKey, seedKey)))[0]!;
    expect(await member(first!.seedKey)).toMatchObject({
      facebookUrl: first!.facebookUrl,
      twitterUrl: first!.twitterUrl,
      googlePlusUrl: '',
    });
    // A database from before: every member links to the home pages; then a staff edit.
    await t.db.update(teamMembers).set(OLD_TEAM_SOCIAL);
    await t.db
      .update(teamMembers)
      .set({ twitterUrl: 'https://twitter.com/staff_choice' })
      .where(eq(teamMembers.seedKey, second!.seedKey));
    await t.db.delete(seedRuns).where(eq(seedRuns.name, 'team-profiles-v1'));

    await seedDemoContent(t.db);

    expect(await member(first!.seedKey)).toMatchObject({
      facebookUrl: first!.facebookUrl,
      twitterUrl: first!.twitterUrl,
    });
    expect(await member(second!.seedKey)).toMatchObject({
      facebookUrl: second!.facebookUrl,
      twitterUrl: 'https://twitter.com/staff_choice',
    });
  });
});

describe('demo tracking numbers (the README names them; the mock API has the same)', () => {
  it('track on the real API with their whole history, newest first', async () => {
    for (const demo of trackedShipments) {
      expect(isValidAwb(demo.awb)).toBe(true);
      const res = await t.get(`tracks?AWBNO=${demo.awb}`);
      expect(res.statusCode).toBe(200);
      const { data } = endpoints.tracks.success.parse(res.json());
      const last = demo.events.at(-1)!;
      expect(data.statusDetails.status).toBe(TRACKING_STATUS_LABELS[last.status]);
      expect(data.shipmentDetails.destination).toBe(demo.destination);
      expect(data.shipmentHistory.map((e) => [e.date, e.time, e.location])).toEqual(
        [...demo.events].reverse().map((e) => [e.date, e.time, e.location]),
      );
    }
    const many = await t.post('tracking_data', {
      AWBNO: trackedShipments.map((d) => d.awb).join(','),
    });
    expect(endpoints.tracking_data.success.parse(many.json()).Data.map((r) => r.Status)).toEqual(
      trackedShipments.map((d) => TRACKING_STATUS_LABELS[d.events.at(-1)!.status]),
    );
  });

  it("expect delivery by their destination's zone (they name no service), none once delivered", async () => {
    const expected = async (awb: string) => {
      const { data } = endpoints.tracks.success.parse((await t.get(`tracks?AWBNO=${awb}`)).json());
      return [data.statusDetails.expectedDeliveryFrom, data.statusDetails.expectedDeliveryTo];
    };
    // London (Europe: 3-5 working days) from the pickup on Thu 5 Mar 2026; Friday is a rest day.
    expect(await expected('70012345023')).toEqual(['2026-03-09', '2026-03-11']);
    // Riyadh (GCC: 2-3) from the pickup on Friday 6 March.
    expect(await expected('70012345034')).toEqual(['2026-03-08', '2026-03-09']);
    // Out for delivery: that day.
    expect(await expected('70012345045')).toEqual(['2026-03-08', '2026-03-08']);
    expect(await expected('70012345012')).toEqual(['', '']);
  });

  it('are numbered by their AWB, as a public booking is, and renumbered on older databases', async () => {
    const numbered = await t.db
      .select({ awb: shipments.awb, shipmentNo: shipments.shipmentNo })
      .from(shipments)
      .where(like(shipments.publicId, 'demo-7%'));
    expect(numbered.length).toBe(trackedShipments.length);
    for (const row of numbered) expect(row.shipmentNo).toBe(row.awb);
    const demo = trackedShipments[0]!;
    await t.db
      .update(shipments)
      .set({ shipmentNo: `DEMO-${demo.awb}` })
      .where(eq(shipments.awb, demo.awb));
    await t.db.transaction((tx) => renumberTrackedShipments(tx));
    const [row] = await t.db
      .select({ shipmentNo: shipments.shipmentNo })
      .from(shipments)
      .where(eq(shipments.awb, demo.awb));
    expect(row!.shipmentNo).toBe(demo.awb);
  });

  it('are seeded once: a restart adds no second history', async () => {
    const events = async () => (await t.db.select({ n: count() }).from(trackingEvents))[0]!.n;
    const before = await events();
    await seedDemoContent(t.db);
    expect(await events()).toBe(before);
  });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('embedded PGlite under DATA_DIR', () => {
  it('keeps data across restarts and re-applies no migration', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'courier-api-restart-'));
    try {
      const config = { ...loadConfig({ DATA_DIR: dataDir, SITE_DIR: '' }), logLevel: 'silent' };
      const first = await buildApp(config);
      await first.database.db.insert(contactMessages).values({
        kind: 'contact',
        name: 'Kept',
        email: 'k@example.com',
        mobile: '1',
        message: 'still here',
        fingerprint: 'x',
        window: 1,
      });
      await first.app.close();

      const second = await buildApp(config);
      await runMigrations(second.database);
      const rows = await second.database.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.name, 'Kept'));
      expect(rows).toHaveLength(1);
      expect((await second.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({
        status: 'ok',
        database: 'pglite',
      });
      await second.app.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
