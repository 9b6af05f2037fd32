import sharp, { type Metadata } from 'sharp';
import {
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_IMAGE_MAX_PIXELS,
  contentImageWidths,
} from '@courier/domain/content/uploads';
import { contentUploadMessages as m } from '@courier/domain/content/uploadMessages';
import { sniffPictureType, type PictureType } from './pictureType.ts';

interface ImageVariant {
  width: number;
  height: number;
  bytes: Buffer;
}

export type ProcessedImage =
  | { ok: true; variants: ImageVariant[]; width: number; height: number; source: PictureType }
  | { ok: false; message: string };

/** What libvips reports each accepted type as (an AVIF is a HEIF container). */
const SHARP_FORMAT: Record<PictureType, string> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'heif',
  gif: 'gif',
};

/** A picture that takes longer than this to convert is refused rather than holding a worker. */
const TIMEOUT_SECONDS = 30;
/** WebP quality: visually close to the original at a fraction of a JPEG's size. */
const WEBP_QUALITY = 80;

/**
 * Judges a picture and converts it to the WebP variants the site's `srcset` uses. In order, each
 * step cheaper than the next: the size; the type by magic bytes (never the name or declared
 * type); the pixel count from the header, before anything is decoded (and libvips' own
 * limitInputPixels as the backstop); then decoding. Each variant is turned upright by its EXIF
 * orientation, converted to sRGB and written without metadata (camera, GPS position), at each
 * width of contentImageWidths: never enlarged, at least one. A GIF or animated WebP keeps its
 * first frame.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length > CONTENT_IMAGE_MAX_BYTES) return { ok: false, message: m.imageTooLarge };
  const source = sniffPictureType(bytes);
  if (!source) return { ok: false, message: m.imageType };

  // failOn 'error' rather than sharp's default 'warning': phone photos often carry a harmless
  // warning (bytes after the end marker) and must not be refused for it; broken data still is.
  const input = () =>
    sharp(bytes, { limitInputPixels: CONTENT_IMAGE_MAX_PIXELS, failOn: 'error', pages: 1 });
  let meta: Metadata;
  try {
    meta = await input().metadata();
  } catch (err) {
    return { ok: false, message: failureMessage(err) };
  }
  // The bytes start like one format but libvips reads them as another: not what they claim.
  if (meta.format !== SHARP_FORMAT[source]) return { ok: false, message: m.imageType };
  const { width = 0, height = 0 } = meta;
  if (width < 1 || height < 1) return { ok: false, message: m.imageUnreadable };
  if (width * height > CONTENT_IMAGE_MAX_PIXELS)
    return { ok: false, message: m.imageTooManyPixels };
  // Orientations 5-8 are turned a quarter: the upright picture is as wide as the stored one is tall.
  const uprightWidth = (meta.orientation ?? 1) >= 5 ? height : width;

  try {
    const variants: ImageVariant[] = [];
    for (const target of contentImageWidths(uprightWidth)) {
      const { data, info } = await input()
        .timeout({ seconds: TIMEOUT_SECONDS })
        .autoOrient()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: info.height, bytes: data });
    }
    const largest = variants[variants.length - 1];
    if (!largest) return { ok: false, message: m.imageUnreadable };
    return { ok: true, variants, width: largest.width, height: largest.height, source };
  } catch (err) {
    return { ok: false, message: failureMessage(err) };
  }
}

/** libvips refuses a header over limitInputPixels already when reading it ('exceeds pixel limit'). */
const failureMessage = (err: unknown): string =>
  err instanceof Error && /pixel limit/i.test(err.message)
    ? m.imageTooManyPixels
    : m.imageUnreadable;
