import { success } from '@courier/api-client/envelope';
import { batchMessages } from '@courier/domain/batchRows';
import type { HttpHandler } from 'msw';
import type { MockDb } from '../db.ts';
import { sessionAccount } from '../behaviour/session.ts';
import { refuse, route } from '../route.ts';

/** The API's words (apps/api requireCustomer). */
const LOGIN_REQUIRED = 'Please log in to continue.';

/**
 * The portal's bulk upload over the mock db: the mock reads no files, so an upload is refused as
 * the API refuses an account without a booking's identity document, and no batch is anyone's.
 * The column mapping is kept per mock session.
 */
export function portalBatchHandlers(db: MockDb): HttpHandler[] {
  let mapping: Record<string, string> = {};
  const loggedOut = (cookies: Record<string, string>) => !sessionAccount(db, cookies);
  return [
    route(db, 'portal_batch_check', (_input, { cookies }) =>
      loggedOut(cookies)
        ? refuse('portal_batch_check', LOGIN_REQUIRED, 401)
        : refuse('portal_batch_check', batchMessages.noIdentityDocument, 422),
    ),
    route(db, 'portal_batch_create', (_input, { cookies }) =>
      loggedOut(cookies)
        ? refuse('portal_batch_create', LOGIN_REQUIRED, 401)
        : refuse('portal_batch_create', batchMessages.noIdentityDocument, 422),
    ),
    route(db, 'portal_batch', (_input, { cookies }) =>
      loggedOut(cookies)
        ? refuse('portal_batch', LOGIN_REQUIRED, 401)
        : refuse('portal_batch', batchMessages.notFound, 404),
    ),
    route(db, 'portal_batch_mapping', (_input, { cookies }) =>
      loggedOut(cookies)
        ? refuse('portal_batch_mapping', LOGIN_REQUIRED, 401)
        : success({ mapping }, 'Mapping'),
    ),
    route(db, 'portal_batch_mapping_update', (input, { cookies }) => {
      if (loggedOut(cookies)) return refuse('portal_batch_mapping_update', LOGIN_REQUIRED, 401);
      mapping = input.mapping;
      return success({ mapping }, 'Mapping saved');
    }),
  ];
}
