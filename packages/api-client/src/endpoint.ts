import { z } from 'zod';
import type { FailureFamily } from './envelope.ts';

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
  /** Every valid answer: success or refusal. Anything else is a contract break. */
  response: z.ZodUnion<[Ok, Fail]>;
}

export function defineEndpoint<Req extends z.ZodType, Ok extends z.ZodType, Fail extends z.ZodType>(def: {
  method: HttpMethod;
  path: string;
  request: Req;
  success: Ok;
  failure: FailureFamily<Fail>;
}): Endpoint<Req, Ok, Fail> {
  return { ...def, response: z.union([def.success, def.failure.schema]) };
}

/** Request schema of calls without a payload. */
export const noPayloadSchema = z.object({});
