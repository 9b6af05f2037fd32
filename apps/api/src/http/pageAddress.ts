/**
 * The query parameters a page of the site reads (apps/site: useQueryParam, requireQueryParam,
 * useSearchParams): every `*_id` (service_id, blog_id, career_id, shipment_id ...) and these.
 * Any other parameter (utm_source, a cache-buster) changes nothing on the page, so it is left
 * out of the address a page is rendered and kept under: /blog?x=1 and /blog are one page.
 */
const READ_PARAMS = new Set([
  'search_key_word',
  'tracking_number',
  'ship_again',
  'status',
  'q',
  'from',
  'to',
  'page',
]);
const readByPage = (name: string) => name.endsWith('_id') || READ_PARAMS.has(name);

/**
 * The absolute address a page request is rendered (and kept) under, its query reduced to the
 * parameters a page reads, in a fixed order; undefined for an address that names no page of this
 * site: a path starting '//' (read as another host), a backslash, or a Host header that makes no
 * valid origin. Those are the visitor's mistake, answered 400, never handed to the renderer.
 */
export function pageAddress(
  protocol: string,
  host: string,
  requestUrl: string,
): string | undefined {
  if (!requestUrl.startsWith('/') || requestUrl.startsWith('//') || requestUrl.includes('\\'))
    return undefined;
  const origin = `${protocol}://${host}`;
  if (!URL.canParse(origin) || !URL.canParse(requestUrl, origin)) return undefined;
  const url = new URL(requestUrl, origin);
  if (url.origin !== new URL(origin).origin) return undefined;
  const kept = [...url.searchParams].filter(([name]) => readByPage(name));
  // Stable: two values of one name keep their order.
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  url.search = new URLSearchParams(kept).toString();
  url.hash = '';
  return url.href;
}
