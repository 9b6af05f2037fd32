import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  preParsingAsyncHookHandler,
  preValidationHookHandler,
} from 'fastify';
import { badRequest } from './envelope.ts';
import { endpoints, type EndpointName, type ParsedRequestOf } from '@courier/api-client/endpoints';
import { hasPendingRateLimit, settleRateLimit } from './rateLimits.ts';
import { PUBLIC_BODY_LIMIT, refuseOversizedBody } from './bodyLimits.ts';
import { REQUEST_MESSAGES } from './requestMessages.ts';

/** Where a call's request fields travel: the path, the query string (GET) or the JSON body. */
export type RequestPart = 'params' | 'querystring' | 'body';

/** What a route of the table carries in its config: its name and how it refuses a request. */
interface ContractRouteConfig {
  endpoint: EndpointName;
  refuse: (message: string, errors?: Record<string, string>) => unknown;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on the routes of the api-client table (the OpenAPI document lists those only). */
    endpoint?: EndpointName;
    refuse?: ContractRouteConfig['refuse'];
  }
}

export interface ContractRouteOptions {
  /**
   * Reshapes the JSON body before the schema sees it (form numbers to text, markup stripped).
   * It always receives an object: a JSON array, string or null is read as an empty form, so each
   * field says it is required.
   */
  prepare?: (body: Record<string, unknown>) => unknown;
  /**
   * The call's body limit when a file rides in it (bookings carry two documents); every other
   * call of the table has PUBLIC_BODY_LIMIT (http/bodyLimits.ts).
   */
  bodyLimit?: number;
  /**
   * Judges the parsed body before anything walks it (a booking's pieces): throws the refusal of
   * a body past the domain's limits, at the cost of a few property reads.
   */
  guard?: (body: Record<string, unknown>) => void;
}

export type ContractHandler<N extends EndpointName> = (
  input: ParsedRequestOf<N>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<unknown>;

/**
 * Where a call's fields travel: in the path when it has parameters, else in the query string of
 * a GET, else in the body. The same rule for the site's calls and the back office's.
 */
export function partOfCall(endpoint: { path: string; method: string }): RequestPart {
  if (/:\w+/.test(endpoint.path)) return 'params';
  return endpoint.method === 'GET' ? 'querystring' : 'body';
}

export function requestPartOf(name: EndpointName): RequestPart {
  return partOfCall(endpoints[name]);
}

/**
 * The Fastify schema of a call, straight from the api-client table: the request schema validates
 * the part its fields travel in (the parsed value replaces it), and the answers are serialised
 * through the success schema (2xx) and the refusal schema (4xx, 5xx), so a handler answering
 * outside the contract fails loudly (500, logged) instead of sending it.
 */
function contractSchema(name: EndpointName): FastifySchema {
  const endpoint = endpoints[name];
  return {
    operationId: name,
    tags: [endpoint.method === 'GET' ? 'lists and pages' : 'calls'],
    [requestPartOf(name)]: endpoint.request,
    response: {
      '2xx': endpoint.okMayRefuse ? endpoint.response : endpoint.success,
      '4xx': endpoint.refusal,
      '5xx': endpoint.refusal,
    },
  };
}

/** Fastify's own words for an empty JSON body (errorHandler.ts), with their Arabic. */

/**
 * A body declared with a type but empty (Content-Length: 0) is refused at once, whatever the
 * type: with a multipart type it used to wait for a body that never came.
 */
const refuseEmptyBody: preParsingAsyncHookHandler = async (request, _reply, payload) => {
  const { headers } = request;
  if (headers['content-length'] === '0' && headers['content-type'] !== undefined)
    throw badRequest(REQUEST_MESSAGES.empty);
  return payload;
};

const asForm = (body: unknown): Record<string, unknown> =>
  body !== null && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};

/**
 * Registers one call of the table under the current prefix (/api/website). The handler gets the
 * parsed request: the hand-written validation of each route is the contract's schema now.
 */
export function contractRoute<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  handler: ContractHandler<N>,
  options: ContractRouteOptions = {},
): void {
  const endpoint = endpoints[name];
  const part = requestPartOf(name);
  const prepare = options.prepare ?? ((body) => body);
  const guard = options.guard ?? (() => undefined);
  // Limits first, then the route's own reshaping and the schema: neither ever sees a body
  // larger than a real form (a refusal here is thrown to the error handler as a 400).
  const preValidation: preValidationHookHandler | undefined =
    part === 'body'
      ? (request, _reply, done) => {
          try {
            const form = asForm(request.body);
            guard(form);
            refuseOversizedBody(form);
            request.body = prepare(form);
          } catch (err) {
            done(err as Error);
            return;
          }
          done();
        }
      : undefined;
  const config: ContractRouteConfig = {
    endpoint: name,
    refuse: endpoint.failure.refuse,
  };
  app.route({
    method: endpoint.method,
    url: `/${endpoint.path}`,
    schema: contractSchema(name),
    config,
    bodyLimit: options.bodyLimit ?? PUBLIC_BODY_LIMIT,
    ...(preValidation ? { preValidation, preParsing: refuseEmptyBody } : {}),
    handler: (request, reply) => {
      const work = handler(
        (part === 'body'
          ? request.body
          : part === 'params'
            ? request.params
            : request.query) as ParsedRequestOf<N>,
        request,
        reply,
      );
      // A read-only call's rate limit may still be on its way (http/rateLimits.ts): it is
      // judged before the handler's answer or error goes anywhere.
      if (!hasPendingRateLimit(request)) return work;
      work.catch(() => undefined);
      return settleRateLimit(request, reply).then(() => work);
    },
  });
}
