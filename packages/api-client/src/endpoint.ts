import { z } from 'zod';
import { envelopeFailure, envelopeFailureSchema, type FailureFamily } from './envelope.ts';

export type HttpMethod = 'GET' | 'POST';

/**
 * One call of /api/website/*. `path` is relative to that base; `:name` segments are filled from
 * the request's field of the same name (MSW and Fastify read the same template). For GET the
 * other request fields go to the query string, for POST to the JSON body.
 */
export interface Endpoint<
  Req extends z.ZodType = z.ZodType,
  Ok extends z.ZodType = z.ZodType,
  Fail extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  request: Req;
  /** What a successful answer looks like. */
  success: Ok;
  /** What a refusal looks like, and where its user-facing reason sits. */
  failure: FailureFamily<Fail>;
  /**
   * Every refusal the call can answer: its family's, or the envelope refusal that any call may
   * answer for what happens before the call itself runs (malformed JSON, a body too large, too
   * many requests, an unexpected error).
   */
  refusal: z.ZodType<z.output<Fail> | z.output<typeof envelopeFailureSchema>>;
  /** Every valid answer: success or refusal. Anything else is a contract break. */
  response: z.ZodType<z.output<Ok> | z.output<Fail> | z.output<typeof envelopeFailureSchema>>;
  /**
   * True when a refusal of this call comes with HTTP 200 (check_collection_date answers
   * 'Error' for a date that is fine, as the original does). Otherwise 2xx answers are successes.
   */
  okMayRefuse: boolean;
}

export function defineEndpoint<
  Req extends z.ZodType,
  Ok extends z.ZodType,
  Fail extends z.ZodType,
>(def: {
  method: HttpMethod;
  path: string;
  request: Req;
  success: Ok;
  failure: FailureFamily<Fail>;
  okMayRefuse?: boolean;
}): Endpoint<Req, Ok, Fail> {
  const refusal =
    (def.failure as FailureFamily) === envelopeFailure
      ? def.failure.schema
      : z.union([def.failure.schema, envelopeFailureSchema]);
  return {
    ...def,
    okMayRefuse: def.okMayRefuse ?? false,
    refusal: refusal as Endpoint<Req, Ok, Fail>['refusal'],
    response: z.union([def.success, refusal]),
  };
}

/** Request schema of calls without a payload. */
export const noPayloadSchema = z.object({});
