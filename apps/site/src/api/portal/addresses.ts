import type { RequestOf } from '@courier/api-client/endpoints';
import { apiCall } from '../client';
import { useApiPage } from './useApiPage';

/** The address book, searched and paged by the server. */
export const usePortalAddresses = (request: RequestOf<'portal_addresses'> | null) =>
  useApiPage('portal_addresses', request);

export const createAddress = (entry: RequestOf<'portal_address_create'>) =>
  apiCall('portal_address_create', entry);
export const updateAddress = (entry: RequestOf<'portal_address_update'>) =>
  apiCall('portal_address_update', entry);
export const deleteAddress = (addressId: string) => apiCall('portal_address_delete', { addressId });
