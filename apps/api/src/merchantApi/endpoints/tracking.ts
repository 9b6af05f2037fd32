import { findKeyedShipment, trackingHistory } from '../../portal/portalShipments.ts';
import { merchantOf } from '../auth.ts';
import { MERCHANT_MESSAGES, MerchantError } from '../errors.ts';
import { merchantRoute } from '../route.ts';
import { trackingParams, trackingResponse } from '../schemas.ts';

/**
 * GET /api/v1/tracking/{awb}: the events of one of the account's own AWBs (of the key's mode),
 * newest first; another account's AWB is a 404 like an unknown one (public tracking stays open
 * to anyone at /api/website/tracks).
 */
export const trackingRoute = merchantRoute({
  method: 'GET',
  url: '/tracking/:awb',
  operationId: 'getTracking',
  summary: "Track one of the account's AWBs",
  params: trackingParams,
  response: trackingResponse,
  errors: [401, 404, 429],
  async handler({ params }, request, _reply, { db }) {
    const { customer, mode } = merchantOf(request);
    const awb = params.awb.trim();
    // Both at once (one round trip less): the events are dropped unless the AWB is the key's own.
    const [shipment, history] = await Promise.all([
      findKeyedShipment(db, customer.id, { awb }, mode === 'test'),
      mode === 'test' ? [] : trackingHistory(db, awb),
    ]);
    if (!shipment)
      throw new MerchantError(
        404,
        'not_found_error',
        'resource_missing',
        MERCHANT_MESSAGES.notFound,
        'awb',
      );
    return {
      awb,
      status: shipment.row.status,
      status_label: shipment.row.status_label,
      events: shipment.test ? [] : history,
    };
  },
});
