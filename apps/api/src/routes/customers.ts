import type { FastifyInstance } from 'fastify';
import { statusDataRefusal } from '@courier/api-client/envelope';
import { MESSAGES } from '@courier/domain/messages';
import {
  customerData,
  findCustomerByUserId,
  normaliseUserId,
} from '../customers/customerAccounts.ts';
import { CUSTOMER_DEVICE_COOKIE, isTrustedDevice, trustDevice } from '../customers/deviceCookie.ts';
import { createLoginLimiter } from '../customers/loginLimiter.ts';
import { loginLimitsOf } from '../customers/loginLimitSettings.ts';
import { decoyHash, verifyPassword } from '../customers/passwords.ts';
import { requireCustomer } from '../customers/requireCustomer.ts';
import { closeSession, openSession, sessionActor, type Actor } from '../customers/sessions.ts';
import { activeUserByEmail } from '../accountUsers/accountUsers.ts';
import { success } from '../http/envelope.ts';
import { refusalInLanguage } from '../http/refusalLanguage.ts';
import { contractRoute } from '../http/contractRoute.ts';
import type { ShippingContext } from '../shipments/shippingServices.ts';
import { portalRoutes } from './portal.ts';
import { portalUserRoutes } from './portalUsers.ts';
import { portalBatchRoutes } from './portalBatches.ts';
import { portalCodRoutes } from './portalCod.ts';
import { portalStatementRoutes } from './portalStatements.ts';
import { portalWebhookRoutes } from './portalWebhooks.ts';
import { ACCESS_MESSAGES } from '../http/accessMessages.ts';

/** The login answer: the account's data, the User ID typed and the user's role in the account. */
const sessionAnswer = ({ customer, user, role }: Pick<Actor, 'customer' | 'user' | 'role'>) => ({
  STATUS: 1 as const,
  Data: [customerData(customer)],
  Userid: user?.email ?? customer.userId,
  Role: role,
});

/** Who logs in with this User ID: an account's own login, else an invited user's e-mail. */
async function loginOf(db: ShippingContext['db'], userId: string) {
  const customer = await findCustomerByUserId(db, userId);
  if (customer)
    return { customer, user: null, role: 'owner' as const, hash: customer.passwordHash };
  const found = await activeUserByEmail(db, userId);
  if (!found) return undefined;
  const { user } = found;
  const ref = { id: user.id, publicId: user.publicId, email: user.email, role: user.role };
  return { customer: found.customer, user: ref, role: user.role, hash: user.passwordHash };
}

/**
 * Customer portal: login, logout, who is logged in, the carrier's lists for the customer wizard,
 * and the portal's own calls (routes/portal.ts).
 */
export function customerRoutes(app: FastifyInstance, context: ShippingContext): void {
  portalRoutes(app, context);
  portalWebhookRoutes(app, context);
  portalCodRoutes(app, context);
  portalStatementRoutes(app, context);
  portalBatchRoutes(app, context);
  portalUserRoutes(app, context);
  registerCustomerSessionRoutes(app, context);
  registerCarrierListRoutes(app, context);
}

/** Login (limited like every login), logout and who is logged in. */
function registerCustomerSessionRoutes(app: FastifyInstance, { db, config }: ShippingContext) {
  const limiter = createLoginLimiter(db, loginLimitsOf(config));

  contractRoute(app, 'customer_login', async (form, request, reply) => {
    const userId = normaliseUserId(form.Userid);
    // The attempt is counted before the password is checked: concurrency cannot pass the limit.
    const device = `customer:${userId}`;
    const attempt = await limiter.reserve(userId, request.ip, {
      trustedDevice: isTrustedDevice(request, CUSTOMER_DEVICE_COOKIE, device),
    });
    if (!attempt.ok)
      return reply
        .status(429)
        .header('retry-after', String(attempt.retryAfterSeconds))
        .send(statusDataRefusal(ACCESS_MESSAGES.loginLimited));
    const login = await loginOf(db, userId);
    const ok = await verifyPassword(login?.hash ?? (await decoyHash()), form.Password);
    if (!login || !ok) {
      // The spec's words for English; their Arabic for an Arabic request.
      const { message } = refusalInLanguage(request, reply, MESSAGES.loginFailed);
      return reply.status(401).send(statusDataRefusal(message));
    }
    await attempt.succeeded();
    trustDevice(reply, CUSTOMER_DEVICE_COOKIE, device, config.shipping.cookieSecure);
    await openSession(
      db,
      reply,
      login.customer.id,
      { days: config.shipping.sessionDays, secure: config.shipping.cookieSecure },
      login.user?.id ?? null,
    );
    return sessionAnswer(login);
  });

  contractRoute(app, 'customer_logout', async (_input, request, reply) => {
    await closeSession(db, request, reply);
    return success(ACCESS_MESSAGES.loggedOut, {});
  });

  contractRoute(app, 'customer_session', async (_input, request, reply) => {
    const actor = await sessionActor(db, request);
    if (!actor) return reply.status(401).send(statusDataRefusal(ACCESS_MESSAGES.notLoggedIn));
    reply.header('cache-control', 'no-store');
    return sessionAnswer(actor);
  });
}

/** The carrier's lists for the customer wizard. */
function registerCarrierListRoutes(app: FastifyInstance, { db, carrier }: ShippingContext) {
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
