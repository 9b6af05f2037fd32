import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/client.ts';
import { shipmentNotificationOptOuts, shipments } from '../db/schema/index.ts';
import { isLanguage, type Language } from '@courier/domain/language';
import { requestLanguage } from '../http/requestLanguage.ts';
import { verifyOptOutToken } from './optOutToken.ts';
import { renderOptOutPage } from './templates.ts';

const page = (reply: FastifyReply, status: number, html: string) =>
  reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);

/**
 * The signed link at the foot of every notification. GET only shows a confirmation with a
 * button: mail scanners and link previews open links, and must not switch anything off. The
 * POST of that button records the opt-out for the shipment (sender and receiver alike).
 */
export async function optOutRoutes(app: FastifyInstance, deps: { db: Db; secret: string }) {
  // The confirmation form posts an empty urlencoded body; no other route takes forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  /** The pages speak the shipment's language (its e-mails did); a bad link, the request's. */
  async function shipmentOf(
    token: string,
  ): Promise<{ id: number; awb: string; language: Language } | undefined> {
    const awb = verifyOptOutToken(token, deps.secret);
    if (!awb) return undefined;
    const [row] = await deps.db
      .select({ id: shipments.id, language: shipments.language })
      .from(shipments)
      .where(eq(shipments.awb, awb));
    return row
      ? { id: row.id, awb, language: isLanguage(row.language) ? row.language : 'en' }
      : undefined;
  }

  app.get<{ Params: { token: string } }>('/:token', async (request, reply) => {
    const shipment = await shipmentOf(request.params.token);
    if (!shipment)
      return page(reply, 400, renderOptOutPage({ kind: 'invalid' }, requestLanguage(request)));
    return page(
      reply,
      200,
      renderOptOutPage({ kind: 'confirm', awb: shipment.awb }, shipment.language),
    );
  });

  app.post<{ Params: { token: string } }>('/:token', async (request, reply) => {
    const shipment = await shipmentOf(request.params.token);
    if (!shipment)
      return page(reply, 400, renderOptOutPage({ kind: 'invalid' }, requestLanguage(request)));
    await deps.db
      .insert(shipmentNotificationOptOuts)
      .values({ shipmentId: shipment.id })
      .onConflictDoNothing();
    return page(
      reply,
      200,
      renderOptOutPage({ kind: 'done', awb: shipment.awb }, shipment.language),
    );
  });
}
