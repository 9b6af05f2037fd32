import { and, asc, eq, isNull } from 'drizzle-orm';
import { kuwaitDateTime } from '@courier/domain/kuwaitClock';
import { TRACKING_STATUS_LABELS, type TrackingStatus } from '@courier/domain/tracking';
import type { BuiltInCarrierStore } from '../carrier/BuiltInCarrierAdapter.ts';
import type { TrackingEvent } from '../carrier/CarrierAdapter.ts';
import type { Db } from '../db/client.ts';
import { shipments, trackingEvents } from '../db/schema/index.ts';
import type { StatusNotifier } from '../notifications/shipmentNotifications.ts';

export interface NewEvent {
  awb: string;
  status: TrackingStatus;
  location: string;
  remarks: string;
  /** When it happened; date and time are shown in Kuwait time. */
  at: Date;
  /** Shown date/time when the scanner gave them (YYYY-MM-DD, HH:mm), else taken from `at`. */
  date?: string;
  time?: string;
  /** Delivered scans: who signed. */
  signedBy?: string;
  /** Stages this scan jumped over (recorded, never a reason to drop the scan). */
  skipped?: readonly TrackingStatus[];
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Records one event; `notify` (the app's StatusNotifier) queues the customers' messages in the
 * same transaction. Seeds and tests that only need history leave it out. Answers the event id.
 */
export async function addTrackingEvent(
  db: Db | Tx,
  event: NewEvent,
  notify?: StatusNotifier,
): Promise<number> {
  const shown = kuwaitDateTime(event.at);
  const [row] = await db
    .insert(trackingEvents)
    .values({
      awb: event.awb,
      statusCode: event.status,
      status: TRACKING_STATUS_LABELS[event.status],
      location: event.location,
      remarks: event.remarks,
      eventDate: event.date ?? shown.date,
      eventTime: event.time ?? shown.time,
      occurredAt: event.at,
      signedBy: event.signedBy ?? '',
      skipped: (event.skipped ?? []).join(','),
    })
    .returning({ id: trackingEvents.id });
  await notify?.(db, { awb: event.awb, status: event.status, eventId: row!.id });
  return row!.id;
}

/**
 * Gives a recorded shipment its airway bill once. Atomic: the row is locked, so two bookings of
 * the same shipment (double click, two processes) end with one AWB and one 'Booked' event.
 */
export async function markBooked(
  db: Db,
  input: {
    shipmentNo: string;
    awb: string;
    data?: Record<string, unknown>;
    location: string;
    at: Date;
  },
  notify?: StatusNotifier,
): Promise<{ awb: string; created: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: shipments.id, awb: shipments.awb })
      .from(shipments)
      .where(eq(shipments.shipmentNo, input.shipmentNo))
      .for('update');
    if (!row) throw new Error(`No recorded shipment ${input.shipmentNo}`);
    if (row.awb) return { awb: row.awb, created: false };
    await tx
      .update(shipments)
      .set({ awb: input.awb, carrierStatus: 'booked', carrierData: input.data ?? null })
      .where(and(eq(shipments.id, row.id), isNull(shipments.awb)));
    await addTrackingEvent(
      tx,
      {
        awb: input.awb,
        status: 'booked',
        location: input.location,
        remarks: 'Shipment booked',
        at: input.at,
      },
      notify,
    );
    return { awb: input.awb, created: true };
  });
}

/** The built-in carrier's store: bookings on the shipments table, events in tracking_events. */
export function builtInCarrierStore(db: Db, notify?: StatusNotifier): BuiltInCarrierStore {
  return {
    async recordBooking({ shipmentNo, awb, firstEvent }) {
      return markBooked(
        db,
        { shipmentNo, awb, location: firstEvent.location, at: new Date() },
        notify,
      );
    },
    async events(awb) {
      const rows = await db
        .select()
        .from(trackingEvents)
        .where(eq(trackingEvents.awb, awb))
        .orderBy(asc(trackingEvents.occurredAt), asc(trackingEvents.id));
      if (rows.length === 0) return null;
      return rows.map((r): TrackingEvent => ({
        date: r.eventDate,
        time: r.eventTime,
        status: r.status,
        location: r.location,
        remarks: r.remarks,
      }));
    },
  };
}
