import type { FastifyInstance } from 'fastify';
import { PORTAL_COD_STATEMENT_PATH } from '@courier/api-client/endpoints/portalCod';
import { todayInKuwait } from '@courier/domain/kuwaitClock';
import { statementCsv } from '../cod/codCsv.ts';
import { entriesOf, ledgerOf, remittanceDetail } from '../cod/codLedger.ts';
import { requireCustomer } from '../customers/requireCustomer.ts';
import { success } from '../http/envelope.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { requestLanguage } from '../http/requestLanguage.ts';
import type { ShippingContext } from '../shipments/shippingServices.ts';
import { PRIVATE_NO_STORE } from '../http/privateFile.ts';

/**
 * The portal's Cash on delivery page: every role of the account reads its own ledger (owner,
 * shipper and viewer); another account's remittance answers 404 as a missing one.
 */
export function portalCodRoutes(app: FastifyInstance, { db }: ShippingContext): void {
  const noStore = PRIVATE_NO_STORE;

  contractRoute(app, 'portal_cod_ledger', async (_input, request, reply) => {
    const customer = await requireCustomer(db, request);
    reply.headers(noStore);
    return success('Cash on delivery', await ledgerOf(db, customer.id));
  });

  contractRoute(app, 'portal_cod_remittance', async ({ id }, request, reply) => {
    const customer = await requireCustomer(db, request);
    const detail = await remittanceDetail(db, id, requestLanguage(request), customer.id);
    reply.headers(noStore);
    return success('Remittance', detail);
  });

  // A download: the page links to it and the browser sends the session cookie.
  app.get(`/${PORTAL_COD_STATEMENT_PATH}`, async (request, reply) => {
    const customer = await requireCustomer(db, request);
    const csv = statementCsv(await entriesOf(db, customer.id));
    return reply
      .headers(noStore)
      .type('text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="cod-statement-${customer.accountNo}-${todayInKuwait(new Date())}.csv"`,
      )
      .send(csv);
  });
}
