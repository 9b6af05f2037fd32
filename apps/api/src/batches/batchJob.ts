import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@courier/domain/language';
import { customers, batches, batchRows, shipments } from '../db/schema/index.ts';
import { ApiError } from '../http/envelope.ts';
import { inMessageLanguage, messageWordsIn } from '../http/messageLanguage.ts';
import type { JobQueue } from '../jobs/jobQueue.ts';
import { recordAndBook } from '../shipments/recordAndBook.ts';
import type { Booking } from '../shipments/shipmentRecord.ts';
import type { ShippingContext } from '../shipments/shippingServices.ts';
import { recordBatchCompleted } from '../webhooks/events.ts';
import { batchJob } from './batches.ts';

/** Rows one job books before it queues the next: a job stays far within the queue's expiry. */
const ROWS_PER_JOB = 100;

/** What a `batch` queue job carries. */
interface BatchJobData {
  batchId: number;
}

/** A row that could not be booked: its error in both languages, on no column. */
function failure(reason: string) {
  const say = (language: Language) => messageWordsIn(language).batch.rowFailed({ reason });
  return [{ column: '', field: null, en: say('en'), ar: say('ar') }];
}

/** Thrown in a booking's transaction when its row was booked meanwhile: it rolls back. */
class RowBookedAlready extends Error {}

/** The message of a refused booking's answer (the envelope's `message`). */
const answerMessage = (body: unknown) =>
  String((body as { Message?: unknown } | null)?.Message ?? '');

/**
 * Books the next pending rows of a batch through the shared use case, one row at a time. The row
 * is linked to its shipment in the booking's own transaction, and only while it is pending: a
 * job run twice (a crash, a retry, two workers) books no row twice. Then queues the rest, or
 * completes the batch and records `batch.completed`.
 */
async function runBatchJob(
  context: ShippingContext,
  batchId: number,
  log: FastifyBaseLogger,
): Promise<void> {
  const { db } = context;
  const [batch] = await db.select().from(batches).where(eq(batches.id, batchId));
  if (!batch || batch.status === 'completed') return;
  const [customer] = await db.select().from(customers).where(eq(customers.id, batch.customerId));
  if (!customer) return;
  const file = await context.documents.readFile(batch.kycDocumentId);
  const kycDocument = file
    ? `data:${file.contentType};base64,${file.bytes.toString('base64')}`
    : '';
  const pending = await db
    .select({ rowNumber: batchRows.rowNumber, form: batchRows.form })
    .from(batchRows)
    .where(and(eq(batchRows.batchId, batchId), eq(batchRows.status, 'pending')))
    .orderBy(asc(batchRows.rowNumber))
    .limit(ROWS_PER_JOB);
  const language = batch.language;
  for (const row of pending) {
    const thisRow = and(
      eq(batchRows.batchId, batchId),
      eq(batchRows.rowNumber, row.rowNumber),
      eq(batchRows.status, 'pending'),
    );
    const booking = { ...row.form, kyc_document: kycDocument } as unknown as Booking;
    const outcome = await inMessageLanguage(language, () =>
      recordAndBook(
        context,
        {
          customer,
          language,
          callbackBase: () => context.config.publicUrl,
          test: batch.test,
          actor: { userId: batch.createdByUserId, apiKeyId: batch.apiKeyId },
        },
        booking,
        // The row's key: linked in the booking's transaction, so a second run rolls back.
        async (tx, answer) => {
          const shipmentId = (answer.body as { shipmentId?: string }).shipmentId;
          const linked = await tx
            .update(batchRows)
            .set({
              status: 'created',
              shipmentId: sql`(select ${shipments.id} from ${shipments} where ${shipments.publicId} = ${shipmentId ?? ''})`,
            })
            .where(thisRow)
            .returning({ row: batchRows.rowNumber });
          if (linked.length === 0) throw new RowBookedAlready();
        },
        `batch:${batch.publicId}`,
        log,
      ).catch((err: unknown) => {
        if (err instanceof RowBookedAlready) return null;
        // A refusal of the use case fails the row; anything else fails the job, which is retried.
        if (!(err instanceof ApiError)) throw err;
        const answer = { status: err.statusCode, body: { Message: err.message } };
        return { kind: 'refused' as const, answer };
      }),
    );
    if (!outcome || outcome.kind === 'booked') continue;
    const errors =
      outcome.kind === 'refused'
        ? failure(answerMessage(outcome.answer.body))
        : failure(outcome.retryable ? outcome.message : outcome.errors.join(' '));
    await db
      .update(batchRows)
      .set({ status: 'failed', errors, shipmentId: null })
      .where(and(eq(batchRows.batchId, batchId), eq(batchRows.rowNumber, row.rowNumber)));
  }
  await finishOrContinue(context, batch, pending.at(-1)?.rowNumber ?? 0);
}

/** Queues the next rows, or completes the batch (with its webhook event) when none wait. */
async function finishOrContinue(
  context: ShippingContext,
  batch: typeof batches.$inferSelect,
  lastRow: number,
): Promise<void> {
  await context.db.transaction(async (tx) => {
    const counts = await tx
      .select({ status: batchRows.status, n: sql<number>`count(*)::int` })
      .from(batchRows)
      .where(eq(batchRows.batchId, batch.id))
      .groupBy(batchRows.status);
    const of = (status: string) => counts.find((c) => c.status === status)?.n ?? 0;
    if (of('pending') > 0) {
      await context.jobs.sendAll([batchJob(batch.id, batch.runs, lastRow)], tx);
      return;
    }
    const completedAt = new Date();
    const done = await tx
      .update(batches)
      .set({ status: 'completed', completedAt })
      .where(and(eq(batches.id, batch.id), eq(batches.status, 'creating')))
      .returning({ id: batches.id });
    if (done.length === 0) return;
    await recordBatchCompleted(tx, context.jobs, {
      customerId: batch.customerId,
      batchId: batch.publicId,
      run: batch.runs,
      livemode: !batch.test,
      counts: {
        rows: counts.reduce((sum, c) => sum + c.n, 0),
        invalid: of('invalid'),
        created: of('created'),
        failed: of('failed'),
      },
      completedAt,
    });
  });
}

/** The `batch` queue's worker (registered with the shipping area, which holds its services). */
export function registerBatchWorker(
  queue: JobQueue,
  context: ShippingContext,
  log: FastifyBaseLogger,
): void {
  queue.work('batch', async (data) => {
    await runBatchJob(context, (data as BatchJobData).batchId, log);
  });
}
