import { z } from 'zod';
import { BATCH_FIELDS, BATCH_FILE_MAX_BYTES } from '@courier/domain/batchRows';
import { defineEndpoint, noPayloadSchema } from '../endpoint.ts';
import { envelope, envelopeFailure } from '../envelope.ts';

/**
 * The portal's bulk upload (owner and shipper roles; docs/bulk-upload.md): check a CSV or .xlsx
 * file (a preview, nothing stored), create its valid rows, read a batch's progress and per-cell
 * errors, and keep the account's column mapping. The file travels base64-encoded in the JSON
 * body. Another account's batch answers the same 404 as nobody's.
 */

const batchFieldSchema = z.enum(BATCH_FIELDS);
/** A file's header -> the template column it holds. */
const mappingSchema = z.record(z.string().max(200), batchFieldSchema);

/** At most 20 MB once decoded: base64 is four characters for three bytes. */
const BASE64_MAX = Math.ceil((BATCH_FILE_MAX_BYTES * 1.1) / 3) * 4;

const uploadRequest = z.object({
  /** The file's bytes, base64 (a data URL's prefix is allowed). */
  file: z.string().min(1).max(BASE64_MAX),
  /** The mapping to read it with; absent: the account's remembered one and the headers' names. */
  mapping: mappingSchema.optional(),
});

/** A refused cell of a stored row: the file's column and why (the merchant API's batch too). */
export const rowCellErrorSchema = z.object({ column: z.string(), message: z.string() });
/** A refused cell of a checked file, with its row number. */
const cellErrorSchema = rowCellErrorSchema.extend({ row: z.number().int() });

/** A batch's state and file, the same in the portal and the merchant API. */
export const batchStatusSchema = z.enum(['creating', 'completed']);
export const batchFileKindSchema = z.enum(['csv', 'xlsx']);
export const batchRowStatusSchema = z.enum(['invalid', 'pending', 'created', 'failed']);
/** How a batch's rows stand, the same in the portal and the merchant API. */
export const batchCountsSchema = z.object({
  rows: z.number().int(),
  invalid: z.number().int(),
  pending: z.number().int(),
  created: z.number().int(),
  failed: z.number().int(),
});

const batchPreviewSchema = z.object({
  fileKind: batchFileKindSchema,
  headers: z.array(z.string()),
  mapping: z.record(z.string(), z.string()),
  /** The template's columns with their header in the reader's language. */
  columns: z.array(z.object({ field: z.string(), header: z.string() })),
  counts: z.object({ rows: z.number().int(), valid: z.number().int(), invalid: z.number().int() }),
  errors: z.array(cellErrorSchema),
  /** The first valid rows as they will be booked (BATCH_SAMPLE_ROWS), to look at before creating. */
  sample: z
    .array(
      z.object({
        row: z.number().int(),
        reference: z.string(),
        receiver: z.string(),
        city: z.string(),
        weightKg: z.string(),
        pieces: z.string(),
        codKwd: z.string(),
      }),
    )
    .default([]),
});

const batchViewSchema = z.object({
  id: z.string(),
  livemode: z.boolean(),
  status: batchStatusSchema,
  fileKind: batchFileKindSchema,
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  counts: batchCountsSchema,
  mapping: z.record(z.string(), z.string()),
  rows: z.array(
    z.object({
      row: z.number().int(),
      status: batchRowStatusSchema,
      shipmentId: z.string().nullable(),
      errors: z.array(rowCellErrorSchema),
    }),
  ),
});

export const portalBatchCheck = defineEndpoint({
  method: 'POST',
  path: 'portal_batch_check',
  request: uploadRequest,
  success: envelope({ preview: batchPreviewSchema }),
  failure: envelopeFailure,
});

export const portalBatchCreate = defineEndpoint({
  method: 'POST',
  path: 'portal_batch_create',
  request: uploadRequest,
  success: envelope({ batch: batchViewSchema }),
  failure: envelopeFailure,
});

export const portalBatch = defineEndpoint({
  method: 'GET',
  path: 'portal_batch',
  request: z.object({ id: z.string().trim().min(1).max(64) }),
  success: envelope({ batch: batchViewSchema }),
  failure: envelopeFailure,
});

export const portalBatchMapping = defineEndpoint({
  method: 'GET',
  path: 'portal_batch_mapping',
  request: noPayloadSchema,
  success: envelope({ mapping: z.record(z.string(), z.string()) }),
  failure: envelopeFailure,
});

export const portalBatchMappingUpdate = defineEndpoint({
  method: 'POST',
  path: 'portal_batch_mapping_update',
  request: z.object({ mapping: mappingSchema }),
  success: envelope({ mapping: z.record(z.string(), z.string()) }),
  failure: envelopeFailure,
});

/**
 * All labels of a batch in one file: a download, not a JSON call. GET API_BASE_PATH +
 * PORTAL_BATCH_LABELS_PATH ?id=&format=pdf|4x6|zpl answers the PDF or ZPL file.
 */
export const PORTAL_BATCH_LABELS_PATH = 'portal_batch_labels';

/**
 * The template: a download. GET API_BASE_PATH + PORTAL_BATCH_TEMPLATE_PATH ?lang=en|ar answers a
 * CSV holding the header row in that language (UTF-8 with a byte order mark, for Excel).
 */
export const PORTAL_BATCH_TEMPLATE_PATH = 'portal_batch_template';
