import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { BATCH_FILE_MAX_BYTES } from '@courier/domain/batchRows';
import { batchLabels } from '../../batches/batchLabels.ts';
import { createBatch, readBatch, type BatchCaller, type BatchView } from '../../batches/batches.ts';
import { requestLanguage } from '../../http/requestLanguage.ts';
import { merchantOf } from '../auth.ts';
import { MERCHANT_MESSAGES, MerchantError } from '../errors.ts';
import { idempotentPost, merchantRoute } from '../route.ts';
import { batchIdParams, batchSchema, labelQuery } from '../schemas.ts';
import { sendPrivateFile } from '../../http/privateFile.ts';

/** The media types of an upload's body: the file is judged by its content, not by these. */
export const BATCH_FILE_TYPES = [
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/octet-stream',
];

/** A batch in the API's names. */
const batchView = (view: BatchView) => ({
  id: view.id,
  object: 'batch' as const,
  livemode: view.livemode,
  status: view.status,
  file_kind: view.fileKind,
  created_at: view.createdAt,
  completed_at: view.completedAt,
  counts: view.counts,
  mapping: view.mapping,
  rows: view.rows.map((r) => ({
    row: r.row,
    status: r.status,
    shipment_id: r.shipmentId,
    errors: r.errors,
  })),
});

const callerOf = (request: FastifyRequest): BatchCaller => {
  const { customer, mode, keyId, userId } = merchantOf(request);
  return {
    customer,
    test: mode === 'test',
    language: requestLanguage(request),
    userId,
    apiKeyId: keyId,
  };
};

/**
 * POST /api/v1/batches: a CSV or .xlsx file as the body. Every row is checked with the wizard's
 * rules; the valid ones are booked by the job queue (GET the batch for progress). The same file
 * sent again answers its batch and books nothing twice.
 */
export const createBatchRoute = merchantRoute({
  method: 'POST',
  url: '/batches',
  successStatus: 202,
  operationId: 'createBatch',
  summary: 'Upload a CSV or Excel file of shipments (bulk upload)',
  description:
    "The body is the file (text/csv or .xlsx), at most 20 MB and 5,000 rows. Columns are the template's (English or Arabic headers, or the account's remembered mapping). Valid rows are booked in the background; read the batch for progress, per-cell errors and shipment ids. See docs/bulk-upload.md.",
  bodyFiles: BATCH_FILE_TYPES,
  response: batchSchema,
  errors: [400, 401, 409, 413, 422, 429],
  bodyLimit: BATCH_FILE_MAX_BYTES,
  async handler(_input, request, reply, context) {
    const caller = callerOf(request);
    const body = request.body;
    if (!Buffer.isBuffer(body))
      throw new MerchantError(
        400,
        'invalid_request_error',
        'invalid_request',
        MERCHANT_MESSAGES.invalid,
      );
    // The idempotency module compares bodies: the file's hash stands for the file.
    request.body = { file_sha256: createHash('sha256').update(body).digest('hex') };
    return idempotentPost(request, reply, context, 'create_batch', async () => {
      const { publicId } = await createBatch(context, caller, body);
      const view = await readBatch(
        context.db,
        caller.customer.id,
        caller.test,
        publicId,
        caller.language,
      );
      return { status: 202, body: batchView(view) };
    });
  },
});

/** GET /api/v1/batches/{id}: status, counts, per-row errors and shipment ids. */
export const getBatchRoute = merchantRoute({
  method: 'GET',
  url: '/batches/:id',
  operationId: 'getBatch',
  summary: 'Read a batch: progress, per-cell errors and shipment ids',
  params: batchIdParams,
  response: batchSchema,
  errors: [400, 401, 404, 429],
  async handler({ params }, request, _reply, { db }) {
    const caller = callerOf(request);
    const view = await readBatch(db, caller.customer.id, caller.test, params.id, caller.language);
    return batchView(view);
  },
});

/** GET /api/v1/batches/{id}/labels: every label of the batch's shipments in one file. */
export const batchLabelsRoute = merchantRoute({
  method: 'GET',
  url: '/batches/:id/labels',
  operationId: 'getBatchLabels',
  summary: "Download all labels of a batch's shipments (format: pdf, 4x6 or zpl)",
  params: batchIdParams,
  query: labelQuery,
  response: { files: ['application/pdf', 'application/zpl'] },
  errors: [400, 401, 404, 429],
  async handler({ params, query }, request, reply, { db }) {
    const caller = callerOf(request);
    const file = await batchLabels(db, caller.customer.id, caller.test, params.id, query.format);
    return sendPrivateFile(reply, file);
  },
});
