import { eq } from 'drizzle-orm';
import { courierMessages } from '@courier/domain/courierRun';
import { isTrackingStatus, scanMove, type TrackingStatus } from '@courier/domain/tracking';
import { isCleanText, TEXT_LIMITS } from '@courier/domain/schemas/fields';
import type { Db } from '../db/client.ts';
import { shipments, trackingEvents } from '../db/schema/index.ts';
import { ApiError, notFound } from '../http/envelope.ts';
import type { StatusNotifier } from '../notifications/shipmentNotifications.ts';
import { addTrackingEvent, type NewEvent } from './trackingStore.ts';
import { newestEventsFirst } from './newestEventsFirst.ts';

/** Read when used, so the back office's scanner and the courier's phone get the reader's language. */
export const scanMessages = {
  get unknown(): string {
    return courierMessages.unknownShipment;
  },
};

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Scan = Omit<NewEvent, 'at' | 'skipped'> & { at?: Date };

/**
 * One scan, by the rules of the domain's `scanMove` (the ops events API and the back office's
 * scanner both come here): the AWB must be known; a forward jump is recorded with the stages it
 * skipped (missed scans are normal); only an impossible move is refused, with the reason. The
 * newest event is read and the new one written in one transaction with the shipment row locked,
 * so two scanners cannot both move it (a staff scan's audit entry and the customers' messages
 * go in the same transaction).
 */
export async function applyScan(
  db: Db,
  scan: Scan,
  options: {
    notify: StatusNotifier;
    alsoInTransaction?: (tx: Tx, move: { skipped: readonly TrackingStatus[] }) => Promise<void>;
  },
): Promise<{ skipped: readonly TrackingStatus[] }> {
  // A number no shipment can have (control characters from a decoded path, or a length no AWB
  // column holds) is unknown without asking the database, which would refuse it with an error.
  if (!isCleanText(scan.awb) || scan.awb.length > TEXT_LIMITS.id)
    throw notFound(scanMessages.unknown);
  return db.transaction(async (tx) => {
    const [shipment] = await tx
      .select({ id: shipments.id })
      .from(shipments)
      .where(eq(shipments.awb, scan.awb))
      .for('update');
    if (!shipment) throw notFound(scanMessages.unknown);
    const [latest] = await tx
      .select({ statusCode: trackingEvents.statusCode })
      .from(trackingEvents)
      .where(eq(trackingEvents.awb, scan.awb))
      .orderBy(...newestEventsFirst())
      .limit(1);
    const move =
      latest && isTrackingStatus(latest.statusCode)
        ? scanMove(latest.statusCode, scan.status)
        : ({ ok: true, skipped: [] } as const);
    if (!move.ok) throw new ApiError(409, move.reason);
    await addTrackingEvent(
      tx,
      {
        ...scan,
        at: scan.at ?? new Date(),
        signedBy: scan.status === 'delivered' ? (scan.signedBy ?? '') : '',
        skipped: move.skipped,
      },
      options.notify,
    );
    await options.alsoInTransaction?.(tx, { skipped: move.skipped });
    return { skipped: move.skipped };
  });
}
