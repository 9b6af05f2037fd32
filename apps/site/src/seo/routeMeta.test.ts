import { describe, expect, it } from 'vitest';
import { pageRoutes } from '../app/routes';
import { SPEC_ROUTES as specRoutes } from '../app/specRoutes.testData';
import { routeMeta } from './routeMeta';

describe('route table', () => {
  const paths = pageRoutes.map((route) => (route.index ? '' : route.path));

  it('has every route of spec section 2, each lazily loaded, plus a catch-all not-found page', () => {
    expect(paths.filter((path) => path !== '*').sort()).toEqual([...specRoutes].sort());
    expect(paths).toContain('*');
    expect(pageRoutes.every((route) => typeof route.lazy === 'function')).toBe(true);
  });

  it('gives every route a title and a description', () => {
    for (const path of specRoutes) {
      expect(routeMeta[path]?.title, path).toBeTruthy();
      expect(routeMeta[path]?.description, path).toBeTruthy();
    }
  });

  it('gives the home page a title, description and keywords about an international courier service in Kuwait', () => {
    const home = routeMeta[''];
    expect(home?.title).toMatch(/International Courier Service in Kuwait/);
    expect(home?.description).toMatch(/international courier service in Kuwait/i);
    expect(home?.keywords).toMatch(/courier/i);
    expect(home?.keywords).toMatch(/Kuwait/);
    expect(
      Object.entries(routeMeta)
        .filter(([, meta]) => meta.keywords)
        .map(([path]) => path),
    ).toEqual(['']);
  });
});
