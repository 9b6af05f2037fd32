import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * The path and the names of the query's parameters, never their values: a search box's words
 * (a receiver's name, a phone number) are personal data that a log must not keep.
 * `/api/portal_shipments?q=Ali&page=2` is logged as `/api/portal_shipments?q&page`.
 */
function loggedUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const names = new Set<string>();
  for (const pair of url.slice(mark + 1).split('&')) {
    const name = pair.split('=')[0] ?? '';
    if (!name) continue;
    try {
      names.add(decodeURIComponent(name.replace(/\+/g, ' ')));
    } catch {
      names.add('[bad name]');
    }
  }
  const path = url.slice(0, mark);
  return names.size > 0 ? `${path}?${[...names].join('&')}` : path;
}

/**
 * One log line per request, when its answer is sent: request id, method, path (with the query's
 * parameter names only), status and milliseconds.
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
      url: loggedUrl(request.url),
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) log.error({ ...line, err: error }, 'request errored');
    else log.info(line, 'request');
  }
}
