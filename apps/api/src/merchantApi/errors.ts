import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionLoss, RETRY_AFTER_LOSS_SECONDS } from '../db/connectionLoss.ts';
import { ApiError } from '../http/envelope.ts';
import { IDEMPOTENCY_MESSAGES } from '../idempotency/idempotency.ts';
import { batchMessages } from '@courier/domain/batchRows';

/** The error families of the merchant API (docs/merchant-api.md lists them with their codes). */
export type ErrorType =
  | 'authentication_error'
  | 'permission_error'
  | 'invalid_request_error'
  | 'not_found_error'
  | 'conflict_error'
  | 'rate_limit_error'
  | 'api_error';

/** `{ error: { type, code, message, param } }`: every refusal of /api/v1. */
export interface ErrorBody {
  error: { type: ErrorType; code: string; message: string; param: string | null };
}

export const MERCHANT_MESSAGES = {
  missingKey: 'Send your API key as "Authorization: Bearer <key>".',
  badKey: 'This API key is not valid, or it has been revoked.',
  notFound: 'No such resource.',
  forbidden: 'The role of the user who created this API key does not allow this call.',
  invalidJson: 'The request body is not valid JSON.',
  invalid: 'The request is not valid.',
  rateLimited: 'Too many requests with this API key. Please retry after the time in Retry-After.',
  unavailable: 'The service is briefly unavailable. Please try again in a moment.',
  internal: 'Something went wrong on our side. Please try again later.',
} as const;

/** A refusal of /api/v1, thrown anywhere below a handler. */
export class MerchantError extends Error {
  constructor(
    readonly statusCode: number,
    readonly type: ErrorType,
    readonly code: string,
    message: string,
    readonly param: string | null = null,
  ) {
    super(message);
    this.name = 'MerchantError';
  }

  body(): ErrorBody {
    return {
      error: { type: this.type, code: this.code, message: this.message, param: this.param },
    };
  }
}

const typeOfStatus = (status: number): [ErrorType, string] => {
  if (status === 401) return ['authentication_error', 'invalid_api_key'];
  if (status === 403) return ['permission_error', 'insufficient_role'];
  if (status === 404) return ['not_found_error', 'resource_missing'];
  if (status === 409) return ['conflict_error', 'conflict'];
  if (status === 429) return ['rate_limit_error', 'rate_limited'];
  if (status === 402) return ['invalid_request_error', 'payment_required'];
  if (status === 422) return ['invalid_request_error', 'unprocessable'];
  return ['invalid_request_error', 'invalid_request'];
};

/**
 * A use case's refusal (ApiError: the portal's words and fields) in the API's shape. Its field
 * (`errors`) is renamed to the API's parameter by `paramOf`, so a merchant sees `recipient.city`
 * where the portal shows `receiver_city`.
 */
function fromApiError(error: ApiError, paramOf: (field: string) => string): MerchantError {
  if (error.message === IDEMPOTENCY_MESSAGES.otherBody)
    return new MerchantError(409, 'conflict_error', 'idempotency_key_reused', error.message);
  if (error.message === IDEMPOTENCY_MESSAGES.inProgress)
    return new MerchantError(409, 'conflict_error', 'idempotency_in_progress', error.message);
  const errors = error.fields.errors as Record<string, string> | undefined;
  const field = errors ? Object.keys(errors)[0] : undefined;
  const [type, code] = typeOfStatus(error.statusCode);
  const status = error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return new MerchantError(
    status,
    type,
    field ? 'parameter_invalid' : code,
    error.message,
    field && field !== '_' ? paramOf(field) : null,
  );
}

/** The parameter a request's use case field maps to (set per request by the handlers). */
const paramMaps = new WeakMap<FastifyRequest, (field: string) => string>();
export function useParamNames(request: FastifyRequest, paramOf: (field: string) => string): void {
  paramMaps.set(request, paramOf);
}

/**
 * The /api/v1 scope's error handler: every refusal in the API's shape, never a stack trace; an
 * unexpected error is logged and answered 500 (a lost database connection 503 with Retry-After).
 */
export function registerMerchantErrors(api: FastifyInstance): void {
  api.setErrorHandler(async (thrown: FastifyError | Error, request, reply: FastifyReply) => {
    let error: MerchantError;
    if (thrown instanceof MerchantError) error = thrown;
    else if (thrown instanceof ApiError)
      error = fromApiError(thrown, paramMaps.get(request) ?? ((field) => field));
    else if (hasZodFastifySchemaValidationErrors(thrown)) {
      const issue = thrown.validation[0];
      const param = issue?.instancePath.split('/').filter(Boolean).join('.') || null;
      error = new MerchantError(
        400,
        'invalid_request_error',
        'parameter_invalid',
        issue?.message && !issue.message.startsWith('Invalid')
          ? issue.message
          : `${param ?? 'The request'} is not valid.`,
        param,
      );
    } else if (isConnectionLoss(thrown)) {
      request.log.warn({ err: thrown }, 'database connection lost during the request');
      reply.header('retry-after', String(RETRY_AFTER_LOSS_SECONDS));
      error = new MerchantError(503, 'api_error', 'unavailable', MERCHANT_MESSAGES.unavailable);
    } else {
      const status = (thrown as FastifyError).statusCode;
      if (thrown instanceof SyntaxError || (typeof status === 'number' && status < 500)) {
        const code = (thrown as FastifyError).code;
        // A bulk upload over its limit: the upload's own words (the only file body of /api/v1).
        if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' && request.url.startsWith('/api/v1/batches'))
          return reply
            .status(413)
            .send(
              new MerchantError(
                413,
                'invalid_request_error',
                'file_too_large',
                batchMessages.tooLarge,
              ).body(),
            );
        const json = code === 'FST_ERR_CTP_INVALID_JSON_BODY' || thrown instanceof SyntaxError;
        error = new MerchantError(
          typeof status === 'number' && status >= 400 ? status : 400,
          'invalid_request_error',
          json ? 'invalid_json' : 'invalid_request',
          json ? MERCHANT_MESSAGES.invalidJson : MERCHANT_MESSAGES.invalid,
        );
      } else {
        request.log.error({ err: thrown }, 'unhandled error');
        error = new MerchantError(500, 'api_error', 'internal', MERCHANT_MESSAGES.internal);
      }
    }
    // The domain's words are in the request's language already (http/messageLanguage.ts).
    return reply.status(error.statusCode).send(error.body());
  });
}
