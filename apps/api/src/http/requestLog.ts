import type { FastifyInstance } from 'fastify';

/**
 * One log line per request, when its answer is sent: method, path, status and milliseconds.
 * Fastify's own request logging writes two (incoming, completed), each serialising the request
 * again; it is turned off in app.ts (disableRequestLogging).
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });
}
