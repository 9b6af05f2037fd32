import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  PORTAL_STATEMENT_CSV_PATH,
  PORTAL_STATEMENT_PDF_PATH,
} from '@courier/api-client/endpoints/portalStatements';
import { isLanguage } from '@courier/domain/language';
import { requireCustomer } from '../customers/requireCustomer.ts';
import { success } from '../http/envelope.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { requestLanguage } from '../http/requestLanguage.ts';
import type { ShippingContext } from '../shipments/shippingServices.ts';
import { renderStatementPdf } from '../statements/statementPdf.ts';
import { statementCsv } from '../statements/statementCsv.ts';
import { statementOfAccount, statementsOf } from '../statements/statements.ts';

const noStore = { 'cache-control': 'private, no-store' };

/** `?id=stm_...` of a download (a link, so a query); anything else is a missing statement. */
function idOf(request: FastifyRequest): string {
  const id = (request.query as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' && /^stm_[A-Za-z0-9_-]{1,40}$/.test(id) ? id : '';
}

/**
 * The portal's monthly statements (docs/statements.md): the list and the PDF and CSV downloads.
 * Every role of the account reads; another account's statement answers 404 as a missing one.
 */
export function portalStatementRoutes(app: FastifyInstance, { db }: ShippingContext): void {
  contractRoute(app, 'portal_statements', async (_input, request, reply) => {
    const customer = await requireCustomer(db, request);
    reply.headers(noStore);
    return success('Statements', { statements: await statementsOf(db, customer.id) });
  });

  const download = async (request: FastifyRequest) => {
    const customer = await requireCustomer(db, request);
    const document = await statementOfAccount(
      db,
      idOf(request),
      customer.id,
      requestLanguage(request),
    );
    // Only safe characters in the header's file name, whatever staff typed as the account number.
    const account = document.accountNo.replace(/[^A-Za-z0-9_-]/g, '_');
    const name = `statement-${account}-${document.statement.month}`;
    return { document, name };
  };

  // The PDF is in the account's language (the statement's); `lang` asks for the other one.
  app.get(`/${PORTAL_STATEMENT_PDF_PATH}`, async (request, reply) => {
    const { document, name } = await download(request);
    const asked = (request.query as { lang?: unknown } | undefined)?.lang;
    const lang = isLanguage(asked) ? asked : document.statement.language;
    return reply
      .headers(noStore)
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${name}.pdf"`)
      .send(await renderStatementPdf(document, lang));
  });

  app.get(`/${PORTAL_STATEMENT_CSV_PATH}`, async (request, reply) => {
    const { document, name } = await download(request);
    return reply
      .headers(noStore)
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}.csv"`)
      .send(statementCsv(document));
  });
}
