import { z } from 'zod';
import { statementsOf } from '../../statements/statements.ts';
import { merchantOf } from '../auth.ts';
import { merchantRoute } from '../route.ts';

const statementSchema = z
  .object({
    id: z.string(),
    /** YYYY-MM, Kuwait calendar. */
    month: z.string(),
    language: z.enum(['en', 'ar']),
    shipment_count: z.number().int(),
    charges_fils: z.number().int(),
    vat_fils: z.number().int(),
    total_fils: z.number().int(),
    cod_collected_fils: z.number().int(),
    cod_remitted_fils: z.number().int(),
    generated_at: z.string(),
  })
  .meta({ id: 'Statement' });

/**
 * GET /api/v1/statements: the account's monthly statements, newest month first, with their
 * figures in fils (docs/statements.md). The PDF and CSV are downloads of the portal.
 */
export const listStatementsRoute = merchantRoute({
  method: 'GET',
  url: '/statements',
  operationId: 'listStatements',
  summary: "List the account's monthly statements",
  response: z.object({ object: z.literal('list'), data: z.array(statementSchema) }),
  errors: [401, 429],
  async handler(_input, request, _reply, context) {
    const rows = await statementsOf(context.db, merchantOf(request).customer.id);
    return {
      object: 'list',
      data: rows.map((s) => ({
        id: s.id,
        month: s.month,
        language: s.language,
        shipment_count: s.shipmentCount,
        charges_fils: s.chargesFils,
        vat_fils: s.vatFils,
        total_fils: s.totalFils,
        cod_collected_fils: s.codCollectedFils,
        cod_remitted_fils: s.codRemittedFils,
        generated_at: s.generatedAt,
      })),
    };
  },
});
