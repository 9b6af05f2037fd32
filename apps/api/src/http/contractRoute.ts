import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  preValidationHookHandler,
} from 'fastify';
import { endpoints, type EndpointName, type ParsedRequestOf } from '@courier/api-client/endpoints';
import { hasPendingRateLimit, settleRateLimit } from './rateLimits.ts';

/** Where a call's request fields travel: the path, the query string (GET) or the JSON body. */
export type RequestPart = 'params' | 'querystring' | 'body';

/** What a route of the table carries in its config: its name and how it refuses a request. */
export interface ContractRouteConfig {
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
  /** A larger body limit than the server's (bookings carry two documents). */
  bodyLimit?: number;
}

export type ContractHandler<N extends EndpointName> = (
  input: ParsedRequestOf<N>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<unknown>;

export function requestPartOf(name: EndpointName): RequestPart {
  const endpoint = endpoints[name];
  if (/:\w+/.test(endpoint.path)) return 'params';
  return endpoint.method === 'GET' ? 'querystring' : 'body';
}

/**
 * The Fastify schema of a call, straight from the api-client table: the request schema validates
 * the part its fields travel in (the parsed value replaces it), and the answers are serialised
 * through the success schema (2xx) and the refusal schema (4xx, 5xx), so a handler answering
 * outside the contract fails loudly (500, logged) instead of sending it.
 */
export function contractSchema(name: EndpointName): FastifySchema {
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
  const preValidation: preValidationHookHandler | undefined =
    part === 'body'
      ? (request, _reply, done) => {
          request.body = prepare(asForm(request.body));
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
    ...(options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit }),
    ...(preValidation ? { preValidation } : {}),
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
