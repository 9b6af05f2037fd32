import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header every delivery carries: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const SIGNATURE_HEADER = 'Courier-Signature';

/** The signature of `<t>.<raw body>` under the endpoint's secret, as hex. */
function hmacOf(secret: string, timestamp: number, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/** The Courier-Signature header's value for one POST. */
export function signatureHeader(
  secret: string,
  rawBody: string | Buffer,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  return `t=${timestamp},v1=${hmacOf(secret, timestamp, rawBody)}`;
}

/**
 * The receiver's check (docs/webhooks.md shows the same in a few lines): the header's `t` is
 * within `toleranceSeconds` of now (a replayed old delivery fails) and one of its `v1` values is
 * the HMAC of `<t>.<raw body>`, compared in constant time. The body must be the bytes received,
 * before any JSON parsing.
 */
export function verifySignature(
  secret: string,
  header: string | undefined,
  rawBody: string | Buffer,
  toleranceSeconds = 300,
  now = Date.now(),
): boolean {
  if (!header) return false;
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2).map((s) => s.trim());
    if (key === 't' && value && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && value && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  if (timestamp === undefined || signatures.length === 0) return false;
  if (Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(hmacOf(secret, timestamp, rawBody), 'hex');
  return signatures.some((s) => timingSafeEqual(Buffer.from(s, 'hex'), expected));
}
