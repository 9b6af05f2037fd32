import type { FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, pickLanguage, type Language } from '@courier/domain/language';

/**
 * The headers a language-dependent answer is chosen by: the visitor's `lang` cookie (the site's
 * language switch) and the browser's Accept-Language. A browser or proxy cache keeps one copy per
 * value of both, so an Arabic answer is never replayed to an English request.
 */
export const LANGUAGE_VARY = ['Accept-Language', 'Cookie'] as const;

/**
 * The cookie's value. The public routes live outside the cookie plugin (it is registered for the
 * portal and back office only), so the header is read here; the only values that count are 'en'
 * and 'ar', which need no decoding, so a plain split is enough and cannot throw.
 */
function languageCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === LANGUAGE_COOKIE) {
      return pair
        .slice(at + 1)
        .trim()
        .replace(/^"(.*)"$/, '$1');
    }
  }
  return undefined;
}

/** The request's language: the `lang` cookie, else Accept-Language, else English. */
export function requestLanguage(request: FastifyRequest): Language {
  const accept = request.headers['accept-language'];
  return pickLanguage(Array.isArray(accept) ? accept.join(',') : accept, languageCookie(request));
}

/** Adds names to the reply's Vary header, keeping what is there (compression adds its own). */
export function addVary(reply: FastifyReply, names: readonly string[]): void {
  const current = reply.getHeader('vary');
  const present = String(current ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (present.includes('*')) return;
  const lower = new Set(present.map((name) => name.toLowerCase()));
  const added = names.filter((name) => !lower.has(name.toLowerCase()));
  if (added.length) reply.header('vary', [...present, ...added].join(', '));
}

/**
 * For a handler whose answer depends on the language (public content): the request's language,
 * with the reply marked to vary by what chose it. Every answer of such a route says so, English
 * ones too, since a cache must not hand the English copy to an Arabic request either.
 */
export function contentLanguage(request: FastifyRequest, reply: FastifyReply): Language {
  addVary(reply, LANGUAGE_VARY);
  return requestLanguage(request);
}
