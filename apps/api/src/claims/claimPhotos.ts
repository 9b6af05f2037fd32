import sharp from 'sharp';
import { CLAIM_PHOTO_MAX_BYTES } from '@courier/domain/claims';
import type { Language } from '@courier/domain/language';
import { decodeDataUrl } from '../content/uploads/decodeDataUrl.ts';
import { CONTENT_TYPES, sniffFileType } from '../files/fileType.ts';
import { badRequest } from '../http/envelope.ts';
import { signToken, verifyToken, type TokenFailure } from '../tokens/signedToken.ts';
import { claimWordsIn } from './claimWords.ts';

/** Where staff read a claim's photo: `<PHOTO_PATH>/<token>` (a signed, expiring link). */
const PHOTO_PATH = '/api/admin/claim_photo';
/** How long a link to a claim's photo opens. */
const CLAIM_PHOTO_LINK_MINUTES = 15;
const PURPOSE = 'claim-photo.v1';
/** Largest picture decoded (a phone camera's 50 megapixels fit; a decompression bomb does not). */
const MAX_PIXELS = 60_000_000;

export interface JudgedPhoto {
  bytes: Buffer;
  contentType: string;
}

/**
 * The claimant's photos judged by their bytes, never their declared type or name (a text file
 * renamed .jpg is refused): decoded within the size, sniffed as JPEG or PNG, decoded by libvips
 * and written again, which drops the metadata (a phone's GPS position does not reach the store).
 * Every photo is judged before any is kept.
 */
export async function judgePhotos(dataUrls: string[], lang: Language): Promise<JudgedPhoto[]> {
  const w = claimWordsIn(lang);
  const refuse = (message: string) => badRequest(message, { errors: { photos: message } });
  const judged: JudgedPhoto[] = [];
  for (const dataUrl of dataUrls) {
    const decoded = decodeDataUrl(dataUrl, CLAIM_PHOTO_MAX_BYTES);
    if (!decoded.ok) throw refuse(w.fields.photo);
    const kind = sniffFileType(decoded.bytes);
    if (kind !== 'png' && kind !== 'jpeg') throw refuse(w.fields.photo);
    try {
      const image = sharp(decoded.bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
      const meta = await image.metadata();
      if (meta.format !== kind) throw new Error('not what it claims');
      const bytes =
        kind === 'png'
          ? await image.png().toBuffer()
          : await image.rotate().jpeg({ quality: 85 }).toBuffer();
      judged.push({ bytes, contentType: CONTENT_TYPES[kind] });
    } catch {
      throw refuse(w.fields.photo);
    }
  }
  return judged;
}

/** A link to a stored claim photo that opens for CLAIM_PHOTO_LINK_MINUTES. */
export function claimPhotoLink(fileId: string, secret: string, now: Date = new Date()): string {
  const expiresAt = new Date(now.getTime() + CLAIM_PHOTO_LINK_MINUTES * 60_000);
  return `${PHOTO_PATH}/${signToken(PURPOSE, fileId, secret, expiresAt)}`;
}

export function verifyClaimPhotoToken(
  token: unknown,
  secret: string,
  now: Date = new Date(),
): { ok: true; fileId: string } | { ok: false; reason: TokenFailure } {
  const check = verifyToken(PURPOSE, token, secret, now);
  return check.ok ? { ok: true, fileId: check.subject } : check;
}
