import { createHash } from 'node:crypto';
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import {
  BATCH_FIELDS,
  batchMessages,
  bookingFormOfRow,
  checkBatchRow,
  isBatchField,
  mappingFor,
  mapRow,
  type BatchDefaults,
  type BatchField,
  type ColumnMapping,
} from '@courier/domain/batchRows';
import { HOME_COUNTRY_NAME } from '@courier/domain/constants';
import type { Language } from '@courier/domain/language';
import type { CustomerRow } from '../customers/customerAccounts.ts';
import type { Db } from '../db/client.ts';
import { batchMappings, batches, batchRows, shipments } from '../db/schema/index.ts';
import { ApiError } from '../http/envelope.ts';
import { inMessageLanguage, messageWordsIn } from '../http/messageLanguage.ts';
import type { ShippingContext } from '../shipments/shippingServices.ts';
import { prefixedId } from '../webhooks/ids.ts';
import { parseUpload } from './parseUpload.ts';

/** Who uploads: the account, its mode (a test key's batches are apart), the user and key. */
export interface BatchCaller {
  customer: CustomerRow;
  test: boolean;
  language: Language;
  userId: number | null;
  apiKeyId: number | null;
}

/** A refused cell, its message in both languages (the batch is read in either). */
interface StoredCellError {
  column: string;
  field: string | null;
  en: string;
  ar: string;
}

/** One checked row: its form (valid) or its cell errors. */
interface CheckedRow {
  number: number;
  form: Record<string, unknown> | null;
  errors: StoredCellError[];
}

export interface CheckedUpload {
  kind: 'csv' | 'xlsx';
  headers: string[];
  mapping: ColumnMapping;
  rows: CheckedRow[];
  kycType: string;
  kycDocumentId: string;
}

const LANGUAGES: readonly Language[] = ['en', 'ar'];

/** The refusal of a whole file: on the `file` field, in the language of the moment. */
const fileRefusal = (message: string, status = 400) =>
  new ApiError(status, message, { errors: { file: message } });

const batchNotFound = () => new ApiError(404, batchMessages.notFound);

/** The account's remembered mapping (empty when it has set none). */
export async function rememberedMapping(db: Db, customerId: number): Promise<ColumnMapping> {
  const [row] = await db
    .select({ mapping: batchMappings.mapping })
    .from(batchMappings)
    .where(eq(batchMappings.customerId, customerId));
  return (row?.mapping ?? {}) as ColumnMapping;
}

/** Keeps the account's mapping; a value that is no template column is refused. */
export async function rememberMapping(
  db: Db,
  customerId: number,
  mapping: Record<string, string>,
): Promise<ColumnMapping> {
  const bad = Object.entries(mapping).find(([, field]) => !isBatchField(field));
  if (bad)
    throw new ApiError(400, batchMessages.unknownColumn, {
      errors: { [bad[0]]: batchMessages.unknownColumn },
    });
  await db
    .insert(batchMappings)
    .values({ customerId, mapping })
    .onConflictDoUpdate({
      target: batchMappings.customerId,
      set: { mapping, updatedAt: new Date() },
    });
  return mapping as ColumnMapping;
}

/**
 * What a row may leave blank: the account's address, and the identity document of its latest
 * booking (a file has no room for one). Without a booking there is no document: refused.
 */
async function defaultsOf(
  context: ShippingContext,
  customer: CustomerRow,
): Promise<{ defaults: Omit<BatchDefaults, 'noInstructions'>; kycDocumentId: string }> {
  const [latest] = await context.db
    .select({ kyc: shipments.kycDocumentId, record: shipments.record })
    .from(shipments)
    .where(and(eq(shipments.customerId, customer.id), isNotNull(shipments.kycDocumentId)))
    .orderBy(desc(shipments.createdAt), desc(shipments.id))
    .limit(1);
  const file = latest?.kyc ? await context.documents.readFile(latest.kyc) : null;
  if (!latest?.kyc || !file) throw fileRefusal(batchMessages.noIdentityDocument, 422);
  return {
    kycDocumentId: latest.kyc,
    defaults: {
      sender: {
        company: customer.companyName,
        contact: customer.contactPerson,
        street: customer.address1,
        city: customer.city,
        country: HOME_COUNTRY_NAME,
        phone: customer.phone.replace(/[^\d+]/g, ''),
        email: customer.email,
      },
      kycType: String((latest.record as { kyc_type?: string }).kyc_type ?? ''),
      kycDocument: `data:${file.contentType};base64,${file.bytes.toString('base64')}`,
    },
  };
}

/** A placeholder that passes the document's own check: the real one is read when booking. */
const DOCUMENT_PLACEHOLDER = 'data:application/pdf;base64,JVBERi0x';

/**
 * Reads and checks a file without writing anything (the portal's preview, and the first half of
 * an upload): every row through the wizard's schema, errors per cell in English and Arabic.
 */
