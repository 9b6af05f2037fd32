import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  PORTAL_BATCH_LABELS_PATH,
  PORTAL_BATCH_TEMPLATE_PATH,
} from '@courier/api-client/endpoints/portalBatches';
import {
  BATCH_FILE_MAX_BYTES,
  templateHeaders,
  type ColumnMapping,
} from '@courier/domain/batchRows';
import { isLanguage } from '@courier/domain/language';
import { batchLabels } from '../batches/batchLabels.ts';
import {
  checkUpload,
  createBatch,
  previewOf,
  readBatch,
  rememberedMapping,
  rememberMapping,
  type BatchCaller,
} from '../batches/batches.ts';
import { requireRole } from '../customers/requireCustomer.ts';
import { badRequest, success } from '../http/envelope.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { messageWordsIn } from '../http/messageLanguage.ts';
import { requestLanguage } from '../http/requestLanguage.ts';
import { REQUEST_MESSAGES } from '../http/requestMessages.ts';
import type { ShippingContext } from '../shipments/shippingServices.ts';
import { PRIVATE_NO_STORE, sendPrivateFile } from '../http/privateFile.ts';

/** The JSON body carries the file base64-encoded: a third more than the file's 20 MB. */
const UPLOAD_BODY_LIMIT = Math.ceil(BATCH_FILE_MAX_BYTES * 1.5);
const noStore = PRIVATE_NO_STORE;

/** The file's bytes from base64 (a data URL's `data:...;base64,` prefix is dropped). */
const fileBytes = (file: string) => Buffer.from(file.replace(/^data:[^,]*,/, ''), 'base64');

const labelsQuery = z.object({
  id: z.string().trim().min(1).max(64),
  format: z.enum(['pdf', '4x6', 'zpl']).default('pdf'),
});

/** The caller of a portal call at `role` or above: always the account's live batches. */
async function callerOf(
  db: ShippingContext['db'],
  request: FastifyRequest,
  role: 'viewer' | 'shipper',
): Promise<BatchCaller> {
  const actor = await requireRole(db, request, role);
  return {
    customer: actor.customer,
    test: false,
    language: requestLanguage(request),
    userId: actor.user?.id ?? null,
    apiKeyId: null,
  };
}

/**
 * The portal's bulk upload (docs/bulk-upload.md): owners and shippers check a file, create its
 * valid rows and keep the mapping; every role reads a batch and its labels. The portal's batches
 * are live ones; another account's batch answers 404 as a missing one.
 */
export function portalBatchRoutes(app: FastifyInstance, context: ShippingContext): void {
  portalUploadRoutes(app, context);
  portalBatchReadRoutes(app, context);
}

function portalUploadRoutes(app: FastifyInstance, context: ShippingContext): void {
  const { db } = context;
  contractRoute(
    app,
    'portal_batch_check',
    async ({ file, mapping }, request, reply) => {
      const caller = await callerOf(db, request, 'shipper');
      const checked = await checkUpload(context, caller, fileBytes(file), mapping as ColumnMapping);
      reply.headers(noStore);
      return success('Checked', { preview: previewOf(checked, caller.language) });
    },
    { bodyLimit: UPLOAD_BODY_LIMIT },
  );

  contractRoute(
    app,
    'portal_batch_create',
    async ({ file, mapping }, request, reply) => {
      const caller = await callerOf(db, request, 'shipper');
      const bytes = fileBytes(file);
      const { publicId } = await createBatch(context, caller, bytes, mapping as ColumnMapping);
      reply.headers(noStore);
      const batch = await readBatch(db, caller.customer.id, false, publicId, caller.language);
      return success('Batch created', { batch });
    },
    { bodyLimit: UPLOAD_BODY_LIMIT },
  );

  contractRoute(app, 'portal_batch_mapping_update', async ({ mapping }, request) => {
    const caller = await callerOf(db, request, 'shipper');
    const kept = await rememberMapping(db, caller.customer.id, mapping);
    return success('Mapping saved', { mapping: kept });
  });
}

function portalBatchReadRoutes(app: FastifyInstance, { db }: ShippingContext): void {
  contractRoute(app, 'portal_batch', async ({ id }, request, reply) => {
    const caller = await callerOf(db, request, 'viewer');
    reply.headers(noStore);
    const batch = await readBatch(db, caller.customer.id, false, id, caller.language);
    return success('Batch', { batch });
  });

  // The template in English or Arabic headers (the reader's language by default).
  app.get(`/${PORTAL_BATCH_TEMPLATE_PATH}`, async (request, reply) => {
    const caller = await callerOf(db, request, 'viewer');
    const asked = (request.query as { lang?: unknown }).lang;
    const language = typeof asked === 'string' && isLanguage(asked) ? asked : caller.language;
    const headers = templateHeaders(messageWordsIn(language).batch.columns);
    const line = headers.map((h) => (/[",]/.test(h) ? `"${h.replace(/"/g, '""')}"` : h));
    return reply
      .headers(noStore)
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="shipments-template-${language}.csv"`)
      .send(`\uFEFF${line.join(',')}\r\n`);
  });

  contractRoute(app, 'portal_batch_mapping', async (_input, request, reply) => {
    const caller = await callerOf(db, request, 'viewer');
    reply.headers(noStore);
    return success('Mapping', { mapping: await rememberedMapping(db, caller.customer.id) });
  });

  // A download: the page links to it and the browser sends the session cookie.
  app.get(`/${PORTAL_BATCH_LABELS_PATH}`, async (request, reply) => {
    const caller = await callerOf(db, request, 'viewer');
    const query = labelsQuery.safeParse(request.query);
    if (!query.success) throw badRequest(REQUEST_MESSAGES.notValid);
    const file = await batchLabels(db, caller.customer.id, false, query.data.id, query.data.format);
    return sendPrivateFile(reply, file);
  });
}
