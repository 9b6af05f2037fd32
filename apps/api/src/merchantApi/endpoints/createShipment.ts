import { BOOKING_BODY_LIMIT } from '../../http/bodyLimits.ts';
import { requestLanguage } from '../../http/requestLanguage.ts';
import { findKeyedShipment } from '../../portal/portalShipments.ts';
import { recordAndBook } from '../../shipments/recordAndBook.ts';
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
      const outcome = await recordAndBook(
        context,
        {
          customer,
          language: requestLanguage(request),
          callbackBase: () => context.config.publicUrl,
          test,
          actor: { userId, apiKeyId: keyId },
        },
        bookingOf(body),
        async () => undefined,
        `api:${keyPublicId}`,
        request.log,
      );
      if (outcome.kind === 'refused') return outcome.answer;
      if (outcome.kind === 'carrier_refused') {
        if (outcome.retryable)
          throw new MerchantError(503, 'api_error', 'carrier_unavailable', outcome.message);
        throw new MerchantError(
          422,
          'invalid_request_error',
          'carrier_refused',
          `${CARRIER_REFUSED}: ${outcome.errors.join(' ') || 'no reason given'}`,
        );
      }
      const shipment = await findKeyedShipment(context.db, customer.id, outcome.id, test);
      return { status: 201, body: shipmentView(shipment!) };
    });
  },
});