export async function checkUpload(
  context: ShippingContext,
  caller: BatchCaller,
  bytes: Buffer,
  mapping?: ColumnMapping,
): Promise<CheckedUpload> {
  const parsed = await parseUpload(bytes);
  if (!parsed.ok)
    throw fileRefusal(parsed.message, parsed.message === batchMessages.tooLarge ? 413 : 400);
  const { defaults, kycDocumentId } = await defaultsOf(context, caller.customer);
  const headersOf = (language: Language) => messageWordsIn(language).batch.columns;
  const used =
    mapping ??
    mappingFor(
      parsed.headers,
      LANGUAGES.map(headersOf),
      await rememberedMapping(context.db, caller.customer.id),
    );
  const fileHeader = new Map<BatchField, string>(
    Object.entries(used).map(([header, field]) => [field, header]),
  );
  const rowDefaults = (language: Language): BatchDefaults => ({
    ...defaults,
    kycDocument: DOCUMENT_PLACEHOLDER,
    noInstructions: messageWordsIn(language).batch.noInstructions,
  });
  const check = (language: Language, number: number, cells: string[]) =>
    inMessageLanguage(language, () =>
      checkBatchRow(
        bookingFormOfRow(mapRow(parsed.headers, cells, used), rowDefaults(language)),
        number,
        (field) => fileHeader.get(field) ?? headersOf(language)[field],
      ),
    );
  const rows = parsed.rows.map(({ number, cells }): CheckedRow => {
    const english = check('en', number, cells);
    if (english.ok) {
      const { kyc_document: _doc, ...form } = english.form;
      return { number, form, errors: [] };
    }
    const arabic = check('ar', number, cells);
    const errors = english.errors.map((error, i) => ({
      column: error.column,
      field: error.field,
      en: error.message,
      ar: (!arabic.ok && arabic.errors[i]?.message) || error.message,
    }));
    return { number, form: null, errors };
  });
  return {
    kind: parsed.kind,
    headers: parsed.headers,
    mapping: used,
    rows,
    kycType: defaults.kycType,
    kycDocumentId,
  };
}

/** The job that books a batch's pending rows, once per batch and run. */
export const batchJob = (batchId: number, runs: number, afterRow = 0) => ({
  name: 'batch' as const,
  data: { batchId },
  key: `batch:${batchId}:run:${runs}:after:${afterRow}`,
});

