import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@courier/api-client/endpoints';
import { DEFAULT_FIND_LOCATION_COUNTRY_ID } from '@courier/domain/constants';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const KUWAIT = 117;

describe('branches and map markers', () => {
  it('lists the Kuwait offices as domestic branches with coordinates inside Kuwait', async () => {
    const body = endpoints.domestic_branch.success.parse((await t.get('domestic_branch')).json());
    expect(body.googleMapList).toHaveLength(7);
    for (const b of body.googleMapList) {
      expect(b.latitude).toBeGreaterThan(28.5);
      expect(b.latitude).toBeLessThan(30.1);
      expect(b.longitude).toBeGreaterThan(46.5);
      expect(b.longitude).toBeLessThan(48.5);
    }
    expect(body.googleMapList.map((b) => b.location)).toContain('Head Office - Sharq');
  });

  it('lists the regional offices as international branches', async () => {
    const body = endpoints.international_branch.success.parse(
      (await t.get('international_branch')).json(),
    );
    expect(body.googleMapList.length).toBeGreaterThanOrEqual(10);
    expect(body.googleMapList.map((b) => b.city_name)).toEqual(
      expect.arrayContaining(['Dubai', 'Riyadh', 'Doha', 'Manama', 'Muscat']),
    );
  });

  it('lists locations of a country, and the default country 131 has some', async () => {
    const kw = endpoints.location_list.success.parse(
      (await t.post('location_list', { country_id: KUWAIT })).json(),
    );
    expect(kw.locationList).toHaveLength(7);
    const fallback = endpoints.location_list.success.parse(
      (
        await t.post('location_list', { country_id: String(DEFAULT_FIND_LOCATION_COUNTRY_ID) })
      ).json(),
    );
    expect(fallback.locationList.length).toBeGreaterThanOrEqual(2);
    const empty = endpoints.location_list.success.parse(
      (await t.post('location_list', { country_id: 1 })).json(),
    );
    expect(empty.locationList).toEqual([]);
  });

  it('gives map markers for all locations or one', async () => {
    const all = endpoints.google_map_by_country.success.parse(
      (await t.post('google_map_by_country', { country_id: KUWAIT, location_id: '' })).json(),
    );
    expect(all.googleMapList).toHaveLength(7);
    const one = all.googleMapList[2]!;
    const single = endpoints.google_map_by_country.success.parse(
      (
        await t.post('google_map_by_country', { country_id: KUWAIT, location_id: String(one.id) })
      ).json(),
    );
    expect(single.googleMapList).toEqual([one]);
    // A location of another country is not found under this one.
    const other = await t.post('google_map_by_country', {
      country_id: DEFAULT_FIND_LOCATION_COUNTRY_ID,
      location_id: one.id,
    });
    expect([other.statusCode, other.json().Message]).toEqual([404, 'Location not found.']);
  });

  it('uses the default country 131 when none is chosen', async () => {
    for (const body of [{}, { country_id: '', location_id: '' }]) {
      const res = endpoints.google_map_by_country.success.parse(
        (await t.post('google_map_by_country', body)).json(),
      );
      expect(res.googleMapList.map((b) => b.city_name)).toEqual([
        'George Town',
        'Kuala Lumpur',
        'Sepang',
      ]);
    }
  });

  it('refuses bad country ids', async () => {
    const missing = await t.post('location_list', {});
    expect([missing.statusCode, missing.json().Message]).toEqual([400, 'Please select a country.']);
    const unknown = await t.post('location_list', { country_id: 9999 });
    expect([unknown.statusCode, unknown.json().Message]).toEqual([404, 'Country not found.']);
    const wrongType = await t.post('google_map_by_country', { country_id: { id: 1 } });
    expect(wrongType.statusCode).toBe(400);
  });
});
