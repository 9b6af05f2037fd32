import { cancelShipment } from '../../shipments/cancelShipment.ts';
import { merchantOf } from '../auth.ts';
import { idempotentPost, merchantRoute } from '../route.ts';
import { shipmentIdParams, shipmentSchema } from '../schemas.ts';
import { shipmentView } from '../shipmentView.ts';
import { ownShipment } from './ownShipment.ts';

/** POST /api/v1/shipments/{id}/cancel: the back office's rule, before pickup only (else 409). */
export const cancelShipmentRoute = merchantRoute({
  method: 'POST',
  url: '/shipments/:id/cancel',
  operationId: 'cancelShipment',
  successStatus: 200,
  summary: 'Cancel a shipment that has not been picked up',
  params: shipmentIdParams,
  response: shipmentSchema,
  errors: [401, 404, 409, 429],
  async handler({ params }, request, reply, context) {
    const { keyPublicId } = merchantOf(request);
    return idempotentPost(request, reply, context, `cancel:${params.id}`, async () => {
      const shipment = await ownShipment(context.db, request, params.id);
      await cancelShipment(
        context.db,
        context.notifyStatus,
        {
          id: shipment.id,
          shipment_no: shipment.row.shipment_no,
          awb: shipment.awb,
          status: shipment.row.status,
          test: shipment.test,
        },
        { reason: 'Cancelled through the API', by: `api:${keyPublicId}`, jobs: context.jobs },
      );
      const cancelled = await ownShipment(context.db, request, params.id);
      return { status: 200, body: shipmentView(cancelled) };
    });
  },
});
