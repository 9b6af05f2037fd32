import type { Words } from '@courier/ui/i18n/catalog';
import { en } from '../i18n/en';

/** Title, description and (home only) keywords per route, keyed by route path. */
export interface RouteMeta {
  title: string;
  description: string;
  keywords?: string;
}

/** The site catalogue's `meta` group in a page's language (`useSiteWords().meta`). */
export type MetaWords = Words<typeof en>['meta'];

/** The route keys that have their own meta: the home page ('') and the catalogue's routes. */
export const ROUTE_KEYS: readonly string[] = ['', ...Object.keys(en.meta.routes)];

/**
 * The meta of a route key (the path without slashes or /ar) in the language of `meta`: the home
 * page's whole, else the route's name before the brand; unknown keys are the not-found page's.
 */
export function routeMetaOf(meta: MetaWords, key: string): RouteMeta {
  if (key === '')
    return {
      title: meta.home.title,
      description: meta.home.description,
      keywords: meta.home.keywords,
    };
  const routes: Record<string, { name: string; description: string }> = meta.routes;
  const route = Object.hasOwn(routes, key) ? routes[key]! : meta.notFound;
  return { title: `${route.name} | ${meta.site}`, description: route.description };
}
