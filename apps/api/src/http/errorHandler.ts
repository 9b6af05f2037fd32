import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, FAILURE } from './envelope.ts';

/** Fastify's own client-error codes and the words a person sees for them. */
const clientErrors: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Send the request body as JSON.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The request body length is wrong.'],
  FST_ERR_VALIDATION: [400, 'The request is not valid.'],
};

/**
 * One place decides what a failure looks like: always the envelope, never a stack trace.
 * Unexpected errors are logged with their stack and answered with a plain 500.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send({ Status: FAILURE, Message: error.message, ...error.fields });
    }
    const known = error.code ? clientErrors[error.code] : undefined;
    if (known) {
      return reply.status(known[0]).send({ Status: FAILURE, Message: known[1] });
    }
    if (error instanceof SyntaxError || (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500)) {
      const status = typeof error.statusCode === 'number' ? error.statusCode : 400;
      return reply.status(status).send({ Status: FAILURE, Message: 'The request is not valid.' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ Status: FAILURE, Message: 'Something went wrong. Please try again later.' });
  });
}
