import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * URL-safe signed tokens: `<subject>.<expiry>.<signature>`, HMAC-SHA256 over the purpose, the
 * subject and the expiry. The subject is visible (it is not a secret); without the server's
 * secret nobody can make a token for another subject, another purpose or a later expiry.
 */
export type TokenCheck =
  { ok: true; subject: string; expiresAt: Date | null } | { ok: false; reason: TokenFailure };
export type TokenFailure = 'malformed' | 'bad-signature' | 'expired';

export const MIN_SECRET_LENGTH = 32;
const SUBJECT = /^[A-Za-z0-9_-]{1,64}$/;
const EXPIRY = /^(0|[1-9]\d{0,11})$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

function assertSecret(secret: string): void {
  if (typeof secret !== 'string' || secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`The token secret must be at least ${MIN_SECRET_LENGTH} characters long.`);
  }
}

function sign(purpose: string, subject: string, expiry: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(`${purpose}\n${subject}\n${expiry}`).digest();
}

/** expiresAt omitted: the token never expires (expiry field 0). */
export function signToken(
  purpose: string,
  subject: string,
  secret: string,
  expiresAt?: Date,
): string {
  assertSecret(secret);
  if (!SUBJECT.test(subject))
    throw new Error('A token subject may hold only letters, digits, - and _.');
  const expiry = expiresAt === undefined ? '0' : String(Math.ceil(expiresAt.getTime() / 1000));
  if (!EXPIRY.test(expiry)) throw new Error('Invalid token expiry.');
  return `${subject}.${expiry}.${sign(purpose, subject, expiry, secret).toString('base64url')}`;
}

export function verifyToken(
  purpose: string,
  token: unknown,
  secret: string,
  now: Date = new Date(),
): TokenCheck {
  assertSecret(secret);
  if (typeof token !== 'string') return { ok: false, reason: 'malformed' };
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [subject, expiry, signature] = parts as [string, string, string];
  if (!SUBJECT.test(subject) || !EXPIRY.test(expiry) || !SIGNATURE.test(signature)) {
    return { ok: false, reason: 'malformed' };
  }
  const expected = sign(purpose, subject, expiry, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'bad-signature' };
  // Signature first, so an attacker learns nothing about expiry from a forged token.
  const expiresAt = expiry === '0' ? null : new Date(Number(expiry) * 1000);
  if (expiresAt !== null && expiresAt.getTime() <= now.getTime())
    return { ok: false, reason: 'expired' };
  return { ok: true, subject, expiresAt };
}
