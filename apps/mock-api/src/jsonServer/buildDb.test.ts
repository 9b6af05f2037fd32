import { endpoints } from '@courier/api-client/endpoints';
import { describe, expect, it } from 'vitest';
import { buildJsonServerDb, jsonServerCalls } from './buildDb.ts';

describe('json-server db', () => {
  it('holds every GET call without parameters, each a valid answer of its call', async () => {
    const db = await buildJsonServerDb();
    expect(Object.keys(db).sort()).toEqual([...jsonServerCalls].sort());
    expect(jsonServerCalls).toEqual(
      expect.arrayContaining([
        'our_service_list',
        'blog_list',
        'country_list',
        'vehicle_list',
        'home_slides',
      ]),
    );
    expect(jsonServerCalls).not.toContain('get_our_service_details');
    for (const name of jsonServerCalls) {
      expect(endpoints[name].response.safeParse(db[name]).success, name).toBe(true);
    }
    expect(
      (db.our_service_list as { ourServiceList: unknown[] }).ourServiceList.length,
    ).toBeGreaterThanOrEqual(6);
  });
});
