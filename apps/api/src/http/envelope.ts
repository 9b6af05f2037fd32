/** The spec's response envelope: Status ('Success' on success) and Message beside the list fields. */
export const SUCCESS = 'Success';
export const FAILURE = 'Error';

/**
 * The content type of an answer written to text ahead of time (a cached answer). A handler sets
 * it and returns the text: Fastify sends a string with a JSON type as it is, and returning (not
 * calling reply.send) lets contractRoute judge a pending rate limit before anything leaves.
 */
export const JSON_TEXT = 'application/json; charset=utf-8';

export type Envelope<T extends object = object> = { Status: string; Message: string } & T;

export function success<T extends object>(message: string, fields: T): Envelope<T> {
  return { Status: SUCCESS, Message: message, ...fields };
}

/** A failure a person can read; the global error handler turns it into a 4xx envelope. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notFound = (message: string) => new ApiError(404, message);
export const badRequest = (message: string, fields: Record<string, unknown> = {}) =>
  new ApiError(400, message, fields);
