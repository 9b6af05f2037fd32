import { createHmac, timingSafeEqual } from 'node:crypto';
import sharp from 'sharp';
import { courierMessages as m } from '@courier/domain/courierRun';
import { PROOF_PHOTO_MAX_BYTES, SIGNATURE_MAX_BYTES } from '@courier/domain/schemas/courier';
import { decodeDataUrl } from '../content/uploads/decodeDataUrl.ts';
import { CONTENT_TYPES, sniffFileType } from '../files/fileType.ts';
import { badRequest } from '../http/envelope.ts';
import { signToken, verifyToken, type TokenFailure } from '../tokens/signedToken.ts';

/** Where the proof pictures are read: `<PROOF_PATH>/<token>` (a signed, expiring link). */
const PROOF_PATH = '/api/admin/courier_proof';
/** How long a link to a proof picture opens. */
const PROOF_LINK_MINUTES = 15;
const PURPOSE = 'courier-proof.v1';
/** Largest picture decoded (a phone camera's 50 megapixels fit; a decompression bomb does not). */
const MAX_PIXELS = 60_000_000;

export interface JudgedPicture {
  bytes: Buffer;
  contentType: string;
}

const refuse = (field: string, message: string) =>
  badRequest(message, { errors: { [field]: message } });

function sizeWords(field: 'signature' | 'photo', reason: 'malformed' | 'size'): string {
  if (reason === 'malformed') return m.pictureMissing;
  return field === 'signature' ? m.signatureTooLarge : m.photoTooLarge;
}

/**
 * A proof picture judged by its bytes (never its declared type): decoded within its size, its
 * type sniffed (the signature a PNG, the photo a JPEG or PNG), then decoded by libvips and
 * written again, which drops every metadata block: a photo's EXIF camera data and GPS position
 * do not reach the store (the phone need not strip them). The photo is turned upright first.
 */
export async function judgePicture(
  dataUrl: string,
  field: 'signature' | 'photo',
): Promise<JudgedPicture> {
  const isSignature = field === 'signature';
  const typeMessage = isSignature ? m.signatureType : m.photoType;
  const decoded = decodeDataUrl(dataUrl, isSignature ? SIGNATURE_MAX_BYTES : PROOF_PHOTO_MAX_BYTES);
  if (!decoded.ok) throw refuse(field, sizeWords(field, decoded.reason));
  const kind = sniffFileType(decoded.bytes);
  if (kind !== 'png' && (isSignature || kind !== 'jpeg')) throw refuse(field, typeMessage);
  try {
    const image = sharp(decoded.bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if (meta.format !== kind) throw new Error('not what it claims');
    const bytes =
      kind === 'png'
        ? await image.png().toBuffer()
        : await image.rotate().jpeg({ quality: 85 }).toBuffer();
    return { bytes, contentType: CONTENT_TYPES[kind] };
  } catch {
    throw refuse(field, typeMessage);
  }
}

/** A link to a stored proof picture that opens for PROOF_LINK_MINUTES. */
export function proofLink(fileId: string, secret: string, now: Date = new Date()): string {
  const expiresAt = new Date(now.getTime() + PROOF_LINK_MINUTES * 60_000);
  return `${PROOF_PATH}/${signToken(PURPOSE, fileId, secret, expiresAt)}`;
}

export function verifyProofToken(
  token: unknown,
  secret: string,
  now: Date = new Date(),
): { ok: true; fileId: string } | { ok: false; reason: TokenFailure } {
  const check = verifyToken(PURPOSE, token, secret, now);
  return check.ok ? { ok: true, fileId: check.subject } : check;
}

/**
 * The one-time code of a delivery: 6 digits from the shipment's AWB and the run's day, keyed by
 * the server's secret, so nothing is stored and a message to the receiver can carry it.
 */
export function deliveryCode(awb: string, runDate: string, secret: string): string {
  const digest = createHmac('sha256', secret)
    .update(`delivery-code.v1\n${awb}\n${runDate}`)
    .digest();
  return String(digest.readUInt32BE(0) % 1_000_000).padStart(6, '0');
}

/** Whether `code` is the delivery's code, compared in constant time. */
export function isDeliveryCode(code: string, awb: string, runDate: string, secret: string) {
  const expected = Buffer.from(deliveryCode(awb, runDate, secret));
  const given = Buffer.from(code);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
