import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { endpoints } from '@courier/api-client/endpoints';
import { DEFAULT_VAT_PERCENT } from '@courier/domain/constants';
import { DEMO_COUNTRIES, INDIA_ID, KUWAIT_ID } from '@courier/demo-data/countries';
import { countries, zones } from '../db/schema/index.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
// The mock runs in-process beside the API (a test may reach across apps; code may not).
import { createMockCaller } from '../../../mock-api/src/testing.ts';

/**
 * The mock API and the real API quote alike: the same demo tariff (@courier/demo-data) priced
 * by the same domain rule. Each case asks both for price_calculation and compares the answers
 * as the contract reads them, refusals included.
 */
let t: TestApp;
const mock = createMockCaller();
const apiCities = new Map<number, number>();
const mockCities = new Map<number, number>();

const MALAYSIA_ID = 131;
const byIso = (iso: string) => DEMO_COUNTRIES.find((c) => c[2] === iso)![0];

beforeAll(async () => {
  t = await startTestApp({ vatPercent: DEFAULT_VAT_PERCENT });
  for (const [id] of DEMO_COUNTRIES) {
    const fromApi = endpoints.origin_city.success.parse(
      (await t.post('origin_city', { origin_country_id: id })).json(),
    );
    apiCities.set(id, fromApi.cityList[0]!.state_id);
    const fromMock = endpoints.origin_city.success.parse(
      (await mock('origin_city', { origin_country_id: id })).body,
    );
    mockCities.set(id, fromMock.cityList[0]!.state_id);
  }
});
afterAll(async () => t?.close());

const request = (
  cities: Map<number, number>,
  from: number,
  to: number,
  weight: string,
  serviceId = '',
) => ({
  origin_country_id: String(from),
  destination_country_id: String(to),
  origin_city_id: String(cities.get(from)),
  destination_city_id: String(cities.get(to)),
  weight,
  unit: 'KG',
  service_id: serviceId,
});

/** An answer as the contract reads it: the success schema, or the refusal's status and message. */
function read(status: number, body: unknown) {
  if (status === 200) return { status, quote: endpoints.price_calculation.success.parse(body) };
  return {
    status,
    message: endpoints.price_calculation.failure.message(
      endpoints.price_calculation.failure.schema.parse(body),
    ),
  };
}

// [from, to, weight in kg, service_id ('' = the first that carries it)]
const CASES: Array<[number, number, string, string?]> = [
  [KUWAIT_ID, INDIA_ID, '2.3'],
  [KUWAIT_ID, INDIA_ID, '0.4', '3'],
  [KUWAIT_ID, INDIA_ID, '71'],
  [INDIA_ID, KUWAIT_ID, '1.01'],
  [KUWAIT_ID, MALAYSIA_ID, '0.5'],
  [MALAYSIA_ID, KUWAIT_ID, '12'],
  [KUWAIT_ID, KUWAIT_ID, '3.3'],
  [KUWAIT_ID, KUWAIT_ID, '31'],
  [KUWAIT_ID, KUWAIT_ID, '0.2', '5'],
  [KUWAIT_ID, byIso('AE'), '0.1'],
  [byIso('SA'), KUWAIT_ID, '4.75'],
  [KUWAIT_ID, byIso('QA'), '20'],
  [KUWAIT_ID, byIso('EG'), '7.2'],
  [byIso('JO'), KUWAIT_ID, '2'],
  [KUWAIT_ID, byIso('PK'), '25.5'],
  [KUWAIT_ID, byIso('LK'), '1.99', '1'],
  [KUWAIT_ID, byIso('PH'), '5'],
  [byIso('CN'), KUWAIT_ID, '150'],
  [KUWAIT_ID, byIso('GB'), '2.01', '1'],
  [KUWAIT_ID, byIso('DE'), '15'],
  [byIso('FR'), KUWAIT_ID, '0.75'],
  [KUWAIT_ID, byIso('US'), '9.99'],
  [byIso('US'), KUWAIT_ID, '300'],
  [KUWAIT_ID, byIso('AU'), '301'],
  [byIso('AU'), KUWAIT_ID, '3.5', '2'],
  [INDIA_ID, MALAYSIA_ID, '1'],
  [byIso('GB'), byIso('DE'), '2'],
  [KUWAIT_ID, byIso('BD'), '45.5', '4'],
];

describe('mock and API quote alike', () => {
  it('seeds the demo countries with the mock ids, names and zones', async () => {
    const ids = DEMO_COUNTRIES.map(([id]) => id);
    const rows = await t.db
      .select({ id: countries.id, name: countries.name, iso: countries.isoCode, zone: zones.code })
      .from(countries)
      .innerJoin(zones, eq(zones.id, countries.zoneId))
      .where(inArray(countries.id, ids));
    const seeded = new Map(rows.map((r) => [r.id, [r.name, r.iso, r.zone]]));
    for (const [id, name, iso, , zone] of DEMO_COUNTRIES)
      expect(seeded.get(id), name).toEqual([name, iso, zone]);
  });

  it.each(
    CASES.map(([from, to, weight, serviceId = '']) => [from, to, weight, serviceId] as const),
  )('country %s -> %s, %s kg, service_id %j', async (from, to, weight, serviceId) => {
    const fromApi = await t.post(
      'price_calculation',
      request(apiCities, from, to, weight, serviceId),
    );
    const fromMock = await mock(
      'price_calculation',
      request(mockCities, from, to, weight, serviceId),
    );
    const api = read(fromApi.statusCode, fromApi.json());
    expect(read(fromMock.status, fromMock.body)).toEqual(api);
  });

  it('covers quotes and refusals of every kind', async () => {
    const answers = await Promise.all(
      CASES.map(([from, to, weight, serviceId = '']) =>
        t.post('price_calculation', request(apiCities, from, to, weight, serviceId)),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(20);
    expect(new Set(statuses)).toEqual(new Set([200, 400, 422]));
  });
});
