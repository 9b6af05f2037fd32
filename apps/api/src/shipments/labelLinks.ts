import type { LabelLinks } from '../carrier/carrierResponse.ts';
import { signLabelToken } from '../tokens/labelToken.ts';

const LABEL_PATH = '/api/website/label';

/** Default lifetime of a label link (LABEL_TOKEN_DAYS); the portal issues fresh ones on request. */
export const LABEL_TOKEN_DAYS = 30;

/**
 * The signed path every document of a shipment hangs from (`<base>.pdf`, `.png`, `.zpl`), and
 * when it stops opening: one token for the label and document links of an answer.
 */
export function signedLabelBase(
  number: string,
  secret: string,
  days: number = LABEL_TOKEN_DAYS,
  now: Date = new Date(),
): { base: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + days * 86_400_000);
  return { base: `${LABEL_PATH}/${signLabelToken(number, secret, expiresAt)}`, expiresAt };
}

/**
 * Label links of an AWB, carrying a signed token that expires after `days`: the AWB alone does
 * not open them, and a leaked link stops working.
 */
export function labelLinks(
  awb: string,
  secret: string,
  days: number = LABEL_TOKEN_DAYS,
  now: Date = new Date(),
): LabelLinks {
  const { base } = signedLabelBase(awb, secret, days, now);
  return { label_url: `${base}.pdf`, label_image_url: `${base}.png` };
}
