import { makePortalCollectionSchema } from '@courier/domain/schemas/portal';
import { badRequest } from '../../http/envelope.ts';
import { bookCustomerCollection } from '../../portal/bookCustomerCollection.ts';
import { merchantOf } from '../auth.ts';
import { useParamNames } from '../errors.ts';
import { idempotentPost, merchantRoute } from '../route.ts';
import { pickupRequest, pickupResponse } from '../schemas.ts';

const PARAMS: Record<string, string> = {
  shipmentIds: 'shipment_ids',
  collection_date: 'date',
  collection_ready_time: 'ready_time',
  collection_close_time: 'close_time',
  vehicle_type: 'vehicle_type',
  special_instruction: 'instructions',
};

/**
 * POST /api/v1/pickups: one collection for several shipments (the portal's use case and rules).
 * A test key's request is checked the same way and recorded nowhere (booking_no null).
 */
export const pickupsRoute = merchantRoute({
  method: 'POST',
  url: '/pickups',
  operationId: 'createPickup',
  summary: 'Book one pickup for several shipments',
  body: pickupRequest,
  response: pickupResponse,
  errors: [400, 401, 404, 409, 429],
  async handler({ body }, request, reply, context) {
    useParamNames(request, (field) => PARAMS[field.split('.')[0] ?? ''] ?? field);
    const { customer, mode } = merchantOf(request);
    return idempotentPost(request, reply, context, 'pickups', async () => {
      // The collection window's own rules and words (working day, times in order).
      const parsed = makePortalCollectionSchema().safeParse({
        shipmentIds: body.shipment_ids,
        collection_date: body.date,
        collection_ready_time: body.ready_time,
        collection_close_time: body.close_time,
        vehicle_type: body.vehicle_type,
        special_instruction: body.instructions ?? '',
      });
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw badRequest(issue.message, { errors: { [issue.path.join('.')]: issue.message } });
      }
      const booked = await bookCustomerCollection(context, customer, parsed.data, {
        test: mode === 'test',
      });
      return {
        status: 201,
        body: {
          object: 'pickup',
          livemode: mode === 'live',
          booking_no: booked?.booking_no ?? null,
          status: booked?.status ?? 'requested',
          date: parsed.data.collection_date,
          ready_time: parsed.data.collection_ready_time,
          close_time: parsed.data.collection_close_time,
          shipment_ids: [...new Set(parsed.data.shipmentIds)],
        },
      };
    });
  },
});
