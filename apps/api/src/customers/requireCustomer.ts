import type { FastifyRequest } from 'fastify';
import {
  accountUserMessages,
  roleAllows,
  type AccountRole,
} from '@courier/domain/schemas/accountUsers';
import type { Db } from '../db/client.ts';
import { ApiError } from '../http/envelope.ts';
import type { CustomerRow } from './customerAccounts.ts';
import { sessionActor, type Actor } from './sessions.ts';
import { ACCESS_MESSAGES } from '../http/accessMessages.ts';

/**
 * The logged-in actor of the request when their role allows `needed`: 401 without a session, 403
 * when the role is below it. Checked on the server on every portal call.
 */
export async function requireRole(
  db: Db,
  request: FastifyRequest,
  needed: AccountRole,
): Promise<Actor> {
  const actor = await sessionActor(db, request);
  if (!actor) throw new ApiError(401, ACCESS_MESSAGES.loginRequired);
  if (!roleAllows(actor.role, needed)) throw new ApiError(403, accountUserMessages.forbidden);
  return actor;
}

/** The account of the logged-in user (any role: reading); 401 otherwise. */
export async function requireCustomer(db: Db, request: FastifyRequest): Promise<CustomerRow> {
  return (await requireRole(db, request, 'viewer')).customer;
}
