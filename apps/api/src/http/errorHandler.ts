import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  type ResponseSerializationError,
  type ZodFastifySchemaValidationError,
} from 'fastify-type-provider-zod';
import './contractRoute.ts';
import { isConnectionLoss, RETRY_AFTER_LOSS_SECONDS } from '../db/connectionLoss.ts';
import { ApiError, FAILURE } from './envelope.ts';
import { settleRateLimit } from './rateLimits.ts';
import { fieldMessagesOf, refusalInLanguage } from './refusalLanguage.ts';
import { REQUEST_MESSAGES } from './requestMessages.ts';
import { inMessageLanguage } from './messageLanguage.ts';
import { requestLanguage } from './requestLanguage.ts';
import { idMessages } from '@courier/domain/schemas/ids';

type RequestWord = keyof typeof REQUEST_MESSAGES;

/** Fastify's own client-error codes and the words (REQUEST_MESSAGES) a person sees for them. */
const clientErrors: Record<string, [number, RequestWord]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'notJson'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'empty'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'tooLarge'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'sendJson'],
  FST_ERR_CTP_INVALID_TYPE: [415, 'sendJson'],
  FST_ERR_CTP_EMPTY_TYPE: [415, 'sendJson'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'badLength'],
  FST_ERR_VALIDATION: [400, 'notValid'],
  // Raised before routing (frameworkErrors): the URL itself is never repeated back.
  FST_ERR_BAD_URL: [400, 'badAddress'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'addressTooLong'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'notValid'],
};

const envelopeRefusal = (message: string, errors?: Record<string, string>) =>
  errors ? { Status: FAILURE, Message: message, errors } : { Status: FAILURE, Message: message };

/** zod's own default texts ("Invalid input: expected string...") are replaced by plain words. */
function readable(issue: ZodFastifySchemaValidationError, field: string): string {
  const message = issue.message;
  if (message && !message.startsWith('Invalid')) return message;
  if (issue.keyword === 'invalid_type') return idMessages.required(field);
  if (issue.keyword === 'unrecognized_keys') return REQUEST_MESSAGES.unexpectedFields;
  return idMessages.invalid(field);
}

/**
 * A request the contract's schema refused: the first field's message is the Message and each
 * field's first message is listed in `errors` (dotted paths), so a client can place them beside
 * the fields. The messages are the domain schemas' own words.
 */
function validationRefusal(issues: ZodFastifySchemaValidationError[]): {
  message: string;
  errors: Record<string, string>;
} {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean);
    const key = path.length ? path.join('.') : '_';
    errors[key] ??= readable(issue, path[path.length - 1] ?? 'request');
  }
  return { message: Object.values(errors)[0] ?? REQUEST_MESSAGES.notValid, errors };
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
  const [status, word] = clientErrors[error.code] ?? [400, 'notValid'];
  request.log.info({ code: error.code }, 'request refused before routing');
  // Before routing no hook has run yet: the words are chosen here.
  const { message } = refusalInLanguage(
    request,
    reply,
    inMessageLanguage(requestLanguage(request), () => REQUEST_MESSAGES[word]),
  );
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
      ? [408, REQUEST_MESSAGES.tookTooLong]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, REQUEST_MESSAGES.headersTooLarge]
        : [400, REQUEST_MESSAGES.notValid];
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
 * stack and answered with a plain 500; a lost database connection is a 503 with Retry-After.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (thrown: FastifyError | ApiError, request, reply) => {
    // A request refused before its handler (a 400) whose rate limit was still being counted
    // (http/rateLimits.ts): over the limit, the answer is the 429, as when it is judged first.
    const error = await settleRateLimit(request, reply).then(
      () => thrown,
      (refusal: ApiError) => refusal,
    );
    // The words of a refusal are in the request's language; English ones as before.
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
      return reply.status(500).send(envelopeRefusal(words(REQUEST_MESSAGES.failed).message));
    }
    const known = error.code ? clientErrors[error.code] : undefined;
    if (known) {
      return reply
        .status(known[0])
        .send(envelopeRefusal(words(REQUEST_MESSAGES[known[1]]).message));
    }
    if (
      error instanceof SyntaxError ||
      (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500)
    ) {
      const status = typeof error.statusCode === 'number' ? error.statusCode : 400;
      return reply.status(status).send(envelopeRefusal(words(REQUEST_MESSAGES.notValid).message));
    }
    if (isConnectionLoss(error)) {
      // A failover, restart or reaper cut the database connection under this request: nothing
      // is wrong with it, so the client is told to send it again shortly (the pool reconnects).
      request.log.warn({ err: error }, 'database connection lost during the request');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_LOSS_SECONDS))
        .send(envelopeRefusal(words(REQUEST_MESSAGES.unavailable).message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(envelopeRefusal(words(REQUEST_MESSAGES.failed).message));
  });
}
