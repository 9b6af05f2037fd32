import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { ApiError } from '../http/envelope.ts';
import type { CustomerRow } from './customerAccounts.ts';
import { sessionCustomer } from './sessions.ts';

export const LOGIN_REQUIRED_MESSAGE = 'Please log in to continue.';

/** The logged-in customer of the request; 401 otherwise. */
export async function requireCustomer(db: Db, request: FastifyRequest): Promise<CustomerRow> {
  const customer = await sessionCustomer(db, request);
  if (!customer) throw new ApiError(401, LOGIN_REQUIRED_MESSAGE);
  return customer;
}
