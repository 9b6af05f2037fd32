import { requestLanguage } from '../../http/requestLanguage.ts';
import { checkReturnable, createReturn, ReturnRefused } from '../../shipments/createReturn.ts';
import { returnLinkFor } from '../../shipments/returnLink.ts';
import { merchantOf } from '../auth.ts';
import { MerchantError, useParamNames } from '../errors.ts';
import { idempotentPost, merchantRoute } from '../route.ts';
import { returnLinkResponse, returnRequest, returnResponse, shipmentIdParams } from '../schemas.ts';
import { linkedOfShipment, linkedView, shipmentView } from '../shipmentView.ts';
import { ownShipment } from './ownShipment.ts';

/** The pickup's API names of the collection form's fields. */
const PARAMS: Record<string, string> = {
  collection_date: 'pickup.date',
  collection_ready_time: 'pickup.ready_time',
  collection_close_time: 'pickup.close_time',
  vehicle_type: 'pickup.vehicle_type',
  special_instruction: 'pickup.instructions',
};

/** The rules' refusal in the API's shape: 409 with the reason as its stable code. */
const asMerchantRefusal = (err: unknown) =>
  err instanceof ReturnRefused
    ? new MerchantError(409, 'conflict_error', err.reason, err.message, 'id')
    : err;

/**
 * POST /api/v1/shipments/{id}/return: the return of a delivered shipment, parties swapped, booked
 * with the carrier (its AWB and labels) and, when asked, picked up. One per shipment: asking
 * again (any key, any channel) answers the same return with 200 instead of 201.
 */
export const createReturnRoute = merchantRoute({
  method: 'POST',
  url: '/shipments/:id/return',
  operationId: 'createReturn',
  summary: 'Create the return of a delivered shipment (one per shipment)',
  description:
    'Answers 201 with the new return, or 200 with the same return when the shipment has one already. Codes of a 409: not_delivered, is_return, cancelled. The body is optional; the account pays the return, as any of its bookings.',
  params: shipmentIdParams,
  body: returnRequest,
  bodyOptional: true,
  response: returnResponse,
  errors: [400, 401, 404, 409, 422, 429, 503],
  async handler({ params, body }, request, reply, context) {
    useParamNames(request, (field) => PARAMS[field] ?? field);
    const { customer, mode, keyId, userId } = merchantOf(request);
    return idempotentPost(request, reply, context, `return:${params.id}`, async () => {
      await ownShipment(context.db, request, params.id);
      const pickup = body?.pickup;
      const outcome = await createReturn(
        context,
        {
          customer,
          language: requestLanguage(request),
          callbackBase: () => context.config.publicUrl,
          test: mode === 'test',
          actor: { userId, apiKeyId: keyId },
        },
        {
          shipmentId: params.id,
          pickup: pickup && {
            collection_date: pickup.date,
            collection_ready_time: pickup.ready_time,
            collection_close_time: pickup.close_time,
            vehicle_type: pickup.vehicle_type,
            special_instruction: pickup.instructions ?? '',
          },
        },
        request.log,
      ).catch((err: unknown) => {
        throw asMerchantRefusal(err);
      });
      return {
        status: outcome.created ? 201 : 200,
        body: {
          ...shipmentView(outcome.returned),
          original_shipment: linkedView(linkedOfShipment(outcome.original)),
          pickup_booking_no: outcome.pickupBookingNo,
        },
      };
    });
  },
});

/**
 * POST /api/v1/shipments/{id}/return_link: a signed link (14 days) the merchant gives its own
 * customer, who makes the return on the site without a login.
 */
export const returnLinkRoute = merchantRoute({
  method: 'POST',
  url: '/shipments/:id/return_link',
  operationId: 'createReturnLink',
  successStatus: 200,
  summary: 'Make a return link for your customer (14 days)',
  params: shipmentIdParams,
  response: returnLinkResponse,
  errors: [401, 404, 409, 429],
  async handler({ params }, request, _reply, context) {
    const { customer, mode } = merchantOf(request);
    await ownShipment(context.db, request, params.id);
    await checkReturnable(context, customer.id, params.id, mode === 'test').catch(
      (err: unknown) => {
        throw asMerchantRefusal(err);
      },
    );
    const link = returnLinkFor(
      { publicUrl: context.config.publicUrl, secret: context.secret },
      params.id,
      requestLanguage(request),
    );
    return { object: 'return_link', url: link.url, expires_at: link.expiresAt.toISOString() };
  },
});
