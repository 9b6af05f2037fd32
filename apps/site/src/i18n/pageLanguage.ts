import { LANGUAGE_COOKIE, type Language } from '@courier/domain/language';

/**
 * The language of a page comes from its URL: Arabic pages live under /ar/ (react-router's
 * basename, so routes and internal links are the same in both languages), English ones at the
 * bare paths. Search engines and shared links see the URL's language; the `lang` cookie only
 * sends the home page (/) to /ar/ (apps/api/src/http/site.ts).
 */
const ARABIC_BASENAME = '/ar';

/** The language of a path: Arabic for /ar and anything under /ar/. */
export function languageOfPath(pathname: string): Language {
  return pathname === ARABIC_BASENAME || pathname.startsWith(`${ARABIC_BASENAME}/`) ? 'ar' : 'en';
}

/** react-router's basename for a language (undefined for English: the bare paths). */
export const basenameOf = (language: Language): string | undefined =>
  language === 'ar' ? ARABIC_BASENAME : undefined;

/** The route path of a URL path: without the /ar prefix ('/ar' and '/ar/' are the home page '/'). */
export function routePathOf(pathname: string): string {
  if (languageOfPath(pathname) === 'en') return pathname;
  return pathname.slice(ARABIC_BASENAME.length) || '/';
}

/** The URL path of a route path in a language: '/services' -> '/ar/services', '/' -> '/ar/'. */
export function pathIn(language: Language, routePath: string): string {
  const path = routePath.startsWith('/') ? routePath : `/${routePath}`;
  return language === 'ar' ? `${ARABIC_BASENAME}${path}` : path;
}

/** The reading direction and lang attribute of the page's <html>. */
export const htmlAttributes = (language: Language) =>
  ({ lang: language, dir: language === 'ar' ? 'rtl' : 'ltr' }) as const;

/** A year, in seconds: how long the language switch's choice is remembered. */
const ONE_YEAR = 60 * 60 * 24 * 365;

/** The visitor's choice, for the home page's redirect and the API's answers (LANGUAGE_COOKIE). */
export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax`;
}

/** The `lang` cookie's value in a Cookie header (document.cookie), or undefined. */
export function languageCookieValue(cookieHeader: string): string | undefined {
  for (const pair of cookieHeader.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === LANGUAGE_COOKIE) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/** A fetch that asks the API for answers in the page's language (Accept-Language). */
export function fetchIn(
  language: Language,
  fetch: typeof globalThis.fetch,
): typeof globalThis.fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('accept-language', language);
    return fetch(input, { ...init, headers });
  };
}
