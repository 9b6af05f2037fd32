import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './envelope.ts';
import { REQUEST_MESSAGES } from './requestMessages.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Defence in depth beside SameSite cookies and JSON-only bodies: a browser names the page that
 * sent a request in Origin, so a state-changing call whose Origin is present and is neither the
 * site's public address (PUBLIC_URL) nor the address the request itself was sent to (so the
 * tests' and e2e's random loopback ports and the dev servers' proxies pass) is refused.
 * No Origin (curl, server-to-server) passes: a browser always sends it on cross-site requests.
 * A request with an Authorization header passes too: a browser cannot add one across sites
 * without a CORS preflight this API never grants, and API clients with keys are not browsers.
 * `crossSitePaths` are posted to by another site's page on purpose (a payment gateway sending the
 * payer back with a form): they prove themselves by the gateway's signature instead.
 */
export function registerOriginCheck(
  app: FastifyInstance,
  publicUrl: string,
  crossSitePaths: readonly string[] = [],
): void {
  const publicOrigin = new URL(publicUrl).origin;
  const crossSite = new Set(crossSitePaths);
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || request.headers.authorization) return;
    if (crossSite.has(request.url.split('?')[0]!)) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (origin === publicOrigin || origin === ownOrigin(request)) return;
    throw new ApiError(403, REQUEST_MESSAGES.foreignOrigin);
  });
}

function ownOrigin(request: FastifyRequest): string | undefined {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return undefined;
  }
}
