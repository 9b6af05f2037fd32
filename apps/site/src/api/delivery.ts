import type { RequestOf } from '@courier/api-client/endpoints';
import { apiCall } from './client';

/** The receiver's delivery page (docs/receiver.md): no login, the link's token is the key. */
export const openDelivery = (token: string) => apiCall('delivery_link', { token });
export const payDeliveryCod = (request: RequestOf<'delivery_cod_payment'>) =>
  apiCall('delivery_cod_payment', request);
export const chooseDelivery = (request: RequestOf<'delivery_choice'>) =>
  apiCall('delivery_choice', request);
