import { LANGUAGES, type Language } from '@courier/domain/language';
import { languageOfPath, pathIn, routePathOf } from '../i18n/pageLanguage';
import { routeMetaOf, type MetaWords } from './routeMeta';

/** The organisation behind the site, for search engines' knowledge panels (JSON-LD). */
const ORGANIZATION_NAME = 'Courier Express Kuwait';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The Open Graph locale of each language. */
const OG_LOCALE: Record<Language, string> = { en: 'en_GB', ar: 'ar_KW' };

export interface LanguageLinks {
  /** The page's own URL in its language. */
  canonical: string;
  /** The same page in every language, plus x-default (English) for any other reader. */
  alternates: { hreflang: string; href: string }[];
}

/**
 * The canonical URL of a page and its twins in the other languages: each language's
 * URL is its own canonical (/services, /ar/services), and both name each other with hreflang.
 * Only the query parameter that names the content (detail pages) is kept, so tracking links and
 * filters do not make duplicates.
 */
export function languageLinks(url: URL): LanguageLinks {
  const routePath = routePathOf(url.pathname);
  const urlIn = (language: Language) => {
    const address = new URL(pathIn(language, routePath), url.origin);
    for (const [key, value] of url.searchParams) {
      if (/_id$/.test(key)) address.searchParams.set(key, value);
    }
    return address.href;
  };
  return {
    canonical: urlIn(languageOfPath(url.pathname)),
    alternates: [
      ...LANGUAGES.map((language) => ({ hreflang: language, href: urlIn(language) })),
      { hreflang: 'x-default', href: urlIn('en') },
    ],
  };
}

/**
 * The head of a server-rendered page: title, description, canonical URL and its language
 * alternates (languageLinks), Open Graph and Twitter cards and the organisation as JSON-LD.
 * `words` is the site catalogue's `meta` group in the page's language.
 */
export function headTags(url: URL, words: MetaWords): string {
  const meta = routeMetaOf(words, routePathOf(url.pathname).replace(/^\/+|\/+$/g, ''));
  const { canonical, alternates } = languageLinks(url);
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
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...alternates.map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`,
    ),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${ORGANIZATION_NAME}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta property="og:locale" content="${OG_LOCALE[languageOfPath(url.pathname)]}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    `<script type="application/ld+json">${JSON.stringify(organization).replace(/</g, '\\u003c')}</script>`,
  ];
  return tags.filter(Boolean).join('\n    ');
}
