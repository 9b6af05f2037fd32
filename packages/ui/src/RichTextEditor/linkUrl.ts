/**
 * The address a link may point to, tidied, or null when it may not: web addresses, site paths,
 * in-page anchors, e-mail and telephone links. Never javascript:, data: or other schemes.
 */
export function safeLinkUrl(input: string): string | null {
  const url = input.trim();
  if (!url || /\s/.test(url)) return null;
  if (/^https?:\/\/[^/]/i.test(url)) return url;
  if (/^mailto:[^@]+@[^@]+$/i.test(url)) return url;
  if (/^tel:\+?[\d\-().]+$/i.test(url)) return url;
  // A site path or an anchor; '//host' would be another site without a scheme.
  if (/^\/(?!\/)/.test(url) || url.startsWith('#')) return url;
  // 'example.com/page' as typed: a web address without its scheme.
  if (/^[a-z\d-]+(\.[a-z\d-]+)+(:\d+)?([/?#]|$)/i.test(url)) return `https://${url}`;
  return null;
}
