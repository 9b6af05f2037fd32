import { notFoundMeta, routeMeta, type RouteMeta } from './routeMeta';

/** The organisation behind the site, for search engines' knowledge panels (JSON-LD). */
const ORGANIZATION_NAME = 'Courier Express Kuwait';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function metaFor(pathname: string): RouteMeta {
  return routeMeta[pathname.replace(/^\/+|\/+$/g, '')] ?? notFoundMeta;
}

/**
 * The head of a server-rendered page: title, description, canonical URL, Open Graph and Twitter
 * cards and the organisation as JSON-LD. The canonical URL keeps only the query parameter that
 * names the content (detail pages), so tracking links and filters do not make duplicates.
 */
export function headTags(url: URL): string {
  const meta = metaFor(url.pathname);
  const canonical = new URL(url.pathname, url.origin);
  for (const [key, value] of url.searchParams) {
    if (/_id$/.test(key)) canonical.searchParams.set(key, value);
  }
  const image = new URL('/icon-512.png', url.origin).href;
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: ORGANIZATION_NAME,
    url: url.origin + '/',
    logo: image,
  };
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    meta.keywords ? `<meta name="keywords" content="${escapeHtml(meta.keywords)}" />` : '',
    `<link rel="canonical" href="${escapeHtml(canonical.href)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${ORGANIZATION_NAME}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical.href)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    `<script type="application/ld+json">${JSON.stringify(organization).replace(/</g, '\\u003c')}</script>`,
  ];
  return tags.filter(Boolean).join('\n    ');
}
