import { listKeyedShipments } from '../../portal/portalShipments.ts';
import { merchantOf } from '../auth.ts';
import { merchantRoute } from '../route.ts';
import { shipmentListQuery, shipmentListResponse } from '../schemas.ts';
import { shipmentView } from '../shipmentView.ts';

/** GET /api/v1/shipments: the key's mode's shipments, newest first, by cursor. */
export const listShipmentsRoute = merchantRoute({
  method: 'GET',
  url: '/shipments',
  operationId: 'listShipments',
  summary: 'List shipments, newest first (cursor paging; filters: status, reference, dates)',
  query: shipmentListQuery,
  response: shipmentListResponse,
  errors: [400, 401, 429],
  async handler({ query }, request, _reply, { db }) {
    const { customer, mode } = merchantOf(request);
    const { rows, hasMore } = await listKeyedShipments(
      db,
      customer.id,
      {
        status: query.status,
        reference: query.reference,
        from: query.created_from,
        to: query.created_to,
      },
      { limit: query.limit, startingAfter: query.starting_after, test: mode === 'test' },
    );
    const data = rows.map(shipmentView);
    return {
      object: 'list',
      data,
      has_more: hasMore,
      next_cursor: hasMore ? (data[data.length - 1]?.id ?? null) : null,
    };
  },
});
