import { z } from 'zod';
import {
  ACCOUNT_ROLES,
  accountUserMessages,
  invitationAcceptSchema,
  invitationCreateSchema,
  invitationTokenField,
} from '@courier/domain/schemas/accountUsers';
import { encryptIdField } from '@courier/domain/schemas/ids';
import { requiredChoice } from '@courier/domain/schemas/fields';
import { defineEndpoint, noPayloadSchema } from '../endpoint.ts';
import { envelope, envelopeFailure, messageOnlySchema } from '../envelope.ts';

/**
 * The portal's Team page (owner only) and the invitation link's page: the users of a business
 * account, their roles, and the invitations still open. Like every portal call: the session
 * cookie, the account's own rows only, and another account's id answers the same 404 as nobody's.
 * docs/merchant-api.md "Users and roles".
 */

const roleSchema = z.enum(ACCOUNT_ROLES);

const accountUserSchema = z.object({
  /** `usr_...`; `account` for the account's own login (never removed, always an owner). */
  id: z.string().min(1),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  created_at: z.string(),
  /** True for the user reading the list. */
  you: z.boolean(),
});
export type AccountUser = z.output<typeof accountUserSchema>;

const invitationSchema = z.object({
  /** `inv_...` */
  id: z.string().min(1),
  email: z.string(),
  role: roleSchema,
  created_at: z.string(),
  expires_at: z.string(),
});
export type AccountInvitation = z.output<typeof invitationSchema>;

export const portalUsers = defineEndpoint({
  method: 'GET',
  path: 'portal_users',
  request: noPayloadSchema,
  success: envelope({ users: z.array(accountUserSchema), invitations: z.array(invitationSchema) }),
  failure: envelopeFailure,
});

export const portalUserInvite = defineEndpoint({
  method: 'POST',
  path: 'portal_user_invite',
  request: invitationCreateSchema,
  success: envelope({ invitation: invitationSchema }),
  failure: envelopeFailure,
});

export const portalUserRole = defineEndpoint({
  method: 'POST',
  path: 'portal_user_role',
  request: z.object({
    userId: encryptIdField('userId'),
    role: requiredChoice(ACCOUNT_ROLES, accountUserMessages.role),
  }),
  success: envelope({ user: accountUserSchema }),
  failure: envelopeFailure,
});

export const portalUserRemove = defineEndpoint({
  method: 'POST',
  path: 'portal_user_remove',
  request: z.object({ userId: encryptIdField('userId') }),
  success: messageOnlySchema,
  failure: envelopeFailure,
});

export const portalInvitationRevoke = defineEndpoint({
  method: 'POST',
  path: 'portal_invitation_revoke',
  request: z.object({ invitationId: encryptIdField('invitationId') }),
  success: messageOnlySchema,
  failure: envelopeFailure,
});

/** The invitation link's page: who invites, to which account, with which role. No login. */
export const userInvitation = defineEndpoint({
  method: 'POST',
  path: 'user_invitation',
  request: z.object({ token: invitationTokenField }),
  success: envelope({ email: z.string(), company: z.string(), role: roleSchema }),
  failure: envelopeFailure,
});

/** Accepting: a name and a password; answers logged in (the session cookie is set). */
export const userInvitationAccept = defineEndpoint({
  method: 'POST',
  path: 'user_invitation_accept',
  request: invitationAcceptSchema,
  success: envelope({ userid: z.string(), role: roleSchema }),
  failure: envelopeFailure,
});
