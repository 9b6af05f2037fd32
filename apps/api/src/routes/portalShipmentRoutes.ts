import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from '@courier/api-client/envelope';
import { PORTAL_EXPORT_PATH, portalExportRequest } from '@courier/api-client/endpoints/portal';
import { requireCustomer } from '../customers/requireCustomer.ts';
import { notFound, success } from '../http/envelope.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { contentLanguage } from '../http/requestLanguage.ts';
import { PORTAL_MESSAGES } from '../portal/portalAnswers.ts';
import { PRIVATE_NO_STORE as noStore } from '../http/privateFile.ts';
import {
  dashboardCounts,
  detailsInLanguage,
  findOwnShipment,
  listShipments,
  rowInLanguage,
  shipAgainOf,
  trackingHistory,
} from '../portal/portalShipments.ts';
import { shipmentExportCsv } from '../portal/shipmentExport.ts';
import { documentLinks } from '../shipments/documentLinks.ts';
import { labelLinks } from '../shipments/labelLinks.ts';
import { linkedShipments } from '../shipments/returnViews.ts';
import { shipmentDetailsOf, withCountryNames } from '../shipments/shipmentRecord.ts';
import type { ShippingContext } from '../shipments/shippingServices.ts';

/** The request's language and, for Arabic, the reference data's Arabic place names. */
async function placesOf(context: ShippingContext, request: FastifyRequest, reply: FastifyReply) {
  const lang = contentLanguage(request, reply);
  return { lang, places: lang === 'ar' ? await context.caches.places.get() : undefined };
}

/** The portal's shipments: the dashboard, the list, one shipment, ship-again and the export. */
export function registerPortalShipmentRoutes(app: FastifyInstance, context: ShippingContext): void {
  const { db } = context;
  const placesFor = (request: FastifyRequest, reply: FastifyReply) =>
    placesOf(context, request, reply);

  contractRoute(app, 'portal_dashboard', async (_input, request, reply) => {
    const customer = await requireCustomer(db, request);
    const [counts, recent, { lang, places }] = await Promise.all([
      dashboardCounts(db, customer.id, new Date()),
      listShipments(db, customer.id, {}, { page: 1, page_size: 5 }),
      placesFor(request, reply),
    ]);
    reply.headers(noStore);
    return success(PORTAL_MESSAGES.dashboard, {
      ...counts,
      recent: recent.rows.map((row) => rowInLanguage(row, lang, places)),
    });
  });

  contractRoute(app, 'portal_shipments', async ({ page, page_size, ...search }, request, reply) => {
    const customer = await requireCustomer(db, request);
    const [{ rows, total }, { lang, places }] = await Promise.all([
      listShipments(db, customer.id, search, { page, page_size }),
      placesFor(request, reply),
    ]);
    reply.headers(noStore);
    return success(PORTAL_MESSAGES.shipments, {
      shipments: rows.map((row) => rowInLanguage(row, lang, places)),
      total,
      page,
      page_size,
    });
  });

  registerOneShipmentRoutes(app, context);
  registerExportRoute(app, context);
}

function registerOneShipmentRoutes(app: FastifyInstance, context: ShippingContext): void {
  const { db, config, secret } = context;
  contractRoute(app, 'portal_shipment', async ({ shipmentId }, request, reply) => {
    const customer = await requireCustomer(db, request);
    const found = await findOwnShipment(db, customer.id, shipmentId);
    if (!found) throw notFound(PORTAL_MESSAGES.shipmentNotFound);
    const number = found.awb ?? found.row.shipment_no;
    const days = config.shipping.labelTokenDays;
    // The history reads in the page's language (statuses, our remarks, places).
    const [{ lang, places }, linked] = await Promise.all([
      placesOf(context, request, reply),
      linkedShipments(db, found.id),
    ]);
    reply.headers(noStore);
    return success(PORTAL_MESSAGES.shipment, {
      shipment: found.row,
      // Countries by name, never the form's ids ('117'), in the page's language.
      shipmentDetails: detailsInLanguage(
        shipmentDetailsOf(withCountryNames(found.record)),
        lang,
        places,
      ),
      tracking: await trackingHistory(db, found.awb, lang, places),
      label_url: labelLinks(number, secret, days).label_url,
      documents: documentLinks(number, found.record, secret, days),
      // Its return (number, status), or the original a return brings back.
      ...linked,
    });
  });

  contractRoute(app, 'portal_ship_again', async ({ shipmentId }, request, reply) => {
    const customer = await requireCustomer(db, request);
    const found = await findOwnShipment(db, customer.id, shipmentId);
    if (!found) throw notFound(PORTAL_MESSAGES.shipmentNotFound);
    reply.headers(noStore);
    return success(PORTAL_MESSAGES.shipment, { booking: shipAgainOf(found.record) });
  });
}

function registerExportRoute(app: FastifyInstance, { db }: ShippingContext): void {
  // A download, not a JSON call: the site links to it and the browser sends the cookie.
  app.get(`/${PORTAL_EXPORT_PATH}`, async (request, reply) => {
    const customer = await requireCustomer(db, request);
    const parsed = portalExportRequest.safeParse(request.query ?? {});
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues)
        errors[String(issue.path[0] ?? '')] ??= issue.message;
      return reply.status(400).send(failure(parsed.error.issues[0]?.message ?? '', errors));
    }
    const { from, to } = parsed.data;
    const csv = await shipmentExportCsv(db, customer.id, from, to);
    return reply
      .headers(noStore)
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="shipments-${from}-to-${to}.csv"`)
      .send(csv);
  });
}
