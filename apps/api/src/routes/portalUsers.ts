import { messageGroup } from '@courier/domain/messageWords';
import type { FastifyInstance } from 'fastify';
import { accountUserMessages as m } from '@courier/domain/schemas/accountUsers';
import {
  acceptInvitation,
  changeUserRole,
  invitationOf,
  inviteUser,
  listAccountUsers,
  removeUser,
  revokeInvitation,
} from '../accountUsers/accountUsers.ts';
import { requireRole } from '../customers/requireCustomer.ts';
import { openSession } from '../customers/sessions.ts';
import { ApiError, notFound, success } from '../http/envelope.ts';
import { contractRoute } from '../http/contractRoute.ts';
import type { ShippingContext } from '../shipments/shippingServices.ts';
import { PRIVATE_NO_STORE } from '../http/privateFile.ts';

const PORTAL_USER_MESSAGES = messageGroup('portalUsers');

/**
 * The Team page (owner only) and the invitation link's calls: thin handlers over
 * accountUsers/accountUsers.ts. The invitation calls need no login; their rate limit is
 * RATE_LIMIT_INVITATIONS_PER_HOUR (http/rateLimits.ts).
 */
export function portalUserRoutes(app: FastifyInstance, context: ShippingContext): void {
  const { db, config, mailer } = context;
  const noStore = PRIVATE_NO_STORE;

  contractRoute(app, 'portal_users', async (_input, request, reply) => {
    const actor = await requireRole(db, request, 'owner');
    reply.headers(noStore);
    return success(PORTAL_USER_MESSAGES.users, await listAccountUsers(db, actor));
  });

  contractRoute(app, 'portal_user_invite', async (input, request) => {
    const actor = await requireRole(db, request, 'owner');
    const invitation = await inviteUser({ db, mailer, publicUrl: config.publicUrl }, actor, input);
    return success(PORTAL_USER_MESSAGES.invited, { invitation });
  });

  contractRoute(app, 'portal_user_role', async ({ userId, role }, request) => {
    const actor = await requireRole(db, request, 'owner');
    const user = await changeUserRole(db, actor, userId, role);
    if (!user) throw notFound(m.userNotFound);
    return success(PORTAL_USER_MESSAGES.roleChanged, { user });
  });

  contractRoute(app, 'portal_user_remove', async ({ userId }, request) => {
    const actor = await requireRole(db, request, 'owner');
    if (!(await removeUser(db, actor, userId))) throw notFound(m.userNotFound);
    return success(PORTAL_USER_MESSAGES.removed, {});
  });

  contractRoute(app, 'portal_invitation_revoke', async ({ invitationId }, request) => {
    const actor = await requireRole(db, request, 'owner');
    if (!(await revokeInvitation(db, actor, invitationId))) throw notFound(m.invitationNotFound);
    return success(PORTAL_USER_MESSAGES.invitationRevoked, {});
  });

  contractRoute(app, 'user_invitation', async ({ token }, _request, reply) => {
    const invitation = await invitationOf(db, token);
    if (!invitation) throw new ApiError(410, m.invitationInvalid);
    reply.headers(noStore);
    return success(PORTAL_USER_MESSAGES.invitation, invitation);
  });

  contractRoute(app, 'user_invitation_accept', async (input, _request, reply) => {
    const accepted = await acceptInvitation(db, input);
    if (!accepted) throw new ApiError(410, m.invitationInvalid);
    const { user, customer } = accepted;
    await openSession(
      db,
      reply,
      customer.id,
      { days: config.shipping.sessionDays, secure: config.shipping.cookieSecure },
      user.id,
    );
    return success(PORTAL_USER_MESSAGES.accepted, { userid: user.email, role: user.role });
  });
}
