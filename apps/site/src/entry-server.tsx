/**
 * Server rendering entry, built with `vite build --ssr` into dist/server/entry-server.js and
 * loaded at run time by the API (apps/api/src/http/site.ts) from SITE_DIR: the apps do not
 * import each other. The API hands in a fetch that answers /api calls in-process, so the page is
 * rendered with the same answers the browser would get.
 */
import { createApiClient } from '@courier/api-client/client';
import type { EndpointName, RequestOf } from '@courier/api-client/endpoints';
import { loadI18n } from '@courier/ui/i18n/createI18n';
import { LanguageProvider } from '@courier/ui/i18n/LanguageProvider';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { SWRConfig, unstable_serialize, type Middleware } from 'swr';
import { LINK_PAGES, PORTAL_PATHS } from './app/portalPaths';
import { routes } from './app/routes';
import { appCatalogs } from './i18n/catalogs';
import { siteWordsOf } from './i18n/siteWords';
import {
  basenameOf,
  fetchIn,
  htmlAttributes,
  languageOfPath,
  routePathOf,
} from './i18n/pageLanguage';
import { headTags } from './seo/headTags';
import { robotsTxt, sitemapXml } from './seo/sitemap';
import { islandsReady } from './ssr/island';
import { serverAnswers } from './ssr/serverAnswers';
import { serializeSsrData, type ApiKey, type SsrData } from './ssr/ssrData';

export interface RenderInput {
  /** The full URL of the request (origin included: canonical and Open Graph URLs use it). */
  url: string;
  /** dist/index.html of the client build: scripts and styles of the entry. */
  template: string;
  /** Answers /api/website/* calls, e.g. through Fastify's inject. */
  fetch: typeof globalThis.fetch;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; html: string };

/**
 * Pages that read the visitor's browser state while rendering (the customer session) render in
 * the browser only. The rate forms and the public booking wizard read their stored quote after
 * hydration instead (src/ssr/useStoredOnce.ts), so the server renders them.
 */
const CLIENT_ONLY = new Set([
  '/create-shipment',
  '/book-collection',
  ...PORTAL_PATHS.filter((path) => !LINK_PAGES.includes(path)).map((path) => `/${path}`),
]);

/** Rounds of render -> fetch: a list whose request depends on another answer needs a second round. */
const MAX_DATA_ROUNDS = 3;

export async function render(input: RenderInput): Promise<RenderResult | null> {
  const url = new URL(input.url);
  // Arabic pages are the same routes under /ar (react-router's basename, src/i18n/pageLanguage.ts).
  const language = languageOfPath(url.pathname);
  if (CLIENT_ONLY.has(routePathOf(url.pathname))) return null;

  const handler = createStaticHandler(routes, { basename: basenameOf(language) });
  const context = await handler.query(new Request(url, { headers: { accept: 'text/html' } }));
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('location') ?? '/',
    };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  // The matched route modules are loaded now; the islands they declare load with them.
  await islandsReady();

  const i18n = await loadI18n(language, appCatalogs);
  // The API answers content and messages in the page's language (Accept-Language).
  const client = createApiClient({ baseUrl: url.origin, fetch: fetchIn(language, input.fetch) });
  const fallback: Record<string, unknown> = {};
  const tried = new Set<string>();
  const tree = (use: Middleware[]): ReactNode => (
    <StrictMode>
      <LanguageProvider language={language} i18n={i18n}>
        <SWRConfig value={{ fallback, use, provider: () => new Map() }}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </SWRConfig>
      </LanguageProvider>
    </StrictMode>
  );

  // swr does not fetch on the server: render once to learn which keys the page asks for, fetch
  // them, and render again with the answers as swr's fallback (the browser starts from the same).
  let html = '';
  for (let round = 0; round < MAX_DATA_ROUNDS; round += 1) {
    const wanted = new Map<string, ApiKey>();
    const collect: Middleware = (next) => (key, fetcher, config) => {
      if (Array.isArray(key)) {
        const id = unstable_serialize(key);
        if (!tried.has(id)) wanted.set(id, key as unknown as ApiKey);
      }
      return next(key, fetcher, config);
    };
    // As in the browser (main.tsx), a key answered here is not revalidated on mount, so swr
    // reports it loaded (isLoading false): the HTML then matches the hydration render (a combo
    // box's aria-busy, for one).
    html = renderToString(tree([collect, serverAnswers(fallback).middleware]));
    if (wanted.size === 0) break;
    await Promise.all(
      [...wanted].map(async ([id, [name, request]]) => {
        tried.add(id);
        const call = client.call as (
          n: EndpointName,
          body: RequestOf<EndpointName>,
        ) => ReturnType<typeof client.call<EndpointName>>;
        const result = await call(name, request);
        // A failed call stays out of the fallback: the page shows what the browser shows
        // before its own call answers, and swr asks again after hydration.
        if (result.ok) fallback[id] = result.data;
      }),
    );
  }

  const data: SsrData = {
    router: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: context.errors,
    },
    swr: fallback,
  };
  const { lang, dir } = htmlAttributes(language);
  const page = input.template
    .replace(/<html[^>]*>/, `<html lang="${lang}" dir="${dir}">`)
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('</head>', `${headTags(url, siteWordsOf(i18n).meta)}\n  </head>`)
    // `inert` until hydration (main.tsx lifts it): a click or a submit before the scripts run
    // would reach the bare HTML form (a GET with the fields in the URL) instead of the app.
    .replace(
      '<div id="root"></div>',
      `<div id="root" inert>${html}</div>${serializeSsrData(data)}`,
    );
  // The catch-all route is the "page not found" page: crawlers must see a 404, not a 200.
  const notFound = context.matches.some((match) => match.route.path === '*');
  return { kind: 'page', status: notFound ? 404 : context.statusCode, html: page };
}

/** sitemap.xml and robots.txt, built from the route table and the content in the database. */
export async function seoFile(
  name: 'sitemap.xml' | 'robots.txt',
  input: { origin: string; fetch: typeof globalThis.fetch },
): Promise<string> {
  if (name === 'robots.txt') return robotsTxt(input.origin);
  // The entries' own content is listed from the English answers: the addresses are the same.
  return sitemapXml(
    input.origin,
    createApiClient({ baseUrl: input.origin, fetch: fetchIn('en', input.fetch) }),
  );
}
