import { describe, expect, it } from 'vitest';
import { signLabelToken, verifyLabelToken } from './labelToken.ts';
import { signToken } from './signedToken.ts';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const OTHER_SECRET = 'another-secret-that-is-long-enough-987654321';
const AWB = '12345678903';

describe('label tokens', () => {
  it('round-trips an AWB with no expiry', () => {
    const token = signLabelToken(AWB, SECRET);
    expect(token).toMatch(/^12345678903\.0\.[A-Za-z0-9_-]{43}$/);
    expect(verifyLabelToken(token, SECRET)).toEqual({ ok: true, awb: AWB });
  });

  it('accepts a token before its expiry and refuses it after', () => {
    const expiresAt = new Date('2026-11-23T00:00:00Z');
    const token = signLabelToken(AWB, SECRET, expiresAt);
    expect(verifyLabelToken(token, SECRET, new Date('2026-11-22T23:59:59Z'))).toEqual({
      ok: true,
      awb: AWB,
    });
    expect(verifyLabelToken(token, SECRET, new Date('2026-11-23T00:00:00Z'))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses a token signed with another secret (forged)', () => {
    const forged = signLabelToken(AWB, OTHER_SECRET);
    expect(verifyLabelToken(forged, SECRET)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('refuses a token whose AWB was changed', () => {
    const token = signLabelToken(AWB, SECRET);
    const altered = token.replace(AWB, '12345678910');
    expect(verifyLabelToken(altered, SECRET)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('refuses a token whose expiry was pushed back or removed', () => {
    const token = signLabelToken(AWB, SECRET, new Date('2026-01-01T00:00:00Z'));
    const [awb, expiry, sig] = token.split('.');
    expect(verifyLabelToken(`${awb}.${Number(expiry) + 86_400}.${sig}`, SECRET)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    expect(verifyLabelToken(`${awb}.0.${sig}`, SECRET)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });

  it('refuses a token with one signature character changed', () => {
    const token = signLabelToken(AWB, SECRET);
    const last = token.at(-2) === 'A' ? 'B' : 'A';
    const altered = `${token.slice(0, -2)}${last}${token.at(-1)}`;
    expect(verifyLabelToken(altered, SECRET)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('refuses a token made for another purpose with the same secret', () => {
    const documentToken = signToken('document-download.v1', AWB, SECRET);
    expect(verifyLabelToken(documentToken, SECRET)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it.each([
    undefined,
    42,
    '',
    AWB,
    `${AWB}.0`,
    `${AWB}.0.short`,
    `${AWB}.x.${'A'.repeat(43)}`,
    `../etc.0.${'A'.repeat(43)}`,
  ])('answers malformed for %j', (token) =>
    expect(verifyLabelToken(token, SECRET)).toEqual({ ok: false, reason: 'malformed' }),
  );

  it('refuses to work with a short secret', () => {
    expect(() => signLabelToken(AWB, 'short')).toThrow(/at least 32 characters/);
    expect(() => verifyLabelToken('x', 'short')).toThrow(/at least 32 characters/);
  });

  it('refuses to sign a subject that would break the token format', () => {
    expect(() => signLabelToken('12.34', SECRET)).toThrow(/subject/);
  });
});
