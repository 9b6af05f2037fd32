import { success } from '@courier/api-client/envelope';
import type { AccountInvitation } from '@courier/api-client/endpoints/portalUsers';
import { messageGroup } from '@courier/domain/messageWords';
import { accountUserMessages, INVITATION_DAYS } from '@courier/domain/schemas/accountUsers';
import type { HttpHandler } from 'msw';
import type { MockDb } from '../db.ts';
import { sessionAccount } from '../behaviour/session.ts';
import { refuse, route, type RouteContext } from '../route.ts';

/** The API's words (apps/api requireCustomer, routes/portalUsers.ts). */
const LOGIN_REQUIRED = 'Please log in to continue.';
/** The receiver's words, in the request's language (as apps/api receiver/receiverWords.ts). */
const RECEIVER_MESSAGES = messageGroup('receiver');

/** Invitations made in the mock, per mock db and account (no e-mail is sent, none is accepted). */
const states = new WeakMap<MockDb, Array<AccountInvitation & { userId: string }>>();
function invitationsOf(db: MockDb) {
  let list = states.get(db);
  if (!list) {
    list = [];
    states.set(db, list);
  }
  return list;
}

/**
 * The portal's Team page over the mock db: the account's own login is its only user (an owner);
 * invitations are kept in memory and can be revoked; no invitation link is ever valid.
 */
export function portalUserHandlers(db: MockDb): HttpHandler[] {
  const who = ({ cookies }: RouteContext) => sessionAccount(db, cookies);

  return [
    route(db, 'portal_users', (_input, context) => {
      const account = who(context);
      if (!account) return refuse('portal_users', LOGIN_REQUIRED, 401);
      const users = [
        {
          id: 'account',
          name: account.customer.ContactPerson,
          email: account.customer.E_MAIL,
          role: 'owner' as const,
          created_at: '2026-01-01T00:00:00.000Z',
          you: true,
        },
      ];
      const invitations = invitationsOf(db)
        .filter((i) => i.userId === account.userId)
        .map(({ userId: _u, ...i }) => i);
      return success({ users, invitations }, 'Users');
    }),
    route(db, 'portal_user_invite', ({ email, role }, context) => {
      const account = who(context);
      if (!account) return refuse('portal_user_invite', LOGIN_REQUIRED, 401);
      const list = invitationsOf(db);
      if (list.some((i) => i.userId === account.userId && i.email === email))
        return refuse('portal_user_invite', accountUserMessages.alreadyInvited, 409);
      const now = Date.now();
      const invitation = {
        id: `inv_mock${list.length + 1}`,
        email,
        role,
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + INVITATION_DAYS * 86_400_000).toISOString(),
      };
      list.push({ ...invitation, userId: account.userId });
      return success({ invitation }, 'The invitation has been sent.');
    }),
    route(db, 'portal_user_role', (_input, context) => {
      if (!who(context)) return refuse('portal_user_role', LOGIN_REQUIRED, 401);
      return refuse('portal_user_role', accountUserMessages.userNotFound, 404);
    }),
    route(db, 'portal_user_remove', (_input, context) => {
      if (!who(context)) return refuse('portal_user_remove', LOGIN_REQUIRED, 401);
      return refuse('portal_user_remove', accountUserMessages.userNotFound, 404);
    }),
    route(db, 'portal_invitation_revoke', ({ invitationId }, context) => {
      const account = who(context);
      if (!account) return refuse('portal_invitation_revoke', LOGIN_REQUIRED, 401);
      const list = invitationsOf(db);
      const at = list.findIndex((i) => i.id === invitationId && i.userId === account.userId);
      if (at < 0)
        return refuse('portal_invitation_revoke', accountUserMessages.invitationNotFound, 404);
      list.splice(at, 1);
      return success({}, 'The invitation has been revoked.');
    }),
    route(db, 'user_invitation', () =>
      refuse('user_invitation', accountUserMessages.invitationInvalid, 410),
    ),
    route(db, 'user_invitation_accept', () =>
      refuse('user_invitation_accept', accountUserMessages.invitationInvalid, 410),
    ),
    // The receiver's delivery link: the mock signs no links, so every link reads as invalid.
    route(db, 'delivery_link', () =>
      refuse('delivery_link', RECEIVER_MESSAGES.refusal.linkInvalid, 410),
    ),
    route(db, 'delivery_choice', () =>
      refuse('delivery_choice', RECEIVER_MESSAGES.refusal.linkInvalid, 410),
    ),
    route(db, 'delivery_cod_payment', () =>
      refuse('delivery_cod_payment', RECEIVER_MESSAGES.refusal.linkInvalid, 410),
    ),
  ];
}
