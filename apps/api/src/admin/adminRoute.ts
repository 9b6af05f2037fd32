import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  adminEndpoints,
  type AdminEndpointName,
  type AdminParsedRequestOf,
} from '@courier/api-client/admin';
import { failure } from '@courier/api-client/envelope';
import { can, type StaffRole } from '@courier/domain/staffRoles';
import type { Db } from '../db/client.ts';
import { ApiError } from '../http/envelope.ts';
import type { StaffRow } from './staffAccounts.ts';
import { sessionStaff } from './staffSessions.ts';
import { ACCESS_MESSAGES } from '../http/accessMessages.ts';
import { partOfCall } from '../http/contractRoute.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on the routes of the admin table (listed in the OpenAPI document under 'admin'). */
    adminEndpoint?: AdminEndpointName;
  }
  interface FastifyRequest {
    /** The staff member of the session, set by the admin routes' access check. */
    staff?: StaffRow;
  }
}

export type AdminHandler<N extends AdminEndpointName> = (
  input: AdminParsedRequestOf<N>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<unknown>;

export interface AdminRouteDeps {
  db: Db;
  idleMinutes: number;
}

/** The staff member of the request: present, because the access check ran before the handler. */
export function staffOf(request: FastifyRequest): StaffRow {
  if (!request.staff) throw new ApiError(401, ACCESS_MESSAGES.staffLoginRequired);
  return request.staff;
}

/**
 * Registers one call of the admin table under /api/admin. Before validation, the access check
 * reads the staff session and the call's permission from the table (@courier/domain/staffRoles):
 * 401 without a session, 403 for a role without the permission. The browser only hides what
 * this already refuses.
 */
export function adminRoute<N extends AdminEndpointName>(
  app: FastifyInstance,
  deps: AdminRouteDeps,
  name: N,
  handler: AdminHandler<N>,
  /** bodyLimit: a call that carries files raises the app's request limit for itself only. */
  options: { bodyLimit?: number } = {},
): void {
  const endpoint = adminEndpoints[name];
  const part = partOfCall(adminEndpoints[name]);
  app.route({
    method: endpoint.method,
    url: `/${endpoint.path}`,
    ...(options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit }),
    schema: {
      operationId: name,
      tags: ['admin'],
      [part]: endpoint.request,
      response: { '2xx': endpoint.success, '4xx': endpoint.refusal, '5xx': endpoint.refusal },
    },
    config: {
      adminEndpoint: name,
      refuse: (message: string, errors?: Record<string, string>) => failure(message, errors),
    },
    // Runs before the body is validated, so a caller without the right learns nothing from the schema.
    onRequest: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (endpoint.access === 'public') return;
      const staff = await sessionStaff(deps.db, request, { idleMinutes: deps.idleMinutes });
      if (!staff) throw new ApiError(401, ACCESS_MESSAGES.staffLoginRequired);
      if (endpoint.access !== 'session' && !can(staff.role as StaffRole, endpoint.access))
        throw new ApiError(403, ACCESS_MESSAGES.notAllowed);
      request.staff = staff;
    },
    handler: (request, reply) =>
      handler(
        (part === 'body'
          ? request.body
          : part === 'params'
            ? request.params
            : request.query) as AdminParsedRequestOf<N>,
        request,
        reply,
      ),
  });
}
