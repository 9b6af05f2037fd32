import type { ApiClient } from '@courier/api-client/client';
import { PORTAL_PATHS } from '../app/portalPaths';
import { languageLinks } from './headTags';
import { ROUTE_KEYS } from './routeMeta';

/** Routes that are forms behind a login or need a parameter: not pages a search engine should list. */
const NOT_LISTED = new Set([
  'create-shipment',
  'service-single',
  'blog-by-category',
  'blog-by-tag',
  'blog-search',
  'blog-single',
  'member-details',
  'static-page',
  'news-details',
  'career-details',
  ...PORTAL_PATHS,
]);

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The public pages of the route table plus one entry per service, post, job and team member in the database. */
export async function sitemapXml(origin: string, client: ApiClient): Promise<string> {
  const paths = ROUTE_KEYS.filter((key) => !NOT_LISTED.has(key)).map((key) => `/${key}`);
  const lists = await Promise.all([
    client
      .call('our_service_list', {})
      .then((r) =>
        r.ok
          ? r.data.ourServiceList.map(
              (s) => `/service-single?service_id=${encodeURIComponent(s.encrypt_id)}`,
            )
          : [],
      ),
    client
      .call('blog_list', {})
      .then((r) =>
        r.ok
          ? r.data.blog_list.map((p) => `/blog-single?blog_id=${encodeURIComponent(p.encrypt_id)}`)
          : [],
      ),
    client
      .call('career_list', {})
      .then((r) =>
        r.ok
          ? r.data.careerList.map(
              (c) => `/career-details?career_id=${encodeURIComponent(c.encrypt_id)}`,
            )
          : [],
      ),
    client
      .call('team_member_list', {})
      .then((r) =>
        r.ok
          ? r.data.team_list.map(
              (m) => `/member-details?member_id=${encodeURIComponent(m.encrypt_id)}`,
            )
          : [],
      ),
  ]);
  // Every page in both languages, each entry naming its twins as Google asks of a
  // multilingual sitemap (xhtml:link alternates, x-default English).
  const urls = [...paths, ...lists.flat()].flatMap((path) => {
    const { alternates } = languageLinks(new URL(path, origin));
    const links = alternates
      .map(
        ({ hreflang, href }) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
      )
      .join('');
    return alternates
      .filter(({ hreflang }) => hreflang !== 'x-default')
      .map(({ href }) => `  <url><loc>${escapeXml(href)}</loc>${links}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Everything but the customer's own pages may be crawled; the sitemap says where the rest is. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nDisallow: /create-shipment\nDisallow: /ar/create-shipment\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
