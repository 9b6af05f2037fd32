import type { RequestOf } from '@courier/api-client/endpoints';
import { apiCall } from '../client';
import { useApi } from '../hooks';

export const usePortalProfile = () => useApi('portal_profile', {});

export const updateProfile = (request: RequestOf<'portal_profile_update'>) =>
  apiCall('portal_profile_update', request);
export const changePassword = (request: RequestOf<'portal_password_change'>) =>
  apiCall('portal_password_change', request);
export const updateNotifications = (request: RequestOf<'portal_notifications_update'>) =>
  apiCall('portal_notifications_update', request);
