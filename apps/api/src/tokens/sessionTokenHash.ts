import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** SESSION_SECRET of the app that received the request (tokens/sessionTokenHash.ts). */
    readonly sessionSecret: string;
  }
}

/** Gives every request of `app` the session secret (a getter: no work per request). */
export function registerSessionSecret(app: FastifyInstance, secret: string): void {
  app.decorateRequest('sessionSecret', {
    getter: () => secret,
  });
}

/**
 * What the sessions tables store for a session cookie: HMAC-SHA256 of the random token under
 * SESSION_SECRET. A plain hash would let anyone who can write to the database (a stolen backup
 * restored, an injection) plant a row for a token of their choosing and log in as anyone; without
 * the secret, which lives only in the processes' environment, they cannot.
 */
export function sessionTokenHash(request: FastifyRequest, token: string): string {
  const secret = request.sessionSecret;
  if (!secret) throw new Error('SESSION_SECRET is not available to this request.');
  return createHmac('sha256', secret).update(token).digest('hex');
}
