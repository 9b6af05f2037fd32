import { success } from '@courier/api-client/envelope';
import { messageGroup } from '@courier/domain/messageWords';
import type { HttpHandler } from 'msw';
import type { MockDb } from '../db.ts';
import { sessionAccount } from '../behaviour/session.ts';
import { refuse, route } from '../route.ts';

/** The API's words (apps/api requireCustomer, cod/codLedger.ts). */
const LOGIN_REQUIRED = 'Please log in to continue.';
const NOT_FOUND = 'Remittance not found.';
const SHIPMENT_NOT_FOUND = 'Shipment not found.';
/** The returns' words, in the request's language (as apps/api shipments/createReturn.ts). */
const RETURN_MESSAGES = messageGroup('returns');

/**
 * The portal's Cash on delivery page over the mock db: an empty ledger (no cash collected), no
 * monthly statements; and
 * the returns' calls, refused (no shipment of the mock is delivered).
 */
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
    // Monthly statements (apps/api statements/): none, as the mock collects no month's activity.
    route(db, 'portal_statements', (_input, { cookies }) => {
      if (!sessionAccount(db, cookies)) return refuse('portal_statements', LOGIN_REQUIRED, 401);
      return success({ statements: [] }, 'Statements');
    }),
    route(db, 'portal_cod_remittance', (_input, { cookies }) => {
      if (!sessionAccount(db, cookies)) return refuse('portal_cod_remittance', LOGIN_REQUIRED, 401);
      return refuse('portal_cod_remittance', NOT_FOUND, 404);
    }),
    // Returns: the mock's shipments are never delivered and it signs no links, so a return is
    // refused as the API refuses nobody's shipment, and every return link reads as invalid.
    route(db, 'portal_shipment_return', (_input, { cookies }) => {
      if (!sessionAccount(db, cookies))
        return refuse('portal_shipment_return', LOGIN_REQUIRED, 401);
      return refuse('portal_shipment_return', SHIPMENT_NOT_FOUND, 404);
    }),
    route(db, 'portal_return_link', (_input, { cookies }) => {
      if (!sessionAccount(db, cookies)) return refuse('portal_return_link', LOGIN_REQUIRED, 401);
      return refuse('portal_return_link', SHIPMENT_NOT_FOUND, 404);
    }),
    route(db, 'return_link', () => refuse('return_link', RETURN_MESSAGES.linkInvalid, 410)),
    route(db, 'return_create', () => refuse('return_create', RETURN_MESSAGES.linkInvalid, 410)),
  ];
}
