import type { Language } from '@courier/domain/language';
import { siteUrl } from '../notifications/siteLinks.ts';
import { signToken, verifyToken } from '../tokens/signedToken.ts';

const PURPOSE = 'receiver-link.v1';

/** The channel a link was sent by: a choice made through it is confirmed the same way. */
export type LinkChannel = 'email' | 'sms' | 'whatsapp';
const CODE: Record<LinkChannel, string> = { email: 'e', sms: 's', whatsapp: 'w' };
const CHANNEL_OF: Record<string, LinkChannel> = { e: 'email', s: 'sms', w: 'whatsapp' };

export interface ReceiverLink {
  awb: string;
  channel: LinkChannel;
}

/**
 * The receiver's delivery link token: `<awb>-<channel>.<expiry>.<signature>` (tokens/signedToken),
 * HMAC-signed, so nobody can make one for another shipment or a later expiry. It lives
 * RECEIVER_LINK_DAYS from the message; delivery ends it sooner (receiverDelivery.ts).
 */
export const signReceiverLink = (link: ReceiverLink, secret: string, expiresAt: Date): string =>
  signToken(PURPOSE, `${link.awb}-${CODE[link.channel]}`, secret, expiresAt);

export function verifyReceiverLink(token: unknown, secret: string, now: Date): ReceiverLink | null {
  const check = verifyToken(PURPOSE, token, secret, now);
  if (!check.ok || check.expiresAt === null) return null;
  const dash = check.subject.lastIndexOf('-');
  const channel = CHANNEL_OF[check.subject.slice(dash + 1)];
  if (dash < 1 || !channel) return null;
  return { awb: check.subject.slice(0, dash), channel };
}

/**
 * The delivery page of the site in the shipment's language. The token rides in the fragment
 * (`/delivery#<token>`), as the invitation link's does: browsers never send it, so no server or
 * proxy log keeps it.
 */
const receiverPageUrl = (publicUrl: string, token: string, language: Language) =>
  siteUrl(publicUrl, `/delivery#${token}`, language);

/** A fresh link for a message about `awb`, sent now by `channel`. */
export function receiverLinkFor(
  deps: { publicUrl: string; secret: string; linkDays: number },
  link: ReceiverLink,
  language: Language,
  now: Date = new Date(),
): string {
  const expires = new Date(now.getTime() + deps.linkDays * 86_400_000);
  return receiverPageUrl(deps.publicUrl, signReceiverLink(link, deps.secret, expires), language);
}
