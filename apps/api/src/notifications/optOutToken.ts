import { signToken, verifyToken } from '../tokens/signedToken.ts';

const PURPOSE = 'notification-opt-out.v1';

/**
 * The opt-out link's token for one airway bill. It never expires (an e-mail is read months
 * later); it only switches that shipment's messages off, so a leaked link can do no more.
 */
export const signOptOutToken = (awb: string, secret: string): string =>
  signToken(PURPOSE, awb, secret);

export function verifyOptOutToken(token: unknown, secret: string): string | null {
  const check = verifyToken(PURPOSE, token, secret);
  return check.ok ? check.subject : null;
}