const fileHash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Rows inserted per statement (PostgreSQL's parameter limit is far above it). */
const INSERT_CHUNK = 500;

/**
 * Stores a checked upload as a batch and queues its valid rows, in one transaction. The file is
 * the batch's identity: the same file uploaded again answers the batch it made, and queues its
 * rows that failed (or wait) once more; rows booked before are never booked again.
 */
export async function createBatch(
  context: ShippingContext,
  caller: BatchCaller,
  bytes: Buffer,
  mapping?: ColumnMapping,
): Promise<{ publicId: string; replayed: boolean }> {
  const { db, jobs } = context;
  const hash = fileHash(bytes);
  const known = await findByHash(db, caller, hash);
  if (known) {
    await retryBatch(context, known.id);
    return { publicId: known.publicId, replayed: true };
  }
  const checked = await checkUpload(context, caller, bytes, mapping);
  const publicId = prefixedId('bat_');
  const valid = checked.rows.filter((r) => r.form).length;
  const created = await db.transaction(async (tx) => {
    const [batch] = await tx
      .insert(batches)
      .values({
        publicId,
        customerId: caller.customer.id,
        test: caller.test,
        fileHash: hash,
        fileKind: checked.kind,
        status: valid > 0 ? 'creating' : 'completed',
        language: caller.language,
        mapping: checked.mapping,
        kycType: checked.kycType,
        kycDocumentId: checked.kycDocumentId,
        rowCount: checked.rows.length,
        createdByUserId: caller.userId,
        apiKeyId: caller.apiKeyId,
        completedAt: valid > 0 ? null : new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: batches.id });
    if (!batch) return false;
    for (let i = 0; i < checked.rows.length; i += INSERT_CHUNK)
      await tx.insert(batchRows).values(
        checked.rows.slice(i, i + INSERT_CHUNK).map((row) => ({
          batchId: batch.id,
          rowNumber: row.number,
          key: `${publicId}:${row.number}`,
          status: row.form ? ('pending' as const) : ('invalid' as const),
          form: row.form,
          errors: row.errors,
        })),
      );
    if (valid > 0) await jobs.sendAll([batchJob(batch.id, 1)], tx);
    return true;
  });
  if (created) return { publicId, replayed: false };
  // The same file uploaded twice at the same moment: the other upload's batch.
  const other = await findByHash(db, caller, hash);
  return { publicId: other!.publicId, replayed: true };
}

async function findByHash(db: Db, caller: BatchCaller, hash: string) {
  const [row] = await db
    .select({ id: batches.id, publicId: batches.publicId })
    .from(batches)
    .where(
      and(
        eq(batches.customerId, caller.customer.id),
        eq(batches.test, caller.test),
        eq(batches.fileHash, hash),
      ),
    );
  return row;
}

/** Failed rows wait again and the batch is queued once more (a re-upload after a failure). */
async function retryBatch(context: ShippingContext, batchId: number): Promise<void> {
  await context.db.transaction(async (tx) => {
    const retried = await tx
      .update(batchRows)
      .set({ status: 'pending', errors: [] })
      .where(and(eq(batchRows.batchId, batchId), eq(batchRows.status, 'failed')))
      .returning({ row: batchRows.rowNumber });
    const [pending] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(batchRows)
      .where(and(eq(batchRows.batchId, batchId), eq(batchRows.status, 'pending')));
    if (retried.length === 0 && (pending?.n ?? 0) === 0) return;
    const [batch] = await tx
      .update(batches)
      .set({ status: 'creating', completedAt: null, runs: sql`${batches.runs} + 1` })
      .where(eq(batches.id, batchId))
      .returning({ runs: batches.runs });
    await context.jobs.sendAll([batchJob(batchId, batch!.runs)], tx);
  });
}

/** The batch of an account and mode by its public id; another account's is not found. */
export async function ownBatch(db: Db, customerId: number, test: boolean, publicId: string) {
  const [batch] = await db
    .select()
    .from(batches)
    .where(
      and(
        eq(batches.publicId, publicId),
        eq(batches.customerId, customerId),
        eq(batches.test, test),
      ),
    );
  if (!batch) throw batchNotFound();
  return batch;
}

/** A batch as the portal and the API read it: counts, and each row's errors and shipment. */
export interface BatchView {
  id: string;
  livemode: boolean;
  status: 'creating' | 'completed';
  fileKind: 'csv' | 'xlsx';
  createdAt: string;
  completedAt: string | null;
  counts: {
    rows: number;
    invalid: number;
    pending: number;
    created: number;
    failed: number;
  };
  mapping: Record<string, string>;
  rows: {
    row: number;
    status: 'invalid' | 'pending' | 'created' | 'failed';
    shipmentId: string | null;
    errors: { column: string; message: string }[];
  }[];
}

export async function readBatch(
  db: Db,
  customerId: number,
  test: boolean,
  publicId: string,
  language: Language,
): Promise<BatchView> {
  const batch = await ownBatch(db, customerId, test, publicId);
  const rows = await db
    .select({
      row: batchRows.rowNumber,
      status: batchRows.status,
      errors: batchRows.errors,
      shipmentId: shipments.publicId,
    })
    .from(batchRows)
    .leftJoin(shipments, eq(shipments.id, batchRows.shipmentId))
    .where(eq(batchRows.batchId, batch.id))
    .orderBy(asc(batchRows.rowNumber));
  const count = (status: string) => rows.filter((r) => r.status === status).length;
  return {
    id: batch.publicId,
    livemode: !batch.test,
    status: batch.status,
    fileKind: batch.fileKind,
    createdAt: batch.createdAt.toISOString(),
    completedAt: batch.completedAt?.toISOString() ?? null,
    counts: {
      rows: rows.length,
      invalid: count('invalid'),
      pending: count('pending'),
      created: count('created'),
      failed: count('failed'),
    },
    mapping: batch.mapping,
    rows: rows.map((r) => ({
      row: r.row,
      status: r.status,
      shipmentId: r.status === 'created' ? r.shipmentId : null,
      errors: r.errors.map((e) => ({ column: e.column, message: e[language] })),
    })),
  };
}

/** The preview of a checked upload, in the reader's language (nothing stored). */
export function previewOf(checked: CheckedUpload, language: Language) {
  return {
    fileKind: checked.kind,
    headers: checked.headers,
    mapping: checked.mapping,
    columns: BATCH_FIELDS.map((field) => ({
      field,
      header: messageWordsIn(language).batch.columns[field],
    })),
    counts: {
      rows: checked.rows.length,
      valid: checked.rows.filter((r) => r.form).length,
      invalid: checked.rows.filter((r) => !r.form).length,
    },
    errors: checked.rows.flatMap((r) =>
      r.errors.map((e) => ({ row: r.number, column: e.column, message: e[language] })),
    ),
    sample: checked.rows
      .filter((r) => r.form)
      .slice(0, BATCH_SAMPLE_ROWS)
      .map((r) => sampleOf(r.number, r.form!)),
  };
}

/** How many valid rows the preview shows as they will be booked. */
const BATCH_SAMPLE_ROWS = 10;

/** A valid row as the wizard's form holds it, in the preview's few columns. */
function sampleOf(row: number, form: Record<string, unknown>) {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const [line] = (form.shipment_items as Record<string, unknown>[] | undefined) ?? [];
  return {
    row,
    reference: text(form.reference_number),
    receiver: text(form.receiver_company_name) || text(form.receiver_attention),
    city: text(form.receiver_city),
    weightKg: text(line?.weight),
    pieces: text(line?.qty),
    codKwd: text(form.cod_amount),
  };
}

/** The shipments a batch created, in row order (its labels' order). */
export async function batchShipments(db: Db, batchId: number) {
  return db
    .select({
      id: shipments.id,
      awb: shipments.awb,
      shipmentNo: shipments.shipmentNo,
      record: shipments.record,
    })
    .from(batchRows)
    .innerJoin(shipments, eq(shipments.id, batchRows.shipmentId))
    .where(and(eq(batchRows.batchId, batchId), eq(batchRows.status, 'created')))
    .orderBy(asc(batchRows.rowNumber));
}
