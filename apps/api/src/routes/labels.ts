import { eq, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { shipments } from '../db/schema/index.ts';
import { notFound } from '../http/envelope.ts';
import { labelShipmentFromDetails } from '../labels/labelShipmentFromDetails.ts';
import { verifyLabelToken } from '../labels/labelToken.ts';
import { renderBarcodePng } from '../labels/renderBarcodePng.ts';
import { renderLabelPdf, type LabelSize } from '../labels/renderLabelPdf.ts';
import { withCountryNames, type ShipmentRecord } from '../shipments/shipmentRecord.ts';
import type { ShippingContext } from '../shipments/shippingServices.ts';

export const LABEL_NOT_FOUND = 'Label not found.';
const COMPANY_NAME = 'Courier Express';

/**
 * Label downloads: GET /label/<token>.pdf?size=A4|4x6 and /label/<token>.png (the barcode image of
 * the confirmation modal). The token is signed for one AWB; any other token is a plain 404, the
 * same as an unknown AWB, so nothing can be learnt by guessing. KYC and invoice files have no URL.
 */
export function labelRoutes(app: FastifyInstance, { db, secret }: ShippingContext): void {
  app.get<{ Params: { file: string }; Querystring: { size?: string } }>(
    '/label/:file',
    async (request, reply) => {
      const match = /^(.+)\.(pdf|png)$/.exec(request.params.file);
      if (!match) throw notFound(LABEL_NOT_FOUND);
      const [, token, extension] = match as unknown as [string, string, 'pdf' | 'png'];
      const check = verifyLabelToken(token, secret);
      if (!check.ok) throw notFound(LABEL_NOT_FOUND);
      // The token names an AWB, or the shipment number of a customer record not yet booked with the courier.
      const [row] = await db
        .select({ record: shipments.record, awb: shipments.awb, shipmentNo: shipments.shipmentNo })
        .from(shipments)
        .where(or(eq(shipments.awb, check.awb), eq(shipments.shipmentNo, check.awb)))
        .limit(1);
      if (!row) throw notFound(LABEL_NOT_FOUND);
      const number = row.awb ?? row.shipmentNo;

      reply.header('cache-control', 'private, no-store');
      if (extension === 'png') return reply.type('image/png').send(await renderBarcodePng(number));
      const size: LabelSize = request.query.size === '4x6' ? '4x6' : 'A4';
      const record = withCountryNames(row.record as ShipmentRecord);
      const pdf = await renderLabelPdf(labelShipmentFromDetails(record, number), {
        size,
        companyName: COMPANY_NAME,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="label-${number}-${size}.pdf"`)
        .send(pdf);
    },
  );
}
