import { success } from '@courier/api-client/envelope';
import type { HttpHandler } from 'msw';
import type { MockDb } from '../db.ts';
import { sessionAccount } from '../behaviour/session.ts';
import { refuse, route } from '../route.ts';

/** The API's words (apps/api requireCustomer, cod/codLedger.ts). */
const LOGIN_REQUIRED = 'Please log in to continue.';
const NOT_FOUND = 'Remittance not found.';

/** The portal's Cash on delivery page over the mock db: an empty ledger (no cash collected). */
export function portalCodHandlers(db: MockDb): HttpHandler[] {
  return [
    route(db, 'portal_cod_ledger', (_input, { cookies }) => {
      if (!sessionAccount(db, cookies)) return refuse('portal_cod_ledger', LOGIN_REQUIRED, 401);
      const summary = {
        entries: 0,
        collectedFils: 0,
        feeFils: 0,
        shippingFils: 0,
        pendingFils: 0,
        paidFils: 0,
      };
      return success({ summary, entries: [], remittances: [] }, 'Cash on delivery');
    }),
    route(db, 'portal_cod_remittance', (_input, { cookies }) => {
      if (!sessionAccount(db, cookies)) return refuse('portal_cod_remittance', LOGIN_REQUIRED, 401);
      return refuse('portal_cod_remittance', NOT_FOUND, 404);
    }),
  ];
}
