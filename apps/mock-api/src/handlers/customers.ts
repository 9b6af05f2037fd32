import { success } from '@courier/api-client/envelope';
import { MESSAGES } from '@courier/domain/messages';
import type { HttpHandler } from 'msw';
import type { MockDb } from '../db.ts';
import {
  expiredSessionCookie,
  openSession,
  SESSION_COOKIE,
  sessionAccount,
  sessionCookie,
} from '../behaviour/session.ts';
import { findCountry } from '../behaviour/lookup.ts';
import { refuse, route } from '../route.ts';

export const NOT_LOGGED_IN = 'Not logged in.';

/** Customer portal: login, logout, session, and the carrier-sourced lists of its wizard. */
export function customerHandlers(db: MockDb): HttpHandler[] {
  return [
    route(db, 'customer_login', ({ Userid, Password }) => {
      const account = db.customerAccounts.find(
        (a) => a.userId === Userid && a.password === Password,
      );
      if (!account) return refuse('customer_login', MESSAGES.loginFailed, 401);
      const token = openSession(db, account.userId);
      return {
        body: { STATUS: 1, Userid: account.userId, Data: [account.customer] },
        headers: { 'Set-Cookie': sessionCookie(token) },
      };
    }),
    route(db, 'customer_logout', (_body, { cookies }) => {
      const token = cookies[SESSION_COOKIE];
      if (token) db.sessions.delete(token);
      return {
        body: success({}, 'You have been logged out.'),
        headers: { 'Set-Cookie': expiredSessionCookie },
      };
    }),
    route(db, 'customer_session', (_body, { cookies }) => {
      const account = sessionAccount(db, cookies);
      if (!account) return refuse('customer_session', NOT_LOGGED_IN, 401);
      return { STATUS: 1, Userid: account.userId, Data: [account.customer] };
    }),
    route(db, 'country_list_from_api', () => success({ country_list: db.carrierCountries })),
    route(db, 'city_list_from_api', ({ country_name }) => {
      const country = findCountry(db, country_name);
      if (!country) return refuse('city_list_from_api', 'Country not found.', 404);
      return success({ city_list: country.cities.map(({ city_name }) => ({ city_name })) });
    }),
    route(db, 'service_list_from_api', () => success({ serviceList: db.shipmentServices })),
  ];
}
