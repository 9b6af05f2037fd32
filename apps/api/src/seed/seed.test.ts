import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { runMigrations } from '../db/migrate.ts';
import {
  blogPosts,
  contactMessages,
  countries,
  news,
  rateCards,
  regions,
  services,
  zones,
} from '../db/schema/index.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { seedDemoContent } from './index.ts';
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
