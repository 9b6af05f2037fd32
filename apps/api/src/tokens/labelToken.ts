import { signToken, verifyToken, type TokenFailure } from './signedToken.ts';

const PURPOSE = 'label-download.v1';

/** Token for the label URL of one airway bill: knowing the AWB alone is not enough to download. */
export function signLabelToken(awb: string, secret: string, expiresAt?: Date): string {
  return signToken(PURPOSE, awb, secret, expiresAt);
}

export function verifyLabelToken(
  token: unknown,
  secret: string,
  now: Date = new Date(),
): { ok: true; awb: string } | { ok: false; reason: TokenFailure } {
  const check = verifyToken(PURPOSE, token, secret, now);
  return check.ok ? { ok: true, awb: check.subject } : check;
}
