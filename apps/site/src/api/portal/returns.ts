import { apiCall } from '../client';

/** Makes (or answers the existing) return of one of the account's delivered shipments. */
export const createPortalReturn = (shipmentId: string) =>
  apiCall('portal_shipment_return', { shipmentId });

/** A signed 14-day link the shop gives its customer to make the return themselves. */
export const makeReturnLink = (shipmentId: string) => apiCall('portal_return_link', { shipmentId });
