import type { RequestOf } from '@courier/api-client/endpoints';
import { apiCall } from '../client';
import { useApi } from '../hooks';

export const usePortalApiKeys = () => useApi('portal_api_keys', {});

/** Answers the new key (shown once) with what the list shows of it. */
export const createApiKey = (request: RequestOf<'portal_api_key_create'>) =>
  apiCall('portal_api_key_create', request);
export const revokeApiKey = (keyId: string) => apiCall('portal_api_key_revoke', { keyId });
