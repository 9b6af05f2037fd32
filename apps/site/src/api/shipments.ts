import type { RequestOf } from '@courier/api-client/endpoints';
import { apiCall } from './client';

export const createShipment = (request: RequestOf<'create_shipment'>) =>
  apiCall('create_shipment', request);
export const bookWithCourier = (shipmentId: string) =>
  apiCall('create_skynet_shipment', { shipmentId });
/** Another visit to the gateway's hosted page for a booking still waiting for its payment. */
export const startOnlinePayment = (request: RequestOf<'start_online_payment'>) =>
  apiCall('start_online_payment', request);
