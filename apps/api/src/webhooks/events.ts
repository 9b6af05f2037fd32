import { and, eq, sql } from 'drizzle-orm';
import { TRACKING_STATUS_LABELS, type TrackingStatus } from '@courier/domain/tracking';
import type { WebhookEventType } from '@courier/domain/schemas/webhooks';
import type { Db } from '../db/client.ts';
import {
  collections,
  collectionShipments,
  shipmentCancellations,
  shipments,
  trackingEvents,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '../db/schema/index.ts';
import type { JobQueue, QueuedJob } from '../jobs/jobQueue.ts';
import type { Tx } from '../jobs/sqlAdapters.ts';
import { filsToKwdString } from '@courier/domain/money';
import { prefixedId } from './ids.ts';

/** What a `webhook` queue job carries. */
export interface WebhookJob {
  deliveryId: number;
  /** A resend asked for by the customer: one attempt, outside the retry schedule. */
  manual?: boolean;
}

/** The job of a delivery's attempt `n` (once per delivery and attempt, however often queued). */
export const attemptJob = (deliveryId: number, attempt: number, startAfter?: Date): QueuedJob => ({
  name: 'webhook',
  data: { deliveryId } satisfies WebhookJob,
  key: `webhook:${deliveryId}:attempt:${attempt}`,
  ...(startAfter ? { startAfter } : {}),
});

interface NewEvents {
  customerId: number;
  /** Deliveries of one subject go out in the order of their events. */
  subject: string;
  /** The change the events describe: each (source, type) is recorded once. */
  source: string;
  events: { type: WebhookEventType; data: Record<string, unknown> }[];
}

/**
 * Records a change's events and queues their deliveries, in the caller's transaction: nothing is
 * sent for a change that rolls back, and the jobs become visible to the workers when it commits.
 * Only the customer's enabled endpoints that want a type get it; with none, nothing is written.
 */
async function recordEvents(tx: Tx | Db, queue: JobQueue, input: NewEvents): Promise<void> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(
      and(eq(webhookEndpoints.customerId, input.customerId), eq(webhookEndpoints.enabled, true)),
    );
  const jobs: QueuedJob[] = [];
  for (const event of input.events) {
    const wanting = endpoints.filter((e) => e.events.includes(event.type));
    if (wanting.length === 0) continue;
    const [row] = await tx
      .insert(webhookEvents)
      .values({
        publicId: prefixedId('evt_'),
        customerId: input.customerId,
        type: event.type,
        subject: input.subject,
        source: input.source,
        data: event.data,
      })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    // Recorded before (the same change told twice): its deliveries were queued then.
    if (!row) continue;
    const deliveries = await tx
      .insert(webhookDeliveries)
      .values(
        wanting.map((endpoint) => ({
          publicId: prefixedId('whd_'),
          endpointId: endpoint.id,
          eventId: row.id,
          subject: input.subject,
          nextAttemptAt: new Date(),
        })),
      )
      .returning({ id: webhookDeliveries.id });
    for (const delivery of deliveries) jobs.push(attemptJob(delivery.id, 1));
  }
  await queue.sendAll(jobs, tx);
}

/** A tracking event of a shipment: the types it makes. */
function shipmentTypes(status: TrackingStatus, cancelled: boolean): WebhookEventType[] {
  if (status === 'booked') return ['shipment.created'];
  const types: WebhookEventType[] = ['shipment.status_changed'];
  if (status === 'delivered') types.push('shipment.delivered');
  if (status === 'exception') types.push(cancelled ? 'shipment.cancelled' : 'shipment.exception');
  return types;
}

/**
 * The events of one tracking event (the StatusNotifier calls this in the event's transaction):
 * `shipment.created` for the booking, then `shipment.status_changed` for each later status, with
 * `shipment.delivered`, `shipment.exception` or `shipment.cancelled` besides. Only for a shipment
 * of an account customer that has an endpoint wanting one of them: one query otherwise.
 */
