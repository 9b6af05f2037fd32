import { useApi } from '../hooks';

/** One shipment with its tracking history and freshly signed document links. */
export const usePortalShipment = (shipmentId: string) =>
  useApi('portal_shipment', shipmentId ? { shipmentId } : null);
