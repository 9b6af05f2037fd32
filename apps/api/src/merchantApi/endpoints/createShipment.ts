import { BOOKING_BODY_LIMIT } from '../../http/bodyLimits.ts';
import { requestLanguage } from '../../http/requestLanguage.ts';
import { findKeyedShipment } from '../../portal/portalShipments.ts';
import { bookWithCarrier } from '../../shipments/bookWithCarrier.ts';
import { cancelShipment } from '../../shipments/cancelShipment.ts';
import { createShipment } from '../../shipments/createShipment.ts';
import { merchantOf } from '../auth.ts';
import { bookingOf, paramOfField } from '../bookingForm.ts';
import { MerchantError, useParamNames } from '../errors.ts';
import { idempotentPost, merchantRoute } from '../route.ts';
import { createShipmentRequest, shipmentSchema } from '../schemas.ts';
import { shipmentView } from '../shipmentView.ts';

const CARRIER_REFUSED = 'The carrier did not accept the shipment';

/**
 * POST /api/v1/shipments: the customer wizard's two calls in one. The booking is recorded by the
 * portal's use case, then booked with the carrier (a test key's never reaches it); the answer
 * holds the AWB, the id and the label links. When the carrier is down (503) or refuses it (422)
 * the record is cancelled again, so the same request can simply be retried.
 */
export const createShipmentRoute = merchantRoute({
  method: 'POST',
  url: '/shipments',
  operationId: 'createShipment',
  summary: 'Create a shipment and book it with the carrier',
  body: createShipmentRequest,
  response: shipmentSchema,
  errors: [400, 401, 402, 409, 422, 429, 503],
  bodyLimit: BOOKING_BODY_LIMIT,
  async handler({ body }, request, reply, context) {
    useParamNames(request, paramOfField);
    const { customer, mode, keyPublicId, keyId, userId } = merchantOf(request);
    const test = mode === 'test';
    return idempotentPost(request, reply, context, 'create_shipment', async () => {
      const booking = bookingOf(body);
      const recorded = await createShipment(
        context,
        {
          customer,
          language: requestLanguage(request),
          callbackBase: () => context.config.publicUrl,
          test,
          actor: { userId, apiKeyId: keyId },
        },
        booking,
        async () => undefined,
      );
      if (!recorded.created) return recorded;
      const { id } = recorded.created;
      const carried = await bookWithCarrier(context, customer.id, id, request.log);
      if (carried.found && !carried.result.ok) {
        const { result } = carried;
        // Not left waiting as a booking nobody can finish: the record is cancelled (with its
        // pickup), and the same request may be sent again.
        const kept = await findKeyedShipment(context.db, customer.id, id, test);
        if (kept)
          await cancelShipment(
            context.db,
            context.notifyStatus,
            {
              id: kept.id,
              shipment_no: kept.row.shipment_no,
              awb: null,
              status: 'not_booked',
              test,
            },
            {
              reason: 'The carrier did not book it',
              by: `api:${keyPublicId}`,
              jobs: context.jobs,
            },
          );
        if (result.retryable)
          throw new MerchantError(503, 'api_error', 'carrier_unavailable', result.message);
        throw new MerchantError(
          422,
          'invalid_request_error',
          'carrier_refused',
          `${CARRIER_REFUSED}: ${result.errors.join(' ') || 'no reason given'}`,
        );
      }
      const shipment = await findKeyedShipment(context.db, customer.id, id, test);
      return { status: 201, body: shipmentView(shipment!) };
    });
  },
});
