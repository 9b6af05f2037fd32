import { z } from 'zod';
import { defineEndpoint, noPayloadSchema } from '../endpoint.ts';
import { envelope, envelopeFailure } from '../envelope.ts';

/**
 * The portal's Cash on delivery page: the account's COD ledger (collected, pending and paid), its
 * entries and remittances, one remittance with its entries, and a CSV statement. Owner and viewer
 * roles read; the account's own rows only (another account's remittance is not found).
 * docs/cash-on-delivery.md.
 */

const entrySchema = z.object({
  id: z.string(),
  shipmentNo: z.string(),
  awb: z.string(),
  codAmountFils: z.number().int(),
  collectedFils: z.number().int(),
  feeFils: z.number().int(),
  shippingFils: z.number().int(),
  netFils: z.number().int(),
  collectedOn: z.string(),
  collectedAt: z.string(),
  /** The remittance that paid it; null while pending. */
  remittanceId: z.string().nullable(),
});
export type CodEntryRow = z.output<typeof entrySchema>;

export const remittanceSchema = z.object({
  id: z.string(),
  accountNo: z.string(),
  company: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  entryCount: z.number().int(),
  collectedFils: z.number().int(),
  feeFils: z.number().int(),
  shippingFils: z.number().int(),
  totalFils: z.number().int(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type RemittanceRow = z.output<typeof remittanceSchema>;

export const remittanceDetailSchema = z.object({
  remittance: remittanceSchema,
  entries: z.array(entrySchema),
});

export const portalCodLedger = defineEndpoint({
  method: 'GET',
  path: 'portal_cod_ledger',
  request: noPayloadSchema,
  success: envelope({
    summary: z.object({
      entries: z.number().int(),
      collectedFils: z.number().int(),
      feeFils: z.number().int(),
      shippingFils: z.number().int(),
      pendingFils: z.number().int(),
      paidFils: z.number().int(),
    }),
    entries: z.array(entrySchema),
    remittances: z.array(remittanceSchema),
  }),
  failure: envelopeFailure,
});

export const portalCodRemittance = defineEndpoint({
  method: 'GET',
  path: 'portal_cod_remittance',
  request: z.object({ id: z.string().trim().min(1).max(64) }),
  success: envelope(remittanceDetailSchema.shape),
  failure: envelopeFailure,
});

/**
 * The CSV statement: a download, not a JSON call (the browser follows a link with the session
 * cookie). GET API_BASE_PATH + PORTAL_COD_STATEMENT_PATH answers text/csv, every entry a line.
 */
export const PORTAL_COD_STATEMENT_PATH = 'portal_cod_statement';
