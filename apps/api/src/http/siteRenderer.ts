import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** What dist/server/entry-server.js of the site exports (apps/site/src/entry-server.tsx). */
type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; html: string };
type RenderFn = (input: {
  url: string;
  template: string;
  fetch: typeof globalThis.fetch;
}) => Promise<RenderResult | null>;
type SeoFileName = 'sitemap.xml' | 'robots.txt';
type SeoFileFn = (
  name: SeoFileName,
  input: { origin: string; fetch: typeof globalThis.fetch },
) => Promise<string>;

export interface SiteRenderer {
  render(url: string): Promise<RenderResult | null>;
  /** sitemap.xml / robots.txt from the site's route table and the content in the database. */
  seoFile(name: SeoFileName, origin: string): Promise<string>;
}

/**
 * A fetch for the site's server renderer that never leaves the process: each call goes through
 * Fastify's inject, so the page is rendered from the same routes, validation and database as the
 * browser's calls. No cookie is passed: server-rendered pages show public content only.
 */
function injectFetch(app: FastifyInstance): typeof globalThis.fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    const contentType = answer.headers['content-type'];
    return new Response(
      answer.statusCode === 204 || answer.statusCode === 304
        ? null
        : new Uint8Array(answer.rawPayload),
      {
        status: answer.statusCode,
        headers: typeof contentType === 'string' ? { 'content-type': contentType } : {},
      },
    );
  };
}

/**
 * The build's stylesheet goes into the server-rendered page itself (about 8 KiB compressed): the
 * first paint then waits for the HTML only, not for a second request on a slow network
 * (first contentful paint). Client-only pages keep the shell (index.html) and its link.
 */
function inlineStylesheets(template: string, siteDir: string): string {
  return template.replace(
    /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[^"]+\.css)"\s*\/?>/g,
    (link, href: string) => {
      const file = join(siteDir, href);
      if (!existsSync(file)) return link;
      // `</style` cannot occur inside the element: the file would end it early.
      const css = readFileSync(file, 'utf8').replace(/<\/style/gi, '<\\/style');
      return `<style>${css}</style>`;
    },
  );
}

/**
 * Loads the site's server entry from the build (SITE_DIR/server/entry-server.js) at run time, or
 * returns undefined when the build has none (the site is then served as a single-page app).
 */
/** The site build's server entry, when the build has one. */
export function siteRendererEntry(siteDir: string): string | undefined {
  const entry = join(siteDir, 'server', 'entry-server.js');
  return existsSync(entry) ? entry : undefined;
}

export async function loadSiteRenderer(
  app: FastifyInstance,
  siteDir: string,
): Promise<SiteRenderer | undefined> {
  const entry = siteRendererEntry(siteDir);
  if (!entry) return undefined;
  // React picks its development or production build from NODE_ENV when first loaded; the
  // development build renders several times slower and is never what a served site wants.
  process.env.NODE_ENV ??= 'production';
  const module = (await import(pathToFileURL(entry).href)) as {
    render?: RenderFn;
    seoFile?: SeoFileFn;
  };
  const { render, seoFile } = module;
  if (typeof render !== 'function' || typeof seoFile !== 'function')
    throw new Error(`${entry} does not export render() and seoFile()`);
  const template = inlineStylesheets(readFileSync(join(siteDir, 'index.html'), 'utf8'), siteDir);
  const fetch = injectFetch(app);
  return {
    render: (url) => render({ url, template, fetch }),
    seoFile: (name, origin) => seoFile(name, { origin, fetch }),
  };
}
