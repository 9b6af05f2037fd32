import type { RequestOf } from '@courier/api-client/endpoints';
import type { AccountRole } from '@courier/domain/schemas/accountUsers';
import { apiCall } from '../client';
import { useApi } from '../hooks';

/** The account's users and open invitations (owners only: 403 for other roles). */
export const usePortalUsers = () => useApi('portal_users', {});

export const inviteUser = (request: RequestOf<'portal_user_invite'>) =>
  apiCall('portal_user_invite', request);
export const changeUserRole = (userId: string, role: AccountRole) =>
  apiCall('portal_user_role', { userId, role });
export const removeUser = (userId: string) => apiCall('portal_user_remove', { userId });
export const revokeInvitation = (invitationId: string) =>
  apiCall('portal_invitation_revoke', { invitationId });

/** The invitation link's page: no login needed. */
export const invitationOf = (token: string) => apiCall('user_invitation', { token });
export const acceptInvitation = (request: RequestOf<'user_invitation_accept'>) =>
  apiCall('user_invitation_accept', request);
