import { and, eq, or } from 'drizzle-orm';
import { requireCustomer } from '../customers/requireCustomer.ts';
import type { FastifyInstance } from 'fastify';
import { shipments } from '../db/schema/index.ts';
import { ApiError, notFound, success } from '../http/envelope.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { commercialInvoiceOf, needsCommercialInvoice } from '../labels/commercialInvoice.ts';
import { loadDocumentFacts } from '../labels/documentFacts.ts';
import { documentLinks } from '../shipments/documentLinks.ts';
import { labelLinks } from '../shipments/labelLinks.ts';
import { verifyLabelToken } from '../tokens/labelToken.ts';
import { renderBarcodePng } from '../labels/renderBarcodePng.ts';
import { renderCommercialInvoicePdf } from '../labels/renderCommercialInvoicePdf.ts';
import { COMPANY_NAME, shipmentLabel } from '../labels/shipmentLabel.ts';
import { DocumentCache } from '../labels/documentCache.ts';
import {
  isBookingRecord,
  withCountryNames,
  type ShipmentRecord,
} from '../shipments/shipmentRecord.ts';
import type { ShippingContext } from '../shipments/shippingServices.ts';

export const LABEL_NOT_FOUND = 'Label not found.';
export const LABEL_EXPIRED =
  'This label link has expired. Open the shipment in the customer portal for a new link.';
const LABEL_LINKS_MESSAGE = 'Label links issued.';

/** Rendered documents kept per process (labels/documentCache.ts): about 150 labels of 99 pieces. */
const KEPT_DOCUMENT_BYTES = 32 * 1024 * 1024;

type Query = { size?: string; format?: string; document?: string };

/**
 * Shipping documents behind a signed token (see documentLinks):
 * - /label/<token>.pdf: one label per piece, A4 four-up with cut marks (`?size=4x6`: 4x6 inch,
 *   one per page);
 * - /label/<token>.zpl (or `.pdf?format=zpl`): the 4x6 labels in ZPL II for Zebra printers;
 * - /label/<token>.pdf?document=invoice: the commercial invoice, three copies (goods crossing a
 *   border only);
 * - /label/<token>.png: the AWB barcode image of the confirmation modal.
 * An invalid token is a plain 404, the same as an unknown AWB, so nothing can be learnt by
 * guessing; a correctly signed but expired one answers 410 (ask the portal for fresh links).
 * KYC and invoice uploads have no URL.
 */ export function labelRoutes(app: FastifyInstance, context: ShippingContext): void {
  registerLabelLinksRoute(app, context);
  registerLabelFileRoute(app, context);
}

function registerLabelLinksRoute(app: FastifyInstance, { db, secret, config }: ShippingContext) {
  // The portal's re-issue: fresh links (a new lifetime) for one of the customer's own shipments.
  contractRoute(app, 'label_links', async ({ shipmentId }, request) => {
    const customer = await requireCustomer(db, request);
    const [row] = await db
      .select({ awb: shipments.awb, shipmentNo: shipments.shipmentNo, record: shipments.record })
      .from(shipments)
      .where(and(eq(shipments.publicId, shipmentId), eq(shipments.customerId, customer.id)));
    if (!row) throw notFound(LABEL_NOT_FOUND);
    const number = row.awb ?? row.shipmentNo;
    const days = config.shipping.labelTokenDays;
    return success(LABEL_LINKS_MESSAGE, {
      ...labelLinks(number, secret, days),
      documents: documentLinks(number, row.record as ShipmentRecord, secret, days),
    });
  });
}

/** The documents themselves, behind the signed token. */
function registerLabelFileRoute(app: FastifyInstance, { db, secret }: ShippingContext) {
  const kept = new DocumentCache(KEPT_DOCUMENT_BYTES);
  app.get<{ Params: { file: string }; Querystring: Query }>(
    '/label/:file',
    async (request, reply) => {
      const match = /^(.+)\.(pdf|png|zpl)$/.exec(request.params.file);
      if (!match) throw notFound(LABEL_NOT_FOUND);
      const [, token, extension] = match as unknown as [string, string, 'pdf' | 'png' | 'zpl'];
      const check = verifyLabelToken(token, secret);
      // Only a correctly signed link is told it expired; anything else stays a plain 404.
      if (!check.ok && check.reason === 'expired') throw new ApiError(410, LABEL_EXPIRED);
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

      // A tracking-only record (seeded demo tracking) has no pieces to label: nothing to print.
      if (!isBookingRecord(row.record)) throw notFound(LABEL_NOT_FOUND);
      const stored = row.record as ShipmentRecord;
      const record = withCountryNames(stored);
      const facts = await loadDocumentFacts(db, stored);
      const query = request.query ?? {};

      if (query.document === 'invoice') {
        const iso = { from: facts.origin.countryIso, to: facts.destination.countryIso };
        if (!needsCommercialInvoice(record, iso)) throw notFound(LABEL_NOT_FOUND);
        const invoice = commercialInvoiceOf(record, number, facts);
        const pdf = await kept.get(DocumentCache.keyOf(number, 'invoice', invoice), () =>
          renderCommercialInvoicePdf(invoice, COMPANY_NAME),
        );
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="commercial-invoice-${number}.pdf"`)
          .send(pdf);
      }

      // Raw printer language (ZPL) is downloaded, then sent to the printer (docs/api.md).
      const format =
        extension === 'zpl' || query.format === 'zpl'
          ? 'zpl'
          : query.size === '4x6'
            ? '4x6'
            : 'pdf';
      const file = await shipmentLabel(db, kept, number, stored, format);
      return reply
        .type(file.contentType)
        .header('content-disposition', file.disposition)
        .send(file.body);
    },
  );
}
