import type { FastifyInstance } from 'fastify';
import { badRequest } from './envelope.ts';

/** No form of the API nests deeper than this (a booking: body, items, one item, its fields). */
export const MAX_BODY_DEPTH = 16;
export const TOO_DEEP_MESSAGE = 'The request is nested too deeply.';

/**
 * The depth of a parsed JSON value, counted without recursion so a body nested thousands deep
 * cannot overflow the stack here; it stops as soon as `limit` is passed.
 */
export function depthExceeds(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (current === null || typeof current !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * Refuses deeply nested bodies before validation, so nothing recursive (schemas, the idempotency
 * canonicaliser) ever sees them.
 */
export function registerBodyDepthLimit(app: FastifyInstance, limit = MAX_BODY_DEPTH): void {
  app.addHook('preValidation', async (request) => {
    if (depthExceeds(request.body, limit)) throw badRequest(TOO_DEEP_MESSAGE);
  });
}
