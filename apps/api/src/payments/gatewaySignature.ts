import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA256 signatures of a gateway's result: the named fields, in a fixed order, one
 * `name=value` line each, under the secret the merchant and the gateway share. A field that is
 * missing signs as empty, so leaving one out changes the signature. Hex, as gateways send it.
 */
export function signFields(
  secret: string,
  fields: Readonly<Record<string, string | undefined>>,
  order: readonly string[],
): string {
  const text = order.map((name) => `${name}=${fields[name] ?? ''}`).join('\n');
  return createHmac('sha256', secret).update(text).digest('hex');
}

/** True only for the exact signature of these fields; compared in constant time. */
export function hasValidSignature(
  secret: string,
  fields: Readonly<Record<string, string | undefined>>,
  order: readonly string[],
  signature: unknown,
): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signFields(secret, fields, order), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A JSON payload and its signature in one URL-safe string: `<base64url json>.<base64url hmac>`. */
export function sealPayload(secret: string, purpose: string, payload: object): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const mac = createHmac('sha256', secret).update(`${purpose}\n${body}`).digest('base64url');
  return `${body}.${mac}`;
}

/** The payload of a sealed string, or null when it was not sealed with this secret and purpose. */
export function openPayload(secret: string, purpose: string, sealed: unknown): unknown {
  if (typeof sealed !== 'string' || sealed.length > 4096) return null;
  const [body, mac, extra] = sealed.split('.');
  if (!body || !mac || extra !== undefined) return null;
  const expected = createHmac('sha256', secret).update(`${purpose}\n${body}`).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown;
  } catch {
    return null;
  }
}
