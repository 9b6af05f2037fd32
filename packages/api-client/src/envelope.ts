import { z } from 'zod';

/**
 * The two response families of /api/website/*.
 *
 * 1. The envelope: every response has `Status` ('Success' on success) and `Message`, plus the
 *    call's own fields. A refusal is `{ Status: 'Error', Message, errors? }`.
 * 2. STATUS/Data, used by customer login and tracking lists (the carrier's own style):
 *    `{ STATUS: 1, Data }` on success, `{ STATUS: 0, Data: '<reason>' }` on refusal.
 *
 * Each family is a pair: the success schema (built per call) and a failure family (schema plus
 * how to read the user-facing reason out of it), so the client can tell a refusal from a
 * contract break.
 */

const STATUS_SUCCESS = 'Success';
export const STATUS_ERROR = 'Error';

export interface FailureFamily<F extends z.ZodType = z.ZodType> {
  schema: F;
  message: (failure: z.output<F>) => string;
  /** Builds this family's refusal (the API and the mock answer refused requests with it). */
  refuse: (message: string, errors?: Record<string, string>) => z.output<F>;
}

const envelopeBase = z.object({ Status: z.literal(STATUS_SUCCESS), Message: z.string() });

/** Success schema of an envelope call: `{ Status: 'Success', Message, ...fields }`. */
export function envelope<Shape extends z.ZodRawShape>(fields: Shape) {
  return envelopeBase.extend(fields);
}

/** Success schema of a call that answers only Status and Message. */
export const messageOnlySchema = envelope({});

export const envelopeFailureSchema = z.object({
  Status: z.literal(STATUS_ERROR),
  Message: z.string(),
  /** Field name -> validation message (the message text comes from @courier/domain). */
  errors: z.record(z.string(), z.string()).optional(),
});
export type EnvelopeFailure = z.output<typeof envelopeFailureSchema>;

export const envelopeFailure: FailureFamily<typeof envelopeFailureSchema> = {
  schema: envelopeFailureSchema,
  message: (failure) => failure.Message,
  refuse: (message, errors) => failure(message, errors),
};

/** Builds a success envelope body (used by the API and the mock API). */
export function success<Fields extends object>(fields: Fields, message: string = STATUS_SUCCESS) {
  return { Status: STATUS_SUCCESS, Message: message, ...fields } as const;
}

/** Builds a refusal envelope body. */
export function failure(message: string, errors?: Record<string, string>): EnvelopeFailure {
  return errors
    ? { Status: STATUS_ERROR, Message: message, errors }
    : { Status: STATUS_ERROR, Message: message };
}

const STATUS_OK = 1;
const STATUS_NOT_OK = 0;

/** Success schema of a STATUS/Data call: `{ STATUS: 1, Data }` plus extra fields. */
export function statusData<D extends z.ZodType, Shape extends z.ZodRawShape = Record<never, never>>(
  data: D,
  extra?: Shape,
) {
  return z.object({ STATUS: z.literal(STATUS_OK), Data: data }).extend((extra ?? {}) as Shape);
}

export const statusDataFailureSchema = z.object({
  STATUS: z.literal(STATUS_NOT_OK),
  Data: z.string(),
});
export type StatusDataFailure = z.output<typeof statusDataFailureSchema>;

export const statusDataFailure: FailureFamily<typeof statusDataFailureSchema> = {
  schema: statusDataFailureSchema,
  message: (failure) => failure.Data,
  refuse: (message) => statusDataRefusal(message),
};

export function statusDataRefusal(reason: string): StatusDataFailure {
  return { STATUS: STATUS_NOT_OK, Data: reason };
}
