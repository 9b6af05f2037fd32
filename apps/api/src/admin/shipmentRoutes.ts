import { receiverChoicesOf } from '../receiver/choiceConfirmation.ts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { shipmentCancellations, trackingEvents } from '../db/schema/index.ts';
import { notFound, success } from '../http/envelope.ts';
import { cancelShipment, CANCEL_MESSAGES } from '../shipments/cancelShipment.ts';
import type { AdminContext } from './adminContext.ts';
import { adminRoute, staffOf } from './adminRoute.ts';
import { recordAudit } from './audit.ts';
import { findShipment, printLinksOf, searchShipments, toRow } from './shipmentQueries.ts';
import { newestEventsFirst } from '../tracking/newestEventsFirst.ts';
import { requestLanguage } from '../http/requestLanguage.ts';
import { historyInLanguage, rowInLanguage } from './shipmentWords.ts';
import { STAFF_MESSAGES } from './staffMessages.ts';

export { statusLabel } from './shipmentQueries.ts';

/** The request's language and, for Arabic, the reference data's Arabic place names. */
async function wordsFor(context: AdminContext, request: FastifyRequest) {
  const lang = requestLanguage(request);
  return { lang, places: lang === 'ar' ? await context.caches.places.get() : undefined };
}

/** Shipments: search with server-side paging and sorting, detail, private documents, cancel. */
export function shipmentRoutes(app: FastifyInstance, context: AdminContext): void {
  const { db, config } = context;
  const deps = { db, idleMinutes: config.admin.idleMinutes };

  adminRoute(app, deps, 'admin_shipments', async (q, request) => {
    const { rows, total } = await searchShipments(db, q);
    return success('Shipments', {
      rows: await wordsFor(context, request).then(({ lang, places }) =>
        rows.map((r) => rowInLanguage(r, lang, places)),
      ),
      total,
      page: q.page,
      pageSize: q.pageSize,
    });
  });

  registerShipmentDetailRoute(app, context);
  registerShipmentActionRoutes(app, context);
}

function registerShipmentDetailRoute(app: FastifyInstance, context: AdminContext): void {
  const { db, config, secret } = context;
  const deps = { db, idleMinutes: config.admin.idleMinutes };
  adminRoute(app, deps, 'admin_shipment', async ({ shipmentNo }, request) => {
    const { lang, places } = await wordsFor(context, request);
    const row = await findShipment(db, shipmentNo);
    const history = row.awb
      ? await db
          .select()
          .from(trackingEvents)
          .where(eq(trackingEvents.awb, row.awb))
          .orderBy(...newestEventsFirst())
      : [];
    const [cancel] = await db
      .select()
      .from(shipmentCancellations)
      .where(eq(shipmentCancellations.shipmentId, row.id));
    return success('Shipment', {
      shipment: {
        ...toRow(row),
        paymentType: row.payment_type,
        cancelReason: cancel?.reason ?? null,
        hasKyc: row.kyc_document_id !== null,
        hasInvoice: row.invoice_document_id !== null,
        record: row.record,
        history: history.map((e) => historyInLanguage(e, lang, places)),
        receiverChoices: await receiverChoicesOf(db, row.id, lang),
        labelLinks: printLinksOf(row, secret, config.shipping.labelTokenDays),
      },
    });
  });
}

function registerShipmentActionRoutes(app: FastifyInstance, context: AdminContext): void {
  const { db, config, documents, notifyStatus, jobs } = context;
  const deps = { db, idleMinutes: config.admin.idleMinutes };

  adminRoute(app, deps, 'admin_shipment_document', async ({ shipmentNo, kind }, request) => {
    const staff = staffOf(request);
    const row = await findShipment(db, shipmentNo);
    const id = kind === 'kyc' ? row.kyc_document_id : row.invoice_document_id;
    const file = id ? await documents.readFile(id) : null;
    if (!file) throw notFound(kind === 'kyc' ? STAFF_MESSAGES.noKyc : STAFF_MESSAGES.noInvoice);
    // Each view of a private document is on the record.
    await recordAudit(db, staff, {
      action: `shipment.view_${kind}`,
      table: 'shipments',
      recordId: row.shipment_no,
    });
    return success('Document', {
      fileName: `${row.shipment_no}-${kind}.${file.kind ?? 'bin'}`,
      dataUrl: `data:${file.contentType};base64,${file.bytes.toString('base64')}`,
    });
  });

  adminRoute(app, deps, 'admin_shipment_cancel', async ({ shipmentNo, reason }, request) => {
    const staff = staffOf(request);
    const row = await findShipment(db, shipmentNo);
    await cancelShipment(db, notifyStatus, row, { reason, by: staff.username, jobs }, (tx) =>
      recordAudit(tx, staff, {
        action: 'shipment.cancel',
        table: 'shipments',
        recordId: row.shipment_no,
        before: { status: row.status },
        after: { status: 'cancelled', reason },
      }),
    );
    return success(CANCEL_MESSAGES.cancelled, {});
  });
}
