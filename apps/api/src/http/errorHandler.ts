import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  type ResponseSerializationError,
  type ZodFastifySchemaValidationError,
} from 'fastify-type-provider-zod';
import './contractRoute.ts';
import { ApiError, FAILURE } from './envelope.ts';
import { settleRateLimit } from './rateLimits.ts';
import { fieldMessagesOf, refusalInLanguage } from './refusalLanguage.ts';

/** Fastify's own client-error codes and the words a person sees for them. */
const clientErrors: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Send the request body as JSON.'],
  FST_ERR_CTP_INVALID_TYPE: [415, 'Send the request body as JSON.'],
  FST_ERR_CTP_EMPTY_TYPE: [415, 'Send the request body as JSON.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The request body length is wrong.'],
  FST_ERR_VALIDATION: [400, 'The request is not valid.'],
  // Raised before routing (frameworkErrors): the URL itself is never repeated back.
  FST_ERR_BAD_URL: [400, 'The address of the request is not valid.'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'The address of the request is too long.'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'The request is not valid.'],
};

const envelopeRefusal = (message: string, errors?: Record<string, string>) =>
  errors ? { Status: FAILURE, Message: message, errors } : { Status: FAILURE, Message: message };

/** zod's own default texts ("Invalid input: expected string...") are replaced by plain words. */
function readable(issue: ZodFastifySchemaValidationError, field: string): string {
  const message = issue.message;
  if (message && !message.startsWith('Invalid')) return message;
  if (issue.keyword === 'invalid_type') return `${field} is required.`;
  if (issue.keyword === 'unrecognized_keys') return 'The request has unexpected fields.';
  return `${field} is not valid.`;
}

/**
 * A request the contract's schema refused: the first field's message is the Message and each
 * field's first message is listed in `errors` (dotted paths), so a client can place them beside
 * the fields. The messages are the domain schemas' own words.
 */
export function validationRefusal(issues: ZodFastifySchemaValidationError[]): {
  message: string;
  errors: Record<string, string>;
} {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean);
    const key = path.length ? path.join('.') : '_';
    errors[key] ??= readable(issue, path[path.length - 1] ?? 'request');
  }
  return { message: Object.values(errors)[0] ?? 'The request is not valid.', errors };
}

/** How the current route refuses: its call's refusal family, or the envelope. */
function refusalOf(request: FastifyRequest) {
  return request.routeOptions?.config?.refuse ?? envelopeRefusal;
}

/**
 * Errors Fastify raises before a route is found (a URL that is not valid percent-encoding, a
 * path parameter over the length limit): the same envelope, and never the URL.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const [status, english] = clientErrors[error.code] ?? [400, 'The request is not valid.'];
  request.log.info({ code: error.code }, 'request refused before routing');
  const { message } = refusalInLanguage(request, reply, english);
  void reply.status(status).send(envelopeRefusal(message));
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a malformed request line, headers
 * too large, a client too slow): answered on the socket in the same envelope.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'The request took too long.']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The request headers are too large.']
        : [400, 'The request is not valid.'];
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(envelopeRefusal(message));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * One place decides what a failure looks like: always the envelope (or the call's own refusal
 * family), never a stack trace or the request's URL. Unexpected errors are logged with their
 * stack and answered with a plain 500.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (thrown: FastifyError | ApiError, request, reply) => {
    // A request refused before its handler (a 400) whose rate limit was still being counted
    // (http/rateLimits.ts): over the limit, the answer is the 429, as when it is judged first.
    const error = await settleRateLimit(request, reply).then(
      () => thrown,
      (refusal: ApiError) => refusal,
    );
    // The words of a refusal are in the request's language (issue 15); English ones as before.
    const words = (message: string, errors?: Record<string, string>) =>
      refusalInLanguage(request, reply, message, errors);
    if (error instanceof ApiError) {
      const translated = words(error.message, fieldMessagesOf(error.fields));
      return reply.status(error.statusCode).send({
        Status: FAILURE,
        Message: translated.message,
        ...error.fields,
        ...(translated.errors ? { errors: translated.errors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const refusal = validationRefusal(error.validation);
      const { message, errors } = words(refusal.message, refusal.errors);
      return reply.status(400).send(refusalOf(request)(message, errors));
    }
    if (error.code === 'FST_ERR_RESPONSE_SERIALIZATION') {
      // A handler answered outside the contract: a bug of ours, never sent as it is.
      const { url, cause } = error as unknown as ResponseSerializationError;
      request.log.error(
        { route: url, issues: cause.issues.map((i) => `${i.path.join('.')}: ${i.message}`) },
        'answer outside the contract',
      );
      return reply
        .status(500)
        .send(envelopeRefusal(words('Something went wrong. Please try again later.').message));
    }
    const known = error.code ? clientErrors[error.code] : undefined;
    if (known) {
      return reply.status(known[0]).send(envelopeRefusal(words(known[1]).message));
    }
    if (
      error instanceof SyntaxError ||
      (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500)
    ) {
      const status = typeof error.statusCode === 'number' ? error.statusCode : 400;
      return reply.status(status).send(envelopeRefusal(words('The request is not valid.').message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send(envelopeRefusal(words('Something went wrong. Please try again later.').message));
  });
}
