import { z } from 'zod';
import { defineEndpoint, noPayloadSchema } from '../endpoint.ts';
import { envelope, envelopeFailure } from '../envelope.ts';

/**
 * Monthly statements of an account (docs/statements.md): the list the portal shows, each month's
 * figures in fils, and the PDF and CSV downloads. Every role of the account reads its own
 * statements only; another account's statement is not found.
 */
export const statementSchema = z.object({
  id: z.string(),
  /** 'YYYY-MM', Kuwait calendar. */
  month: z.string(),
  /** The PDF's language: the account's. */
  language: z.enum(['en', 'ar']),
  shipmentCount: z.number().int(),
  chargesFils: z.number().int(),
  vatFils: z.number().int(),
  totalFils: z.number().int(),
  codCollectedFils: z.number().int(),
  codRemittedFils: z.number().int(),
  generatedAt: z.string(),
});
export type StatementRow = z.output<typeof statementSchema>;

export const portalStatements = defineEndpoint({
  method: 'GET',
  path: 'portal_statements',
  request: noPayloadSchema,
  success: envelope({ statements: z.array(statementSchema) }),
  failure: envelopeFailure,
});

/**
 * The downloads: links, not JSON calls (the browser sends the session cookie).
 * GET API_BASE_PATH + PORTAL_STATEMENT_PDF_PATH + '?id=stm_...' answers application/pdf, and
 * PORTAL_STATEMENT_CSV_PATH text/csv.
 */
export const PORTAL_STATEMENT_PDF_PATH = 'portal_statement_pdf';
export const PORTAL_STATEMENT_CSV_PATH = 'portal_statement_csv';
