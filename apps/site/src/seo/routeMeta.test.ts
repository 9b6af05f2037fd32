import { afterAll, describe, expect, it } from 'vitest';
import { pageRoutes } from '../app/routes';
import type { RouteObject } from 'react-router';
import {
  ACCOUNT_ROUTES,
  PORTAL_ROUTES,
  SPEC_ROUTES as specRoutes,
} from '../app/specRoutes.testData';
import { requireCustomerSession } from '../session/requireCustomerSession';
import { i18nOf } from '@courier/ui/i18n/createI18n';
import { ar } from '../i18n/ar';
import { en } from '../i18n/en';
import { siteWordsOf } from '../i18n/siteWords';
import { ROUTE_KEYS, routeMetaOf } from './routeMeta';
import { islandsReady } from '../ssr/island';

// Outside the browser the layout's islands start loading their modules when routes.tsx is
// evaluated; the file must not end (and tear its environment down) while they still load.
afterAll(islandsReady);

/** The routes that show a page; a pathless group (the portal's session check) is looked into. */
const leaves = (routes: RouteObject[]): RouteObject[] =>
  routes.flatMap((route) =>
    route.path === undefined && !route.index && route.children ? leaves(route.children) : [route],
  );

const metaIn = (language: 'en' | 'ar') =>
  siteWordsOf(i18nOf(language, [{ namespace: 'site', tree: language === 'ar' ? ar : en }])).meta;
const routeMetaIn = (language: 'en' | 'ar', key: string) => routeMetaOf(metaIn(language), key);

describe('route table', () => {
  const routes = leaves(pageRoutes);
  const paths = routes.map((route) => (route.index ? '' : route.path));

  it('has every route of spec section 2 and the portal, each lazily loaded, plus a catch-all not-found page', () => {
    expect(paths.filter((path) => path !== '*').sort()).toEqual(
      [...specRoutes, ...PORTAL_ROUTES, ...ACCOUNT_ROUTES].sort(),
    );
    expect(paths).toContain('*');
    expect(routes.every((route) => typeof route.lazy === 'function')).toBe(true);
  });

  it('puts every portal page behind the customer session check', () => {
    const portal = pageRoutes.find((route) => route.id === 'portal');
    expect(portal?.loader).toBe(requireCustomerSession);
    expect(portal?.children?.map((route) => route.path).sort()).toEqual([...PORTAL_ROUTES].sort());
  });

  it('gives every route an Arabic title and description too', () => {
    for (const path of [...specRoutes, ...PORTAL_ROUTES, ...ACCOUNT_ROUTES]) {
      expect(routeMetaIn('ar', path).title, path).toMatch(/[\u0600-\u06FF]/);
      expect(routeMetaIn('ar', path).description, path).toMatch(/[\u0600-\u06FF]/);
    }
    expect(routeMetaIn('en', 'faq')).toEqual({
      title: 'FAQ | Courier Express Kuwait',
      description: 'Frequently asked questions about shipping, rates and tracking.',
    });
    expect(routeMetaIn('ar', 'services').title).toBe('خدماتنا | Courier Express Kuwait');
  });

  it('gives every route a title and a description', () => {
    for (const path of [...specRoutes, ...PORTAL_ROUTES, ...ACCOUNT_ROUTES]) {
      expect(ROUTE_KEYS, path).toContain(path);
      expect(routeMetaIn('en', path).title, path).toBeTruthy();
      expect(routeMetaIn('en', path).description, path).toBeTruthy();
    }
    expect(routeMetaIn('en', 'no-such-page').title).toBe('Page not found | Courier Express Kuwait');
    expect(routeMetaIn('en', 'constructor').title).toBe('Page not found | Courier Express Kuwait');
  });

  it('gives the home page a title, description and keywords about an international courier service in Kuwait', () => {
    const home = routeMetaIn('en', '');
    expect(home?.title).toMatch(/International Courier Service in Kuwait/);
    expect(home?.description).toMatch(/international courier service in Kuwait/i);
    expect(home?.keywords).toMatch(/courier/i);
    expect(home?.keywords).toMatch(/Kuwait/);
    expect(ROUTE_KEYS.filter((path) => routeMetaIn('en', path).keywords)).toEqual(['']);
  });
});