export async function recordShipmentEvents(
  tx: Tx | Db,
  queue: JobQueue,
  change: { awb: string; status: TrackingStatus; eventId: number },
): Promise<void> {
  const [shipment] = await tx
    .select({
      id: shipments.id,
      publicId: shipments.publicId,
      shipmentNo: shipments.shipmentNo,
      customerId: shipments.customerId,
      reference: sql<string>`coalesce(${shipments.record}->>'reference_number', '')`,
      wanted: sql<number>`(select count(*)::int from ${webhookEndpoints} where ${webhookEndpoints.customerId} = ${shipments.customerId} and ${webhookEndpoints.enabled})`,
      cancelled: sql<boolean>`exists (select 1 from ${shipmentCancellations} where ${shipmentCancellations.shipmentId} = ${shipments.id})`,
    })
    .from(shipments)
    .where(eq(shipments.awb, change.awb));
  if (!shipment?.customerId || shipment.wanted === 0) return;
  const [event] = await tx
    .select()
    .from(trackingEvents)
    .where(eq(trackingEvents.id, change.eventId));
  const cancelled = change.status === 'exception' && shipment.cancelled;
  const data = {
    shipment: {
      id: shipment.publicId,
      shipment_no: shipment.shipmentNo,
      awb: change.awb,
      reference: shipment.reference,
      status: cancelled ? 'cancelled' : change.status,
    },
    tracking_event: {
      status: change.status,
      status_label: TRACKING_STATUS_LABELS[change.status],
      location: event?.location ?? '',
      remarks: event?.remarks ?? '',
      occurred_at: (event?.occurredAt ?? new Date()).toISOString(),
      ...(change.status === 'delivered' ? { signed_by: event?.signedBy ?? '' } : {}),
    },
  };
  await recordEvents(tx, queue, {
    customerId: shipment.customerId,
    subject: `shipment:${shipment.publicId}`,
    source: `tracking_event:${change.eventId}`,
    events: shipmentTypes(change.status, cancelled).map((type) => ({ type, data })),
  });
}

/**
 * `pickup.status_changed`: a collection of an account customer moved (back office, or its
 * shipment cancelled), in the transaction that moved it. `at` is the move's time (its source).
 */
export async function recordPickupEvent(
  tx: Tx | Db,
  queue: JobQueue,
  change: {
    collectionId: number;
    from: string;
    status: string;
    failureReason: string;
    at: Date;
  },
): Promise<void> {
  if (change.from === change.status) return;
  const [collection] = await tx
    .select({
      bookingNo: collections.bookingNo,
      customerId: collections.customerId,
      date: sql<string>`coalesce(${collections.record}->>'collection_date', '')`,
    })
    .from(collections)
    .where(eq(collections.id, change.collectionId));
  if (!collection?.customerId) return;
  const picked = await tx
    .select({ no: shipments.shipmentNo, awb: shipments.awb })
    .from(collectionShipments)
    .innerJoin(shipments, eq(shipments.id, collectionShipments.shipmentId))
    .where(eq(collectionShipments.collectionId, change.collectionId));
  // A booking's own pickup has the booking's number and no links: it collects that shipment.
  if (picked.length === 0)
    picked.push(
      ...(await tx
        .select({ no: shipments.shipmentNo, awb: shipments.awb })
        .from(shipments)
        .where(
          and(
            eq(shipments.shipmentNo, collection.bookingNo),
            eq(shipments.customerId, collection.customerId),
          ),
        )),
    );
  await recordEvents(tx, queue, {
    customerId: collection.customerId,
    subject: `pickup:${collection.bookingNo}`,
    source: `collection:${change.collectionId}:${change.at.getTime()}`,
    events: [
      {
        type: 'pickup.status_changed',
        data: {
          pickup: {
            id: collection.bookingNo,
            status: change.status,
            previous_status: change.from,
            collection_date: collection.date,
            failure_reason: change.failureReason,
            shipments: picked.map((s) => ({ shipment_no: s.no, awb: s.awb })),
          },
        },
      },
    ],
  });
}

