import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  loginCookieValue,
  setLoginCookie,
  type LoginCookie,
} from '../tokens/sessionCookieRules.ts';

/**
 * Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): a browser in
 * which an account has logged in before gets a cookie that names the account only through an
 * HMAC, and its later logins to that account skip the account-wide delay that failures from
 * anywhere build up. A guesser who keeps that delay running, from any number of addresses, then
 * slows down only browsers the owner never used; the owner's own device still gets in.
 */
export const CUSTOMER_DEVICE_COOKIE: LoginCookie = { name: 'courier_device', sameSite: 'strict' };
export const STAFF_DEVICE_COOKIE: LoginCookie = {
  name: 'courier_staff_device',
  sameSite: 'strict',
};

const DEVICE_DAYS = 180;

const mac = (secret: string, account: string, nonce: string) =>
  createHmac('sha256', secret).update(`device|${account}|${nonce}`).digest('base64url');

/** True when the request carries the device cookie this account's successful login set. */
export function isTrustedDevice(
  request: FastifyRequest,
  cookie: LoginCookie,
  account: string,
): boolean {
  const value = loginCookieValue(request, cookie);
  if (!value || value.length > 200) return false;
  const [nonce, given] = value.split('.');
  if (!nonce || !given) return false;
  const expected = Buffer.from(mac(request.sessionSecret, account, nonce));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Marks this browser as one the account logged in from (after a successful login). */
export function trustDevice(
  reply: FastifyReply,
  cookie: LoginCookie,
  account: string,
  forceSecure: boolean,
): void {
  const nonce = randomBytes(16).toString('base64url');
  setLoginCookie(reply, cookie, `${nonce}.${mac(reply.request.sessionSecret, account, nonce)}`, {
    expires: new Date(Date.now() + DEVICE_DAYS * 86_400_000),
    forceSecure,
  });
}
