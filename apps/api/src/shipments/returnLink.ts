import type { Language } from '@courier/domain/language';
import { siteUrl } from '../notifications/siteLinks.ts';
import { signToken, verifyToken } from '../tokens/signedToken.ts';

const PURPOSE = 'return-link.v1';

/** How long a return link opens (docs/returns.md): two weeks from when the merchant made it. */
const RETURN_LINK_DAYS = 14;

/**
 * The return link's token: `<shipment public id>.<expiry>.<signature>` (tokens/signedToken),
 * HMAC-signed with the label-token secret under its own purpose, so nobody can make one for
 * another shipment or a later expiry, and no other token (a label's, a delivery link's) opens it.
 */
export const signReturnLink = (shipmentId: string, secret: string, expiresAt: Date): string =>
  signToken(PURPOSE, shipmentId, secret, expiresAt);

export type ReturnLinkCheck = { ok: true; shipmentId: string } | { ok: false; expired: boolean };

/** The shipment a token names, or why not: expired (a genuine token past its day) or invalid. */
export function verifyReturnLink(token: unknown, secret: string, now: Date): ReturnLinkCheck {
  const check = verifyToken(PURPOSE, token, secret, now);
  if (check.ok && check.expiresAt !== null) return { ok: true, shipmentId: check.subject };
  return { ok: false, expired: !check.ok && check.reason === 'expired' };
}

/**
 * A fresh link for the merchant's customer: the site's return page in the shipment's language,
 * the token in the fragment (`/return#<token>`, as the delivery and invitation links): browsers
 * never send it, so no server or proxy log keeps it.
 */
export function returnLinkFor(
  deps: { publicUrl: string; secret: string },
  shipmentId: string,
  language: Language,
  now: Date = new Date(),
): { token: string; url: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + RETURN_LINK_DAYS * 86_400_000);
  const token = signReturnLink(shipmentId, deps.secret, expiresAt);
  return { token, url: siteUrl(deps.publicUrl, `/return#${token}`, language), expiresAt };
}
