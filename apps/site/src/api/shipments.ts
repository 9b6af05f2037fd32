import type { RequestOf } from '@courier/api-client/endpoints';
import { apiCall } from './client';

export const makeOnlinePayment = (request: RequestOf<'make_online_payment'>) =>
  apiCall('make_online_payment', request);
export const createShipment = (request: RequestOf<'create_shipment'>) =>
  apiCall('create_shipment', request);
export const bookWithCourier = (shipmentId: string) =>
  apiCall('create_skynet_shipment', { shipmentId });
