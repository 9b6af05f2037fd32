import type { Tracks, TrackingRow } from '@courier/api-client/endpoints/tracking';
import { TRACKING_STATUS_LABELS } from '@courier/domain/tracking';
import type { MockDb } from '../db.ts';
import type { TrackedShipment } from '../fixtures/shipments.ts';

export function findTracked(db: MockDb, number: string): TrackedShipment | undefined {
  const key = number.trim().toUpperCase();
  for (const shipment of db.tracked.values()) {
    if (shipment.awb.toUpperCase() === key || shipment.forwarderNo.toUpperCase() === key)
      return shipment;
  }
  return undefined;
}

function latest(shipment: TrackedShipment) {
  return shipment.events[shipment.events.length - 1];
}

/** The new-source answer of tracks: history newest first. */
export function toTracks(shipment: TrackedShipment): Tracks {
  const current = latest(shipment);
  return {
    data: {
      status: 'SUCCESS',
      shipmentDetails: {
        airwayBillNo: shipment.awb,
        awbDate: shipment.awbDate,
        destination: shipment.destination,
        forwarder: shipment.forwarder,
        forwarderNo: shipment.forwarderNo,
        forwarder2: shipment.forwarder2,
        forwarderNo2: shipment.forwarderNo2,
      },
      statusDetails: {
        status: current ? TRACKING_STATUS_LABELS[current.status] : '',
        remarks: shipment.remarks,
        deliveryDate: shipment.deliveryDate,
        deliveryTime: shipment.deliveryTime,
        receiverName: shipment.receiverName,
      },
      shipmentHistory: [...shipment.events].reverse().map((event) => ({
        date: event.date,
        time: event.time,
        shipmentStatus: TRACKING_STATUS_LABELS[event.status],
        shipmentDetails: event.details,
        location: event.location,
      })),
    },
  };
}

/** A row of tracking_data. */
export function toTrackingRow(shipment: TrackedShipment): TrackingRow {
  const current = latest(shipment);
  return {
    ShipmentNo: shipment.awb,
    ShipDate: shipment.awbDate,
    ShipTime: shipment.awbTime,
    Status: current ? TRACKING_STATUS_LABELS[current.status] : '',
    Remarks: shipment.remarks || (current?.details ?? ''),
  };
}
