import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { PUBLIC_BODY_LIMIT } from '../http/bodyLimits.ts';
import type { Answer } from '../idempotency/idempotency.ts';
import type { ShippingContext } from '../shipments/shippingServices.ts';
import { roleAllows, type AccountRole } from '@courier/domain/schemas/accountUsers';
import { merchantOf } from './auth.ts';
import { MERCHANT_MESSAGES, MerchantError } from './errors.ts';

type Schema = z.ZodType;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * One call of /api/v1: its method and path (Fastify's `:id` style), the schemas that validate its
 * parts and describe its answer (the OpenAPI document is made from this same table), and a thin
 * handler that calls a use case.
 */
export interface MerchantRoute<
  B extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  P extends Schema | undefined = Schema | undefined,
> {
  method: 'GET' | 'POST' | 'DELETE';
  /** The success answer's status: 201 for a POST that creates, else 200 (the default by method). */
  successStatus?: 200 | 201 | 202;
  url: string;
  operationId: string;
  summary: string;
  description?: string;
  body?: B;
  /** A file body instead of JSON: its media types (read as bytes, handed over as a Buffer). */
  bodyFiles?: string[];
  query?: Q;
  params?: P;
  /** The answer's schema, or the media types of a file answer. */
  response: Schema | { files: string[] };
  /** The statuses its refusals may have (documented with the error schema). */
  errors: number[];
  /**
   * The least role the key's creator must have (a key acts with its creator's current role):
   * by default a viewer for a GET, a shipper for anything that changes something.
   */
  role?: AccountRole;
  bodyLimit?: number;
  /** A POST whose body is all optional: an absent body reads as `{}`. */
  bodyOptional?: boolean;
  handler: (
    input: { body: Out<B>; query: Out<Q>; params: Out<P> },
    request: FastifyRequest,
    reply: FastifyReply,
    context: ShippingContext,
  ) => Promise<unknown>;
}

/** Keeps a route's schema types tied to its handler's input. */
export const merchantRoute = <
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
>(
  route: MerchantRoute<B, Q, P>,
): MerchantRoute => route as unknown as MerchantRoute;

/** The least role a route needs (its own, else viewer for GET and shipper otherwise). */
const roleOf = (route: MerchantRoute): AccountRole =>
  route.role ?? (route.method === 'GET' ? 'viewer' : 'shipper');

/** The statuses a route's refusals may have: its own, and 403 when a role is below it. */
export const errorsOf = (route: MerchantRoute): number[] =>
  roleOf(route) === 'viewer' ? route.errors : [...route.errors, 403].sort((a, b) => a - b);

/** Registers the routes in the current (authenticated) scope; no answer schema is compiled. */
export function addMerchantRoutes(
  api: FastifyInstance,
  routes: readonly MerchantRoute[],
  context: ShippingContext,
): void {
  for (const route of routes)
    api.route({
      method: route.method,
      url: route.url,
      bodyLimit: route.bodyLimit ?? PUBLIC_BODY_LIMIT,
      schema: {
        ...(route.body ? { body: route.body } : {}),
        ...(route.query ? { querystring: route.query } : {}),
        ...(route.params ? { params: route.params } : {}),
      },
      ...(route.bodyOptional
        ? {
            preValidation: async (request: FastifyRequest) => {
              request.body ??= {};
            },
          }
        : {}),
      handler: (request, reply) => {
        // The role is checked on every call, against the database's current row (auth.ts).
        if (!roleAllows(merchantOf(request).role, roleOf(route)))
          throw new MerchantError(
            403,
            'permission_error',
            'insufficient_role',
            MERCHANT_MESSAGES.forbidden,
          );
        return route.handler(
          { body: request.body, query: request.query, params: request.params } as never,
          request,
          reply,
          context,
        );
      },
    });
}

/**
 * Runs a POST once per Idempotency-Key (the site's idempotency module): the same key and body
 * answer the first answer again (Idempotent-Replayed: true); the same key with another body is
 * refused 409. Keys are per account and mode. Without the header the call simply runs.
 */
export async function idempotentPost(
  request: FastifyRequest,
  reply: FastifyReply,
  context: ShippingContext,
  call: string,
  work: () => Promise<Answer>,
): Promise<unknown> {
  if (request.headers['idempotency-key'] === undefined) {
    const answer = await work();
    return reply.status(answer.status).send(answer.body);
  }
  const { customer, mode } = merchantOf(request);
  return context.idempotency.run(request, reply, `v1:${call}:${customer.id}:${mode}`, work);
}
