import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, when its answer is sent: request id, method, path, status and
 * milliseconds.
 * Fastify's default writes two (incoming, completed) and serialises the request for the first;
 * its other lines (errors, not-found, serializer failures) stay as they are.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    // From the root logger with the request id as a field: the same line, without making the
    // request's own child logger (requestLogger.ts) for it.
    const log = request.server.log;
    const line = {
      reqId: request.id,
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) log.error({ ...line, err: error }, 'request errored');
    else log.info(line, 'request');
  }
}
