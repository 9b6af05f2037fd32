import { trackingHistory } from '../../portal/portalShipments.ts';
import { linkedShipments } from '../../shipments/returnViews.ts';
import { merchantRoute } from '../route.ts';
import { shipmentDetailSchema, shipmentIdParams } from '../schemas.ts';
import { linkedView, shipmentView } from '../shipmentView.ts';
import { ownShipment } from './ownShipment.ts';

/** GET /api/v1/shipments/{id}: one shipment with its tracking events, newest first. */
export const getShipmentRoute = merchantRoute({
  method: 'GET',
  url: '/shipments/:id',
  operationId: 'getShipment',
  summary: 'Retrieve a shipment with its tracking events and its return',
  params: shipmentIdParams,
  response: shipmentDetailSchema,
  errors: [401, 404, 429],
  async handler({ params }, request, _reply, { db }) {
    const shipment = await ownShipment(db, request, params.id);
    // A test shipment's AWB was never given to the carrier: it has no events.
    const [tracking, linked] = await Promise.all([
      shipment.test ? [] : trackingHistory(db, shipment.awb),
      linkedShipments(db, shipment.id),
    ]);
    return {
      ...shipmentView(shipment),
      tracking,
      // Its return, or the original a return brings back (docs/returns.md).
      return_shipment: linked.return_shipment && linkedView(linked.return_shipment),
      original_shipment: linked.original_shipment && linkedView(linked.original_shipment),
    };
  },
});
