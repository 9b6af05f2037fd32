import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CacheBus, CacheTopic } from '../cache/cacheBus.ts';
import { FAILURE } from './envelope.ts';
import { PageCache } from './pageCache.ts';
import { LANGUAGE_COOKIE } from '@courier/domain/language';
import { addVary } from './requestLanguage.ts';
import { loadSiteRenderer, siteRendererEntry, type SiteRenderer } from './siteRenderer.ts';
import { badRequest } from './envelope.ts';
import { pageAddress } from './pageAddress.ts';
import { REQUEST_MESSAGES } from './requestMessages.ts';

/** errorHandler.ts's words for a URL Fastify itself refuses (with their Arabic). */

const API_PREFIX = '/api/';

/**
 * Serves the built site beside the API, precompressed (brotli/gzip) when the browser accepts it.
 * Hashed files under /assets are cached for a year. Any other GET that is not an API call is a
 * page: rendered on the server by the site's own server entry (dist/server) when the build has
 * one, else index.html, so the site's client-side routes work on reload. Pages are revalidated
 * (ETag) on every use.
 */
export async function registerSite(
  app: FastifyInstance,
  siteDir: string | undefined,
  bus?: Pick<CacheBus, 'on' | 'listening'>,
): Promise<void> {
  const hasSite = siteDir !== undefined && existsSync(join(siteDir, 'index.html'));
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: siteDir,
      wildcard: false,
      index: false,
      // dist/server holds the server renderer: code for this process, not for browsers.
      allowedPath: (pathName) => !pathName.startsWith('/server/'),
      // The build writes x.br and x.gz beside each text file (apps/site/scripts/vitePrecompress.ts).
      preCompressed: true,
      // Our setHeaders decides caching; the plugin's own header would overwrite it.
      cacheControl: false,
      setHeaders: (res, path) => {
        const hashed = path.includes(`${join(siteDir, 'assets')}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The same URL answers brotli, gzip or plain: caches must key on the request's encoding.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  // The server renderer (the site's server bundle, React and react-aria with it) loads while the
  // server already answers: through tsx's module hooks it is the longest part of a start (about
  // 18 of 48 s on a busy 2-core machine). A page asked for meanwhile waits for it.
  const rendererReady: Promise<SiteRenderer | undefined> | undefined =
    hasSite && siteRendererEntry(siteDir) ? loadSiteRenderer(app, siteDir) : undefined;
  rendererReady?.catch((err: unknown) => app.log.error({ err }, 'the site renderer did not load'));
  // Rendered pages for 30 s at most (pageCache.ts). Only a change of what pages show empties
  // them: a change announced on the cache bus by any API process (content edited in the back
  // office, settings, rates, a shipment's scans), and then only the pages it shows on. A refused
  // or unrelated POST (a contact form, a call that does not exist) leaves them alone.
  const pages = new PageCache<RenderResult>({ ttlMs: 30_000, maxEntries: 500 });
  for (const topic of Object.keys(PAGE_DROPS) as CacheTopic[])
    bus?.on(topic, (key) => PAGE_DROPS[topic](pages, key));
  if (rendererReady) {
    for (const [name, type] of [
      ['sitemap.xml', 'application/xml; charset=utf-8'],
      ['robots.txt', 'text/plain; charset=utf-8'],
    ] as const) {
      app.get(`/${name}`, async (request, reply) => {
        const renderer = await rendererReady;
        if (!renderer) return reply.callNotFound();
        const body = await renderer.seoFile(name, `${request.protocol}://${request.host}`);
        // Built from the database on request; crawlers revalidate with the ETag.
        return reply.type(type).header('cache-control', 'no-cache').send(body);
      });
    }
  }

  const isPageRequest = (request: FastifyRequest) => {
    const path = request.url.split('?')[0] ?? '';
    // A missing file (/assets/old-hash.js) must 404: index.html in its place breaks the page.
    const looksLikeFile = /\.[A-Za-z0-9]{1,8}$/.test(path);
    return (
      hasSite &&
      !looksLikeFile &&
      !request.url.startsWith(API_PREFIX) &&
      !request.url.startsWith('/healthz')
    );
  };

  if (hasSite) {
    // Pages are a route (not the not-found handler) so that compression and ETags apply to them;
    // files and API routes are more specific and win.
    app.get('/*', async (request, reply) => {
      if (!isPageRequest(request)) return reply.callNotFound();
      const address = pageAddress(request.protocol, request.host, request.url);
      if (address === undefined) throw badRequest(REQUEST_MESSAGES.badAddress);
      const redirect = homeInChosenLanguage(request);
      if (redirect) return reply.header('vary', 'Cookie').redirect(redirect, 302);
      // The home page depends on the cookie (above): a cache keeps one copy per cookie.
      if (request.url.split('?')[0] === '/') addVary(reply, ['Cookie']);
      // Without the bus's notices (connection lost, or caches off) a kept page could be stale.
      const cache = bus?.listening === false ? undefined : pages;
      const renderer = rendererReady && (await rendererReady);
      const page = renderer ? await renderPage(renderer, cache, address, request) : null;
      if (page?.kind === 'redirect') return reply.redirect(page.location, page.status);
      // Rendered again after any change it shows (content edited in the back office); no-cache
      // plus the ETag lets a browser revalidate with a 304 instead of downloading it again.
      if (page) {
        return reply
          .status(page.status)
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(page.html);
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  }

  app.setNotFoundHandler((request, reply) => {
    return reply.status(404).send({ Status: FAILURE, Message: REQUEST_MESSAGES.notFound });
  });
}

/**
 * The home page (/) of a visitor who chose Arabic with the site's language switch (the `lang`
 * cookie) is /ar/, the query kept; before the page cache, whose pages are keyed by URL alone.
 * Only the home page, and only the cookie: Accept-Language redirects nothing, so search engines
 * and shared links see the language their URL names.
 */
function homeInChosenLanguage(request: FastifyRequest): string | undefined {
  const [path, query] = request.url.split(/\?(.*)/s);
  if (path !== '/' || !request.headers.cookie) return undefined;
  const chosen = request.headers.cookie
    .split(';')
    .map((pair) => pair.split('=').map((part) => part.trim()))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return chosen === 'ar' ? `/ar/${query ? `?${query}` : ''}` : undefined;
}

type RenderResult = Awaited<ReturnType<SiteRenderer['render']>>;
/** How a notice of each topic reaches the pages (a new topic fails to compile until listed). */
const PAGE_DROPS: Record<CacheTopic, (pages: PageCache<RenderResult>, key?: string) => void> = {
  settings: (pages) => pages.clear(),
  rates: (pages) => pages.clear(),
  content: (pages) => pages.clear(),
  // A scan changes the pages that show its number (order tracking, ?AWBNO=...), not the others.
  tracking: (pages, awb) =>
    awb === undefined
      ? pages.clear()
      : pages.forget((url) => url.toUpperCase().includes(awb.toUpperCase())),
};

/** A page that fails to render on the server still works: the browser renders it (single-page app). */
async function renderPage(
  renderer: SiteRenderer,
  pages: PageCache<RenderResult> | undefined,
  url: string,
  request: FastifyRequest,
) {
  // The page is keyed by its URL alone (the query reduced to what pages read, pageAddress.ts), and that is enough for the Arabic site: the
  // language of a page comes from its URL (/ar/...), and the render sees nothing of the visitor
  // (renderer.render gets the URL only; its in-process API calls carry no visitor cookie or
  // Accept-Language, siteRenderer.ts). If a render ever reads the visitor's `lang` cookie or
  // Accept-Language, the language must join this key.
  try {
    return await (pages ? pages.get(url, () => renderer.render(url)) : renderer.render(url));
  } catch (error) {
    request.log.error({ err: error }, 'server rendering failed; sending the single-page shell');
    return null;
  }
}
