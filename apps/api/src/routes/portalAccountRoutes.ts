import type { FastifyInstance } from 'fastify';
import { failure } from '@courier/api-client/envelope';
import { createLoginLimiter } from '../customers/loginLimiter.ts';
import { loginLimitsOf } from '../customers/loginLimitSettings.ts';
import { requireCustomer, requireRole } from '../customers/requireCustomer.ts';
import { changeOwnPassword } from '../accountUsers/ownPassword.ts';
import { badRequest, success } from '../http/envelope.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { formBody } from '../http/formBody.ts';
import { profileOf, updateNotifications, updateProfile } from '../portal/customerProfile.ts';
import { PORTAL_MESSAGES } from '../portal/portalAnswers.ts';
import { PRIVATE_NO_STORE as noStore } from '../http/privateFile.ts';
import type { ShippingContext } from '../shipments/shippingServices.ts';
import { ACCESS_MESSAGES } from '../http/accessMessages.ts';

/** The portal's account: the profile, notification choices and the own password. */
export function registerPortalAccountRoutes(
  app: FastifyInstance,
  { db, config }: ShippingContext,
): void {
  // Guessing the current password is guessing the login password: the login's limits count it.
  const passwordLimiter = createLoginLimiter(db, loginLimitsOf(config));

  contractRoute(app, 'portal_profile', async (_input, request, reply) => {
    const customer = await requireCustomer(db, request);
    reply.headers(noStore);
    return success(PORTAL_MESSAGES.profile, { profile: profileOf(customer) });
  });

  contractRoute(
    app,
    'portal_profile_update',
    async (form, request) => {
      const { customer } = await requireRole(db, request, 'owner');
      const profile = await updateProfile(db, customer.id, form);
      return success(PORTAL_MESSAGES.profileSaved, { profile });
    },
    { prepare: formBody },
  );

  contractRoute(app, 'portal_notifications_update', async (form, request) => {
    const { customer } = await requireRole(db, request, 'owner');
    const profile = await updateNotifications(db, customer.id, form);
    return success(PORTAL_MESSAGES.preferencesSaved, { profile });
  });

  contractRoute(app, 'portal_password_change', async (form, request, reply) => {
    const actor = await requireRole(db, request, 'viewer');
    const login = actor.user?.email ?? actor.customer.userId;
    // A logged-in customer is the owner's browser: the account-wide delay a guesser builds up
    // elsewhere does not hold them back (the per-address counters still do).
    const attempt = await passwordLimiter.reserve(login, request.ip, { trustedDevice: true });
    if (!attempt.ok)
      return reply
        .status(429)
        .header('retry-after', String(attempt.retryAfterSeconds))
        .send(failure(ACCESS_MESSAGES.loginLimited));
    if (!(await changeOwnPassword(db, request, actor, form)))
      throw badRequest(PORTAL_MESSAGES.wrongPassword, {
        errors: { current_password: PORTAL_MESSAGES.wrongPassword },
      });
    await attempt.succeeded();
    return success(PORTAL_MESSAGES.passwordChanged, {});
  });
}
