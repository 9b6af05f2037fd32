import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, staffCookie } from '../admin/adminTestSupport.ts';
import { countries, rateCards, rateServices } from '../db/schema/index.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

/*
 * Two app instances on one database (PGlite in memory, or DATABASE_URL with `pnpm test:db`), as
 * two API processes behind the load balancer: each keeps its own in-memory settings and tariff;
 * a back-office write through one must reach the other's next quotes.
 */
let a: TestApp;
let b: Awaited<ReturnType<TestApp['twin']>>;
let admin: string;
let priceBody: Record<string, string>;

const firstCity = async (app: TestApp, country: number) => {
  const res = await app.post('origin_city', { origin_country_id: country });
  return String((res.json() as { cityList: { state_id: number }[] }).cityList[0]!.state_id);
};

beforeAll(async () => {
  a = await startTestApp();
  b = await a.twin();
  // The staff session lives in the database: logged in through B, it is good on either.
  admin = await staffCookie({ ...a, app: b.app }, 'admin', 'cache-admin');
  priceBody = {
    origin_country_id: '117',
    destination_country_id: '101',
    origin_city_id: await firstCity(a, 117),
    destination_city_id: await firstCity(a, 101),
    weight: '2',
    unit: 'KG',
    service_id: '',
  };
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const quoteOn = async (app: Pick<TestApp, 'post'>) => {
  const res = await app.post('price_calculation', priceBody);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { vatPercentage: number; totalPrice: number; service_id: number };
};

/** The NOTIFY reaches the other process's listening connection a moment after the commit. */
const eventually = (check: () => Promise<void>) =>
  expect
    .poll(
      async () =>
        check().then(
          () => true,
          () => false,
        ),
      { timeout: 3000, interval: 20 },
    )
    .toBe(true);

describe('caches across two app instances on one database', () => {
  it("a VAT change saved through one instance is in the other's next quote", async () => {
    // Both instances have the settings in memory now.
    expect((await quoteOn(a)).vatPercentage).toBe(5);
    expect((await quoteOn(b)).vatPercentage).toBe(5);
    const saved = await adminCall(
      { ...a, app: b.app },
      'admin_settings_update',
      { vatPercent: 7, nonWorkingWeekdays: [5] },
      admin,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    // The writer drops its own copy at once; the other hears it through LISTEN/NOTIFY.
    expect((await quoteOn(b)).vatPercentage).toBe(7);
    await eventually(async () => expect((await quoteOn(a)).vatPercentage).toBe(7));
  });

  it("a rate card saved through one instance prices the other's next quote", async () => {
    const before = await quoteOn(a);
    await quoteOn(b);
    const zone = (id: number) =>
      a.db.select({ zoneId: countries.zoneId }).from(countries).where(eq(countries.id, id));
    const [[origin], [destination]] = await Promise.all([zone(117), zone(101)]);
    const [card] = await a.db
      .select({ id: rateCards.id })
      .from(rateCards)
      .innerJoin(rateServices, eq(rateServices.id, rateCards.serviceId))
      .where(
        and(
          eq(rateCards.originZoneId, origin!.zoneId),
          eq(rateCards.destinationZoneId, destination!.zoneId),
          eq(rateServices.id, before.service_id),
        ),
      );
    const saved = await adminCall(
      { ...a, app: b.app },
      'admin_rate_card_update',
      { id: card!.id, perExtraHalfKgFils: 1000, bands: [{ upToKg: 5, priceFils: 123_000 }] },
      admin,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    // 2 kg falls in the one 5 kg band: 123.000 KWD before VAT, whatever it cost before.
    expect((await quoteOn(b)).totalPrice).toBe(123);
    await eventually(async () => expect((await quoteOn(a)).totalPrice).toBe(123));
    expect(before.totalPrice).not.toBe(123);
  });
});
