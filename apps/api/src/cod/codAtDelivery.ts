import { eq } from 'drizzle-orm';
import type { Language } from '@courier/domain/language';
import type { TrackingStatus } from '@courier/domain/tracking';
import { isPaidOnline } from '@courier/domain/cod';
import { codEntries, shipments } from '../db/schema/index.ts';
import type { JobQueue } from '../jobs/jobQueue.ts';
import type { Tx } from '../jobs/sqlAdapters.ts';
import { CodProblem, recordCollection } from './codLedger.ts';

/**
 * The COD part of a staff scan, in the scan's transaction: a "delivered" scan of a COD shipment
 * must say the cash collected (the screen asks for it; not when the receiver paid online before),
 * which is recorded once; an amount sent with any other scan, or for a shipment without COD, is
 * refused, and the scan with it.
 */
export async function codAtDelivery(
  tx: Tx,
  queue: JobQueue,
  scan: { awb: string; status: TrackingStatus; collectedFils: number | undefined; by: string },
  language: Language,
): Promise<void> {
  const [shipment] = await tx
    .select({
      cod: shipments.codAmountFils,
      test: shipments.test,
      recordedBy: codEntries.recordedBy,
    })
    .from(shipments)
    .leftJoin(codEntries, eq(codEntries.shipmentId, shipments.id))
    .where(eq(shipments.awb, scan.awb));
  const isCod = shipment?.cod != null && !shipment.test;
  if (scan.collectedFils !== undefined && scan.status !== 'delivered')
    throw new CodProblem(422, 'notDelivered', language);
  if (scan.status !== 'delivered') return;
  if (!isCod) {
    if (scan.collectedFils !== undefined) throw new CodProblem(422, 'notCod', language);
    return;
  }
  // Paid online by the receiver from the delivery link: nothing was to be collected at the door.
  if (scan.collectedFils === undefined && isPaidOnline(shipment.recordedBy)) return;
  if (scan.collectedFils === undefined) throw new CodProblem(422, 'collected', language);
  await recordCollection(
    tx,
    queue,
    { awb: scan.awb, collectedFils: scan.collectedFils, by: scan.by, at: new Date() },
    language,
  );
}
