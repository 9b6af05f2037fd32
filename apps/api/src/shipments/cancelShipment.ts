import { messageGroup } from '@courier/domain/messageWords';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { collections, collectionStates, shipmentCancellations } from '../db/schema/index.ts';
import { ApiError } from '../http/envelope.ts';
import type { JobQueue } from '../jobs/jobQueue.ts';
import type { StatusNotifier } from '../notifications/shipmentNotifications.ts';
import { addTrackingEvent } from '../tracking/trackingStore.ts';
import { recordPickupEvent } from '../webhooks/events.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const CANCEL_MESSAGES = messageGroup('cancel');

/** The shipment as the status rule sees it (admin/shipmentStatus.ts). */
export interface CancellableShipment {
  id: number;
  shipment_no: string;
  awb: string | null;
  status: string;
  /** A test booking's cancellation records no tracking event (no messages go out). */
  test?: boolean;
}

/**
 * Cancels a shipment not yet picked up: the back office's and the merchant API's one rule. The
 * cancellation, its tracking event (public tracking says "Shipment cancelled", never the reason),
 * its pickup leaving the collection queue and the caller's own record (`within`, an audit line)
 * commit together; 409 when it is already cancelled or on its way.
 */
export async function cancelShipment(
  db: Db,
  notifyStatus: StatusNotifier,
  row: CancellableShipment,
  cancellation: {
    reason: string;
    by: string;
    /** The job queue: the account's webhooks hear that the pickup failed (pickup.status_changed). */
    jobs?: JobQueue;
  },
  within: (tx: Tx) => Promise<void> = async () => undefined,
): Promise<void> {
  const allowed = row.status === 'not_booked' || row.status === 'booked';
  if (!allowed)
    throw new ApiError(
      409,
      row.status === 'cancelled' ? CANCEL_MESSAGES.already : CANCEL_MESSAGES.tooLate,
    );
  await db.transaction(async (tx) => {
    await tx.insert(shipmentCancellations).values({
      shipmentId: row.id,
      reason: cancellation.reason,
      cancelledBy: cancellation.by,
    });
    if (row.awb && !row.test)
      await addTrackingEvent(
        tx,
        {
          awb: row.awb,
          status: 'exception',
          location: 'Kuwait',
          remarks: 'Shipment cancelled',
          at: new Date(),
        },
        notifyStatus,
      );
    // Its pickup leaves the collection queue's work: failed, with the cancellation as reason.
    const [pickup] = await tx
      .select({ id: collections.id })
      .from(collections)
      .where(eq(collections.bookingNo, row.shipment_no));
    if (pickup) {
      const cancelled = {
        status: 'failed' as const,
        failureReason: 'Shipment cancelled',
        updatedAt: new Date(),
      };
      const [before] = await tx
        .select({ status: collectionStates.status })
        .from(collectionStates)
        .where(eq(collectionStates.collectionId, pickup.id));
      if (cancellation.jobs && !row.test)
        await recordPickupEvent(tx, cancellation.jobs, {
          collectionId: pickup.id,
          from: before?.status ?? 'requested',
          status: cancelled.status,
          failureReason: cancelled.failureReason,
          at: cancelled.updatedAt,
        });
      await tx
        .insert(collectionStates)
        .values({ collectionId: pickup.id, vehicle: '', driver: '', ...cancelled })
        .onConflictDoUpdate({ target: collectionStates.collectionId, set: cancelled });
    }
    await within(tx);
  });
}
