import { DocumentCache } from '../../labels/documentCache.ts';
import { shipmentLabel } from '../../labels/shipmentLabel.ts';
import { isBookingRecord } from '../../shipments/shipmentRecord.ts';
import { MERCHANT_MESSAGES, MerchantError } from '../errors.ts';
import { merchantRoute } from '../route.ts';
import { labelQuery, shipmentIdParams } from '../schemas.ts';
import { ownShipment } from './ownShipment.ts';
import { sendPrivateFile } from '../../http/privateFile.ts';

/** Labels drawn for the API, kept per process like the signed links' (about 30 labels). */
const kept = new DocumentCache(8 * 1024 * 1024);

/** GET /api/v1/shipments/{id}/label: the piece labels as A4 PDF, 4x6 PDF or ZPL II. */
export const labelRoute = merchantRoute({
  method: 'GET',
  url: '/shipments/:id/label',
  operationId: 'getShipmentLabel',
  summary: 'Download the piece labels (format: pdf, 4x6 or zpl)',
  params: shipmentIdParams,
  query: labelQuery,
  response: { files: ['application/pdf', 'application/zpl'] },
  errors: [400, 401, 404, 429],
  async handler({ params, query }, request, reply, { db }) {
    const shipment = await ownShipment(db, request, params.id);
    if (!isBookingRecord(shipment.record))
      throw new MerchantError(404, 'not_found_error', 'label_missing', MERCHANT_MESSAGES.notFound);
    const number = shipment.awb ?? shipment.row.shipment_no;
    const file = await shipmentLabel(db, kept, number, shipment.record, query.format);
    return sendPrivateFile(reply, file);
  },
});
