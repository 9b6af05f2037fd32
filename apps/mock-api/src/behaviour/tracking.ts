import type { Tracks, TrackingRow } from '@courier/api-client/endpoints/tracking';
import { expectedDeliveryWindow, routeZone, transitFor } from '@courier/domain/expectedDelivery';
import type { Language } from '@courier/domain/language';
import { ownRemarkIn } from '@courier/domain/ownRemarks';
import { OWN_FORWARDER, trackingStatusLabel } from '@courier/domain/tracking';
import type { MockDb } from '../db.ts';
import { messageWordsIn } from '../messageLanguage.ts';
import { placeIn } from './arabicNames.ts';
import { findCountry } from './lookup.ts';
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

type Scan = TrackedShipment['events'][number];

/** A scan's status and remarks in `lang`, as the API's eventWords: ours from the catalogues. */
const statusIn = (event: Scan, lang: Language) => trackingStatusLabel(event.status, lang) ?? '';
const remarksIn = (remarks: string, lang: Language) => ownRemarkIn(remarks, messageWordsIn(lang));

/**
 * The new-source answer of tracks, history newest first, built as the API builds it
 * (apps/api/src/tracking/trackingAnswers.ts): we are the forwarder, the remarks are the latest
 * scan's and the delivery is the delivered scan's, so `pnpm dev` tracks as `pnpm start` does.
 */
export function toTracks(db: MockDb, shipment: TrackedShipment, lang: Language = 'en'): Tracks {
  const current = latest(shipment);
  const delivered = shipment.events.find((event) => event.status === 'delivered');
  // As the API reckons a shipment booked without one of our services: by its destination's zone.
  const country = findCountry(db, shipment.destination.split(', ').at(-1) ?? '');
  const window = expectedDeliveryWindow({
    bookedOn: shipment.awbDate,
    events: [...shipment.events].reverse().map((e) => ({ statusCode: e.status, date: e.date })),
    transit: transitFor(undefined, routeZone('', country?.zone ?? '')),
  });
  return {
    data: {
      status: 'SUCCESS',
      shipmentDetails: {
        airwayBillNo: shipment.awb,
        awbDate: shipment.awbDate,
        destination: placeIn(shipment.destination, lang),
        forwarder: OWN_FORWARDER,
        forwarderNo: shipment.awb,
        forwarder2: '',
        forwarderNo2: '',
      },
      statusDetails: {
        status: current ? statusIn(current, lang) : '',
        remarks: remarksIn(current?.details ?? '', lang),
        deliveryDate: delivered?.date ?? '',
        deliveryTime: delivered?.time ?? '',
        // The API names only the signer its delivery scan recorded; the demo scans record none.
        receiverName: '',
        expectedDeliveryFrom: window?.earliest ?? '',
        expectedDeliveryTo: window?.latest ?? '',
      },
      shipmentHistory: [...shipment.events].reverse().map((event) => ({
        date: event.date,
        time: event.time,
        shipmentStatus: statusIn(event, lang),
        shipmentDetails: remarksIn(event.details, lang),
        location: placeIn(event.location, lang),
      })),
    },
  };
}

/** A row of tracking_data. */
export function toTrackingRow(shipment: TrackedShipment, lang: Language = 'en'): TrackingRow {
  const current = latest(shipment);
  return {
    ShipmentNo: shipment.awb,
    ShipDate: shipment.awbDate,
    ShipTime: shipment.awbTime,
    Status: current ? statusIn(current, lang) : '',
    Remarks: remarksIn(shipment.remarks || (current?.details ?? ''), lang),
  };
}
