import type { RequestOf } from '@courier/api-client/endpoints';
import { apiCall } from '../client';
import { useApiPage } from './useApiPage';

export const usePortalCollections = (request: RequestOf<'portal_collections'>) =>
  useApiPage('portal_collections', request);

/** One collection for several shipments. */
export const bookPortalCollection = (request: RequestOf<'portal_collection_book'>) =>
  apiCall('portal_collection_book', request);
