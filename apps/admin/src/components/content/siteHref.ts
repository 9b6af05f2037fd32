import { CONTENT_TYPES, type ContentTypeName } from '@courier/domain/content/contentTypes';

/**
 * The public page a row shows on, from its type's sitePath (the site's own route); null when the
 * type has no page or the row has no public id yet. The site is served from the same origin.
 */
export function siteHref(type: ContentTypeName, publicId: string | null): string | null {
  const path = CONTENT_TYPES[type].sitePath;
  if (!path) return null;
  if (!path.includes(':id')) return path;
  return publicId ? path.replace(':id', encodeURIComponent(publicId)) : null;
}
