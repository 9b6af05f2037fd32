import type { FastifyInstance } from 'fastify';
import { statusDataRefusal } from '@courier/api-client/envelope';
import { MESSAGES } from '@courier/domain/messages';
import {
  customerData,
  findCustomerByUserId,
  normaliseUserId,
  type CustomerRow,
} from '../customers/customerAccounts.ts';
import { createLoginLimiter, LOGIN_LIMITED_MESSAGE } from '../customers/loginLimiter.ts';
import { decoyHash, verifyPassword } from '../customers/passwords.ts';
import { requireCustomer } from '../customers/requireCustomer.ts';
import { closeSession, openSession, sessionCustomer } from '../customers/sessions.ts';
import { success } from '../http/envelope.ts';
import { refusalInLanguage } from '../http/refusalLanguage.ts';
import { contractRoute } from '../http/contractRoute.ts';
import type { ShippingContext } from '../shipments/shippingServices.ts';
import { portalRoutes } from './portal.ts';

const sessionAnswer = (customer: CustomerRow) => ({
  STATUS: 1 as const,
  Data: [customerData(customer)],
  Userid: customer.userId,
});

/**
 * Customer portal: login, logout, who is logged in, the carrier's lists for the customer wizard,
 * and the portal's own calls (routes/portal.ts).
 */
export function customerRoutes(app: FastifyInstance, context: ShippingContext): void {
  const { db, config, carrier } = context;
  portalRoutes(app, context);
  const limiter = createLoginLimiter(db, {
    maxPerUser: config.shipping.loginMaxPerUser,
    maxPerAddress: config.shipping.loginMaxPerAddress,
    windowMinutes: config.shipping.loginWindowMinutes,
    userFreeFailures: config.shipping.loginUserFreeFailures,
    userMaxDelaySeconds: config.shipping.loginUserMaxDelaySeconds,
  });

  contractRoute(app, 'customer_login', async (form, request, reply) => {
    const userId = normaliseUserId(form.Userid);
    // The attempt is counted before the password is checked: concurrency cannot pass the limit.
    const attempt = await limiter.reserve(userId, request.ip);
    if (!attempt.ok)
      return reply
        .status(429)
        .header('retry-after', String(attempt.retryAfterSeconds))
        .send(statusDataRefusal(LOGIN_LIMITED_MESSAGE));
    const customer = await findCustomerByUserId(db, userId);
    const ok = await verifyPassword(customer?.passwordHash ?? (await decoyHash()), form.Password);
    if (!customer || !ok) {
      // The spec's words for English; their Arabic for an Arabic request (issue 15).
      const { message } = refusalInLanguage(request, reply, MESSAGES.loginFailed);
      return reply.status(401).send(statusDataRefusal(message));
    }
    await attempt.succeeded();
    await openSession(db, reply, customer.id, {
      days: config.shipping.sessionDays,
      secure: config.shipping.cookieSecure,
    });
    return sessionAnswer(customer);
  });

  contractRoute(app, 'customer_logout', async (_input, request, reply) => {
    await closeSession(db, request, reply);
    return success('You have been logged out.', {});
  });

  contractRoute(app, 'customer_session', async (_input, request, reply) => {
    const customer = await sessionCustomer(db, request);
    if (!customer) return reply.status(401).send(statusDataRefusal('Not logged in.'));
    reply.header('cache-control', 'no-store');
    return sessionAnswer(customer);
  });

  // The carrier's lists; a carrier that does not answer gives an empty list (spec 4: lists empty silently).
  contractRoute(app, 'country_list_from_api', async (_input, request) => {
    await requireCustomer(db, request);
    const result = await carrier.listCountries();
    const items = result.ok ? result.items : [];
    return success(result.ok ? 'Country list' : result.message, {
      country_list: items.map((c) => ({
        country_code: c.country_code,
        country_name: c.country_name,
      })),
    });
  });

  contractRoute(app, 'city_list_from_api', async (form, request) => {
    await requireCustomer(db, request);
    const result = await carrier.listCities(form.country_name);
    const items = result.ok ? result.items : [];
    return success(result.ok ? 'City list' : result.message, {
      city_list: items.map((c) => ({ city_name: c.city_name })),
    });
  });

  contractRoute(app, 'service_list_from_api', async (_input, request) => {
    await requireCustomer(db, request);
    const result = await carrier.listServices();
    const items = result.ok ? result.items : [];
    return success(result.ok ? 'Service list' : result.message, {
      // The contract's service id is a number (api-client reference.ts); a carrier id that is not one is skipped.
      serviceList: items.flatMap((s) =>
        /^\d{1,9}$/.test(s.id) ? [{ id: Number(s.id), service_name: s.service_name }] : [],
      ),
    });
  });
}
