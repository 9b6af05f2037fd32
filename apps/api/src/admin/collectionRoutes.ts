import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CollectionRow } from '@courier/api-client/admin';
import type { Db } from '../db/client.ts';
import { collections, collectionStates } from '../db/schema/index.ts';
import { ApiError, notFound, success } from '../http/envelope.ts';
import type { AdminContext } from './adminContext.ts';
import { adminRoute, staffOf } from './adminRoute.ts';
import { recordAudit } from './audit.ts';
import { renderRunSheetPdf } from './runSheetPdf.ts';
import { recordPickupEvent } from '../webhooks/events.ts';
import { STAFF_MESSAGES } from './staffMessages.ts';

/** Allowed moves of the collection queue: requested -> scheduled -> collected, or failed. */
const NEXT: Record<CollectionRow['status'], CollectionRow['status'][]> = {
  requested: ['requested', 'scheduled', 'failed'],
  scheduled: ['scheduled', 'collected', 'failed', 'requested'],
  collected: ['collected'],
  failed: ['failed', 'scheduled'],
};

const str = (record: Record<string, unknown>, key: string) => String(record[key] ?? '');

export async function collectionsOn(db: Db, date: string): Promise<CollectionRow[]> {
  const rows = await db
    .select({ c: collections, s: collectionStates })
    .from(collections)
    .leftJoin(collectionStates, eq(collectionStates.collectionId, collections.id))
    .where(sql`${collections.record}->>'collection_date' = ${date}`);
  return rows
    .map(({ c, s }) => ({
      id: c.id,
      bookingNo: c.bookingNo,
      date,
      slot: str(c.record, 'collection_ready_time'),
      closing: str(c.record, 'collection_closing_time'),
      company: str(c.record, 'company_name'),
      contact: str(c.record, 'contact_person'),
      phone: str(c.record, 'mobile_number'),
      address: [str(c.record, 'address'), str(c.record, 'city')].filter(Boolean).join(', '),
      weight: str(c.record, 'total_weight'),
      status: s?.status ?? 'requested',
      vehicle: s?.vehicle || str(c.record, 'vehicle_type'),
      driver: s?.driver ?? '',
      failureReason: s?.failureReason ?? '',
    }))
    .sort((a, b) => a.slot.localeCompare(b.slot) || a.bookingNo.localeCompare(b.bookingNo));
}

/** The collection queue by date and time slot, its status moves, and the day's run sheet. */
export function collectionRoutes(app: FastifyInstance, { db, config, jobs }: AdminContext): void {
  const deps = { db, idleMinutes: config.admin.idleMinutes };

  adminRoute(app, deps, 'admin_collections', async ({ date }) =>
    success('Collections', { rows: await collectionsOn(db, date) }),
  );
  registerCollectionUpdateRoute(app, { db, config, jobs });

  adminRoute(app, deps, 'admin_run_sheet', async ({ date }) => {
    const rows = (await collectionsOn(db, date)).filter((r) => r.status !== 'failed');
    const pdf = await renderRunSheetPdf(date, rows);
    return success('Run sheet', {
      fileName: `run-sheet-${date}.pdf`,
      dataUrl: `data:application/pdf;base64,${pdf.toString('base64')}`,
    });
  });
}

/** A collection's status move, with its pickup event and audit entry. */
function registerCollectionUpdateRoute(
  app: FastifyInstance,
  { db, config, jobs }: Pick<AdminContext, 'db' | 'config' | 'jobs'>,
): void {
  const deps = { db, idleMinutes: config.admin.idleMinutes };
  adminRoute(app, deps, 'admin_collection_update', async (form, request) => {
    const staff = staffOf(request);
    const [collection] = await db.select().from(collections).where(eq(collections.id, form.id));
    if (!collection) throw notFound(STAFF_MESSAGES.collectionNotFound);
    if (form.status === 'failed' && !form.failureReason)
      throw new ApiError(400, STAFF_MESSAGES.failureReason, {
        errors: { failureReason: STAFF_MESSAGES.failureReason },
      });
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(collectionStates)
        .where(eq(collectionStates.collectionId, form.id))
        .for('update');
      const from = before?.status ?? 'requested';
      if (!NEXT[from].includes(form.status))
        throw new ApiError(409, `A ${from} collection cannot become ${form.status}.`);
      const values = {
        status: form.status,
        vehicle: form.vehicle,
        driver: form.driver,
        failureReason: form.status === 'failed' ? form.failureReason : '',
        updatedAt: new Date(),
      };
      await tx
        .insert(collectionStates)
        .values({ collectionId: form.id, ...values })
        .onConflictDoUpdate({ target: collectionStates.collectionId, set: values });
      // The account's webhook endpoints hear of the move once it commits.
      await recordPickupEvent(tx, jobs, {
        collectionId: form.id,
        from,
        status: values.status,
        failureReason: values.failureReason,
        at: values.updatedAt,
      });
      await recordAudit(tx, staff, {
        action: 'collection.update',
        table: 'collections',
        recordId: collection.bookingNo,
        before: before
          ? { status: before.status, vehicle: before.vehicle, driver: before.driver }
          : { status: 'requested' },
        after: {
          status: values.status,
          vehicle: values.vehicle,
          driver: values.driver,
          failureReason: values.failureReason,
        },
      });
    });
    return success(STAFF_MESSAGES.collectionUpdated, {});
  });
}
