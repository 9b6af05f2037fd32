import type { z } from 'zod';
import type { StaffPermission } from '@courier/domain/staffRoles';
import { defineEndpoint, type Endpoint, type HttpMethod } from './endpoint.ts';
import { envelopeFailure } from './envelope.ts';

/**
 * Who may make a call: `public` (login, logout), `session` (any logged-in staff member), or the
 * permission of @courier/domain/staffRoles the server checks before the handler runs.
 */
export type AdminAccess = 'public' | 'session' | StaffPermission;

export type AdminEndpoint<
  Req extends z.ZodType = z.ZodType,
  Ok extends z.ZodType = z.ZodType,
> = Endpoint<Req, Ok> & { access: AdminAccess };

/** One back-office call; the admin table (admin.ts) gathers them from the area files. */
export function adminEndpoint<Req extends z.ZodType, Ok extends z.ZodType>(def: {
  method: HttpMethod;
  path: string;
  request: Req;
  success: Ok;
  access: AdminAccess;
}): AdminEndpoint<Req, Ok> {
  return {
    ...defineEndpoint({ ...def, failure: envelopeFailure }),
    access: def.access,
  };
}
