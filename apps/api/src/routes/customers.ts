import type { FastifyInstance } from 'fastify';
import { customerLoginRequest } from '@courier/api-client/endpoints/customers';
import { statusDataRefusal } from '@courier/api-client/envelope';
import { MESSAGES } from '@courier/domain/messages';
import { z } from 'zod';
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
import { parseBody } from '../http/validate.ts';
import type { ShippingContext } from '../shipments/shippingServices.ts';

const cityListRequest = z.object({
  country_name: z
    .string({ error: 'Please select a country.' })
    .trim()
    .min(1, 'Please select a country.')
    .max(100),
});

const sessionAnswer = (customer: CustomerRow) => ({
  STATUS: 1 as const,
  Data: [customerData(customer)],
  Userid: customer.userId,
});

/** Customer portal: login, logout, who is logged in, and the carrier's lists for the customer wizard. */
export function customerRoutes(
  app: FastifyInstance,
  { db, config, carrier }: ShippingContext,
): void {
  const limiter = createLoginLimiter(db, {
    maxPerUser: config.shipping.loginMaxPerUser,
    maxPerAddress: config.shipping.loginMaxPerAddress,
    windowMinutes: config.shipping.loginWindowMinutes,
  });

  app.post('/customer_login', async (request, reply) => {
    const form = parseBody(customerLoginRequest, request.body);
    const userId = normaliseUserId(form.Userid);
    if (await limiter.isBlocked(userId, request.ip))
      return reply.status(429).send(statusDataRefusal(LOGIN_LIMITED_MESSAGE));
    const customer = await findCustomerByUserId(db, userId);
    const ok = await verifyPassword(customer?.passwordHash ?? (await decoyHash()), form.Password);
    if (!customer || !ok) {
      await limiter.recordFailure(userId, request.ip);
      return reply.status(401).send(statusDataRefusal(MESSAGES.loginFailed));
    }
    await openSession(db, reply, customer.id, {
      days: config.shipping.sessionDays,
      secure: config.shipping.cookieSecure,
    });
    return sessionAnswer(customer);
  });

  app.post('/customer_logout', async (request, reply) => {
    await closeSession(db, request, reply);
    return success('You have been logged out.', {});
  });

  app.get('/customer_session', async (request, reply) => {
    const customer = await sessionCustomer(db, request);
    if (!customer) return reply.status(401).send(statusDataRefusal('Not logged in.'));
    reply.header('cache-control', 'no-store');
    return sessionAnswer(customer);
  });

  // The carrier's lists; a carrier that does not answer gives an empty list (spec 4: lists empty silently).
  app.get('/country_list_from_api', async (request) => {
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

  app.post('/city_list_from_api', async (request) => {
    await requireCustomer(db, request);
    const form = parseBody(cityListRequest, request.body);
    const result = await carrier.listCities(form.country_name);
    const items = result.ok ? result.items : [];
    return success(result.ok ? 'City list' : result.message, {
      city_list: items.map((c) => ({ city_name: c.city_name })),
    });
  });

  app.get('/service_list_from_api', async (request) => {
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
