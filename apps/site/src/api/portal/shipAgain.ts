import { useApi } from '../hooks';

/** A past booking as the wizard's form holds it ('Ship again'); '' skips the call. */
export const useShipAgain = (shipmentId: string) =>
  useApi('portal_ship_again', shipmentId ? { shipmentId } : null);
