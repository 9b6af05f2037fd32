import { trackedShipments, type TrackedShipment } from '@courier/demo-data/shipments';
import { TRACKING_STATUS_LABELS } from '@courier/domain/tracking';
import { eq } from 'drizzle-orm';
import { shipments, trackingEvents } from '../db/schema/index.ts';
import type { SeedTx } from './run.ts';

/** Kuwait is UTC+3 all year (no daylight saving): a shown date and time back to an instant. */
const kuwaitInstant = (date: string, time: string) => new Date(`${date}T${time}:00+03:00`);

/** What the tracking screens read from a booking record (routes/tracking.ts). */
function trackingRecord(shipment: TrackedShipment) {
  const [city = '', country = ''] = shipment.destination.split(', ');
  return {
    shipment_date: shipment.awbDate,
    receiver_city: city,
    receiver_country_name: country,
    receiver_attention: shipment.receiverName,
    demo: true,
  };
}

/**
 * The demo shipments named in the README (the same numbers and history as the mock API), so a
 * newcomer can try tracking on the real API at once. An AWB that already exists is left alone.
 */
export async function seedTrackedShipments(tx: SeedTx): Promise<void> {
  for (const shipment of trackedShipments) {
    const inserted = await tx
      .insert(shipments)
      .values({
        publicId: `demo-${shipment.awb}`,
        // A public booking's number is its AWB (createShipment): the demo's are numbered alike.
        shipmentNo: shipment.awb,
        variant: 'public',
        record: trackingRecord(shipment),
        totalAmountFils: 0,
        paymentType: 'cash',
        awb: shipment.awb,
        carrierStatus: 'booked',
        createdAt: kuwaitInstant(shipment.awbDate, shipment.awbTime),
      })
      .onConflictDoNothing()
      .returning({ id: shipments.id });
    if (inserted.length === 0) continue;
    await tx.insert(trackingEvents).values(
      shipment.events.map((event) => ({
        awb: shipment.awb,
        statusCode: event.status,
        status: TRACKING_STATUS_LABELS[event.status],
        location: event.location,
        remarks: event.details,
        eventDate: event.date,
        eventTime: event.time,
        occurredAt: kuwaitInstant(event.date, event.time),
      })),
    );
  }
}

/** Databases seeded when the demo's numbers were 'DEMO-<awb>': numbered by their AWB instead. */
export async function renumberTrackedShipments(tx: SeedTx): Promise<void> {
  for (const shipment of trackedShipments)
    await tx
      .update(shipments)
      .set({ shipmentNo: shipment.awb })
      .where(eq(shipments.shipmentNo, `DEMO-${shipment.awb}`));
}
