import { apiCall } from '../client';

/** A past booking as the wizard's form holds it ('Ship again'). */
export const fetchShipAgain = (shipmentId: string) => apiCall('portal_ship_again', { shipmentId });
