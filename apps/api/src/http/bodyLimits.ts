import { MAX_BODY_VALUES, requestLimitMessages } from '@courier/domain/requestLimits';
import { badRequest } from './envelope.ts';
import { MAX_BODY_DEPTH } from './bodyDepth.ts';
import { REQUEST_MESSAGES } from './requestMessages.ts';

/**
 * What a public call's body may weigh, judged by Fastify from Content-Length before a byte is
 * read (413 in the envelope). Every form of the site is a few kilobytes: the longest text field
 * is 2,000 characters (6 KB in Arabic UTF-8) and a booking of 99 lines is about 30 KB. Only the
 * calls a file rides in (as a base64 data URL) get more; docs/request-limits.md lists them.
 */
export const PUBLIC_BODY_LIMIT = 64 * 1024;

/** create_shipment: a KYC document and an invoice, 5 MB each, as base64 (~13.4 MB), and the form. */
export const BOOKING_BODY_LIMIT = 15 * 1024 * 1024;

/** career_apply: one résumé of 5 MB as base64 (~6.7 MB) and the form. */
export const CAREER_BODY_LIMIT = 7 * 1024 * 1024;

/**
 * What makes a parsed body larger than any form: more than `maxValues` values (object keys and
 * array entries, at every level) or more than `maxDepth` levels; null when neither. It stops at
 * the first excess, so its cost is bounded by the limits and not by what was sent (an array of
 * 100,000 entries is judged by its length alone); it walks without recursion.
 */
function bodyExcess(
  value: unknown,
  maxValues: number,
  maxDepth: number,
): 'values' | 'depth' | null {
  let seen = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (current === null || typeof current !== 'object') continue;
    if (depth + 1 > maxDepth) return 'depth';
    if (Array.isArray(current)) {
      seen += current.length;
      if (seen > maxValues) return 'values';
      for (const child of current) stack.push([child, depth + 1]);
      continue;
    }
    for (const key in current) {
      if (++seen > maxValues) return 'values';
      stack.push([(current as Record<string, unknown>)[key], depth + 1]);
    }
  }
  return null;
}

/**
 * Refuses a public body larger than any form of the site (400 in the envelope). The public calls
 * judge depth here too, in the same bounded walk, instead of in the server-wide depth hook.
 */
export function refuseOversizedBody(body: unknown): void {
  const excess = bodyExcess(body, MAX_BODY_VALUES, MAX_BODY_DEPTH);
  if (excess === 'depth') throw badRequest(REQUEST_MESSAGES.tooDeep);
  if (excess === 'values') throw badRequest(requestLimitMessages.values);
}
