/** The spec's response envelope: Status ('Success' on success) and Message beside the list fields. */
export const SUCCESS = 'Success';
export const FAILURE = 'Error';

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