/** `cod.collected`: the cash of a COD shipment was recorded at delivery (once per shipment). */
export async function recordCodCollected(
  tx: Tx | Db,
  queue: JobQueue,
  change: {
    customerId: number;
    entryId: string;
    shipment: { id: string; shipmentNo: string; awb: string };
    codAmountFils: number;
    figures: { collectedFils: number; feeFils: number; shippingFils: number; netFils: number };
    collectedAt: Date;
  },
): Promise<void> {
  const { figures } = change;
  await recordEvents(tx, queue, {
    customerId: change.customerId,
    subject: `shipment:${change.shipment.id}`,
    source: `cod_entry:${change.entryId}`,
    events: [
      {
        type: 'cod.collected',
        data: {
          cod: {
            id: change.entryId,
            shipment: {
              id: change.shipment.id,
              shipment_no: change.shipment.shipmentNo,
              awb: change.shipment.awb,
            },
            currency: 'KWD',
            cod_amount_fils: change.codAmountFils,
            collected_fils: figures.collectedFils,
            fee_fils: figures.feeFils,
            shipping_fils: figures.shippingFils,
            net_fils: figures.netFils,
            collected_at: change.collectedAt.toISOString(),
          },
        },
      },
    ],
  });
}

/** `remittance.paid`: finance paid an account's pending COD entries of a period. */
export async function recordRemittancePaid(
  tx: Tx | Db,
  queue: JobQueue,
  change: {
    customerId: number;
    remittanceId: string;
    period: { from: string; to: string };
    totalFils: number;
    entries: readonly string[];
  },
): Promise<void> {
  await recordEvents(tx, queue, {
    customerId: change.customerId,
    subject: `remittance:${change.remittanceId}`,
    source: `remittance:${change.remittanceId}`,
    events: [
      {
        type: 'remittance.paid',
        data: {
          remittance: {
            id: change.remittanceId,
            period_from: change.period.from,
            period_to: change.period.to,
            currency: 'KWD',
            total_fils: change.totalFils,
            total_kwd: filsToKwdString(change.totalFils),
            entries: change.entries,
          },
        },
      },
    ],
  });
}

/** `batch.completed`: every valid row of a bulk upload was booked or failed (once per run). */
export async function recordBatchCompleted(
  tx: Tx | Db,
  queue: JobQueue,
  change: {
    customerId: number;
    batchId: string;
    run: number;
    livemode: boolean;
    counts: { rows: number; invalid: number; created: number; failed: number };
    completedAt: Date;
  },
): Promise<void> {
  await recordEvents(tx, queue, {
    customerId: change.customerId,
    subject: `batch:${change.batchId}`,
    source: `batch:${change.batchId}:run:${change.run}`,
    events: [
      {
        type: 'batch.completed',
        data: {
          batch: {
            id: change.batchId,
            livemode: change.livemode,
            rows: change.counts.rows,
            invalid: change.counts.invalid,
            created: change.counts.created,
            failed: change.counts.failed,
            completed_at: change.completedAt.toISOString(),
          },
        },
      },
    ],
  });
}

/**
 * `return.created`: a return of one of the account's delivered shipments was made (portal,
 * merchant API or the customer's link), once per return. Recorded in the return's booking
 * transaction, before the carrier gives it an AWB: `shipment.created` follows with the AWB.
 */
export async function recordReturnCreated(
  tx: Tx | Db,
  queue: JobQueue,
  change: {
    customerId: number;
    returned: { id: string; shipmentNo: string };
    original: { id: string; shipmentNo: string; awb: string | null };
    pickupRequested: boolean;
    createdAt: Date;
  },
): Promise<void> {
  await recordEvents(tx, queue, {
    customerId: change.customerId,
    subject: `shipment:${change.original.id}`,
    source: `return:${change.returned.id}`,
    events: [
      {
        type: 'return.created',
        data: {
          return: {
            id: change.returned.id,
            shipment_no: change.returned.shipmentNo,
            original_shipment: {
              id: change.original.id,
              shipment_no: change.original.shipmentNo,
              awb: change.original.awb,
            },
            pickup_requested: change.pickupRequested,
            created_at: change.createdAt.toISOString(),
          },
        },
      },
    ],
  });
}
