import type { FastifyInstance } from 'fastify';
import { badRequest } from './envelope.ts';
import { REQUEST_MESSAGES } from './requestMessages.ts';

/** No form of the API nests deeper than this (a booking: body, items, one item, its fields). */
export const MAX_BODY_DEPTH = 16;

/**
 * The depth of a parsed JSON value, counted without recursion so a body nested thousands deep
 * cannot overflow the stack here; it stops as soon as `limit` is passed.
 */
function depthExceeds(value: unknown, limit: number): boolean {
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
 * canonicaliser) ever sees them. The public calls (routes of the api-client table) are judged by
 * contractRoute instead, depth and number of values in one walk that stops at the first excess
 * (bodyLimits.ts): this walk visits every value, which a 100,000-entry array made costly.
 */
export function registerBodyDepthLimit(app: FastifyInstance, limit = MAX_BODY_DEPTH): void {
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config?.endpoint !== undefined) return;
    if (depthExceeds(request.body, limit)) throw badRequest(REQUEST_MESSAGES.tooDeep);
  });
}
