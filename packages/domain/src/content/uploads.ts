/**
 * Files the back office uploads for public pages: pictures, converted by the API to
 * WebP at the widths below, and the company profile PDF, kept as it is. The rules and words live
 * here so the admin console can check a file before sending it and the API refuses it with the
 * same message. Pure: no I/O.
 */

export const CONTENT_UPLOAD_KINDS = ['image', 'pdf'] as const;
export type ContentUploadKind = (typeof CONTENT_UPLOAD_KINDS)[number];

/**
 * Widths (CSS pixels at 1x, device pixels at 2x) the site asks for in `srcset`: a phone, a
 * tablet or half of a desktop, and a full-width banner. A picture narrower than a width is never
 * enlarged to it: its own width becomes its largest variant instead.
 */
const CONTENT_IMAGE_WIDTHS = [480, 960, 1600] as const;

const MB = 1024 * 1024;
/** Largest picture accepted (bytes, before conversion). */
export const CONTENT_IMAGE_MAX_BYTES = 10 * MB;
/** Largest company profile PDF accepted (bytes). */
export const CONTENT_PDF_MAX_BYTES = 20 * MB;
/** Largest picture accepted (pixels): a 40-megapixel photo decodes to about 160 MB of memory. */
export const CONTENT_IMAGE_MAX_PIXELS = 40_000_000;

/** Picture types accepted (judged by the file's bytes on the server); a GIF keeps its first frame. */
const CONTENT_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/gif',
] as const;
/** For the `accept` attribute of the file inputs (a hint to the browser's picker, not a check). */
export const CONTENT_IMAGE_ACCEPT = CONTENT_IMAGE_TYPES.join(',');
export const CONTENT_PDF_ACCEPT = 'application/pdf';

/**
 * Characters of a data URL carrying `bytes` bytes as base64, plus room for its header
 * (`data:<type>;base64,`): the request limit of the upload call is built from it.
 */
export const dataUrlLength = (bytes: number): number => Math.ceil(bytes / 3) * 4 + 200;

/**
 * Bytes a data URL's base64 part decodes to, without decoding it (so an oversized upload is
 * refused before it becomes a buffer). 0 when it is not a base64 data URL.
 */
export function dataUrlByteLength(dataUrl: string): number {
  const comma = dataUrl.indexOf(',');
  if (!dataUrl.startsWith('data:') || comma < 0) return 0;
  const base64Length = dataUrl.length - comma - 1;
  const padding = dataUrl.endsWith('==') ? 2 : dataUrl.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((base64Length * 3) / 4) - padding);
}

// ---- public addresses -------------------------------------------------------------------------

const CONTENT_UPLOADS_PATH = '/media/uploads/';

/** Public ids of uploads: random, URL-safe, 22 characters or more. */
export const CONTENT_UPLOAD_ID_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

/** The address of one WebP variant of an uploaded picture. */
export const imageVariantUrl = (publicId: string, width: number): string =>
  `${CONTENT_UPLOADS_PATH}${publicId}/${width}.webp`;

/** The address of an uploaded PDF. */
export const pdfUploadUrl = (publicId: string, slug: string): string =>
  `${CONTENT_UPLOADS_PATH}${publicId}/${slug}.pdf`;

/**
 * The file-name part of a PDF's address, from the name it was uploaded under: lower-case ASCII
 * letters, digits and dashes ('Company Profile 2026.pdf' -> 'company-profile-2026').
 */
export function uploadSlug(fileName: string): string {
  const slug = fileName
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'document';
}

/**
 * Widths of the variants of a picture `width` pixels wide: the standard widths it reaches, and
 * its own width on top when it falls between two (never enlarged; always at least one).
 */
export function contentImageWidths(width: number): number[] {
  const below = CONTENT_IMAGE_WIDTHS.filter((w) => w < width);
  const largest = Math.min(width, Math.max(...CONTENT_IMAGE_WIDTHS));
  return [...below.filter((w) => w < largest), largest];
}

const VARIANT_URL = /^\/media\/uploads\/([A-Za-z0-9_-]{22,64})\/([1-9]\d{0,4})\.webp$/;

/** The public id and width of an uploaded picture's address, or null for any other address. */
export function parseImageVariantUrl(url: string): { publicId: string; width: number } | null {
  const match = VARIANT_URL.exec(url);
  return match ? { publicId: match[1] as string, width: Number(match[2]) } : null;
}

/**
 * The `srcset` of an uploaded picture from the address the upload call answered (its largest
 * variant): every variant the API made, smallest first. undefined for any other address (demo
 * artwork, an external picture), which the site then shows with a plain `src`.
 */
export function contentImageSrcSet(url: string): string | undefined {
  const parsed = parseImageVariantUrl(url);
  if (!parsed) return undefined;
  return contentImageWidths(parsed.width)
    .map((w) => `${imageVariantUrl(parsed.publicId, w)} ${w}w`)
    .join(', ');
}
