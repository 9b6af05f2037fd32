import { authenticator } from 'otplib';
import QRCode from 'qrcode';

// One step either side, so a code typed as it rolls over still counts.
authenticator.options = { window: 1 };

export const newTotpSecret = (): string => authenticator.generateSecret();

export function verifyTotp(secret: string, code: string): boolean {
  try {
    return authenticator.verify({ token: code, secret });
  } catch {
    return false;
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
