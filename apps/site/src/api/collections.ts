import type { RequestOf } from '@courier/api-client/endpoints';
import { apiCall } from './client';

export const createCollection = (form: RequestOf<'create_shipment_collection'>) =>
  apiCall('create_shipment_collection', form);

/**
 * The server answers Success when the date is NOT available, with the reason as Message
 * (spec 4). Resolves with that reason, or null when the date can be used.
 */
export async function collectionDateRejection(date: string): Promise<string | null> {
  try {
    return (await apiCall('check_collection_date', { collection_date: date })).Message;
  } catch {
    return null;
  }
}
