import { authenticator } from 'otplib';
import QRCode from 'qrcode';

// One step either side, so a code typed as it rolls over still counts.
authenticator.options = { window: 1 };

export const newTotpSecret = (): string => authenticator.generateSecret();

const STEP_SECONDS = 30;

/** The 30-second step the code belongs to (the current one or either neighbour), or null. */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  try {
    const delta = authenticator.checkDelta(code, secret);
    return delta === null ? null : Math.floor(now / 1000 / STEP_SECONDS) + delta;
  } catch {
    return null;
  }
}

/** The otpauth:// address and its QR code (a PNG data URL) for the authenticator app. */
export async function totpEnrolment(
  secret: string,
  username: string,
  issuer: string,
): Promise<{ otpauthUrl: string; qrDataUrl: string }> {
  const otpauthUrl = authenticator.keyuri(username, issuer, secret);
  return { otpauthUrl, qrDataUrl: await QRCode.toDataURL(otpauthUrl) };
}

/** Tests and the e2e journeys log in with the code of the moment. */
export const currentTotp = (secret: string): string => authenticator.generate(secret);
