import { trackingHistory } from '../../portal/portalShipments.ts';
import { merchantRoute } from '../route.ts';
import { shipmentDetailSchema, shipmentIdParams } from '../schemas.ts';
import { shipmentView } from '../shipmentView.ts';
import { ownShipment } from './ownShipment.ts';

/** GET /api/v1/shipments/{id}: one shipment with its tracking events, newest first. */
export const getShipmentRoute = merchantRoute({
  method: 'GET',
  url: '/shipments/:id',
  operationId: 'getShipment',
  summary: 'Retrieve a shipment with its tracking events',
  params: shipmentIdParams,
  response: shipmentDetailSchema,
  errors: [401, 404, 429],
  async handler({ params }, request, _reply, { db }) {
    const shipment = await ownShipment(db, request, params.id);
    // A test shipment's AWB was never given to the carrier: it has no events.
    const tracking = shipment.test ? [] : await trackingHistory(db, shipment.awb);
    return { ...shipmentView(shipment), tracking };
  },
});
