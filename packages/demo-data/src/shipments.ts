import type { TrackingStatus } from '@courier/domain/tracking';

/*
 * Demo shipments already on their way, with their tracking history. One copy for both backends:
 * the mock API serves them from its fixtures and the real API seeds them (apps/api seed
 * 'tracking-demo'), so the numbers named in the README track the same on either.
 */

/** One scan of a shipment. */
interface TrackingEventRecord {
  date: string;
  time: string;
  status: TrackingStatus;
  details: string;
  location: string;
}

/** What tracking knows about a shipment (fixture-booked or booked while the mock runs). */
export interface TrackedShipment {
  awb: string;
  awbDate: string;
  awbTime: string;
  destination: string;
  forwarder: string;
  forwarderNo: string;
  forwarder2: string;
  forwarderNo2: string;
  receiverName: string;
  remarks: string;
  deliveryDate: string;
  deliveryTime: string;
  /** Oldest first; the last one is the current status. */
  events: TrackingEventRecord[];
}

const event = (
  date: string,
  time: string,
  status: TrackingStatus,
  details: string,
  location: string,
): TrackingEventRecord => ({
  date,
  time,
  status,
  details,
  location,
});

/** The fields a shipment leaves blank until a forwarder, a delivery or a remark fills them. */
const BLANK_DETAILS = {
  forwarder: '',
  forwarderNo: '',
  forwarder2: '',
  forwarderNo2: '',
  receiverName: '',
  remarks: '',
  deliveryDate: '',
  deliveryTime: '',
} as const;

/** A tracked shipment: what is known, with every other detail blank. */
export function trackedShipment(
  known: Pick<TrackedShipment, 'awb' | 'awbDate' | 'awbTime' | 'destination' | 'events'> &
    Partial<TrackedShipment>,
): TrackedShipment {
  return { ...BLANK_DETAILS, ...known };
}

/**
 * The demo numbers are valid airway bills (mod-7 check digit, see ./awb.ts), so the site's and
 * the API's checks accept them.
 */
export const trackedShipments: TrackedShipment[] = [
  trackedShipment({
    awb: '70012345012',
    awbDate: '2026-03-01',
    awbTime: '10:15',
    destination: 'Mumbai, India',
    forwarder: 'Blue Dart',
    forwarderNo: 'BD4410023871',
    receiverName: 'R. Mehta',
    remarks: 'Delivered in good condition',
    deliveryDate: '2026-03-04',
    deliveryTime: '14:20',
    events: [
      event('2026-03-01', '10:15', 'booked', 'Shipment booked online', 'Kuwait City'),
      event('2026-03-01', '16:40', 'picked_up', 'Collected from shipper', 'Sharq, Kuwait'),
      event('2026-03-02', '02:05', 'in_transit', 'Departed hub', 'Shuwaikh Hub, Kuwait'),
      event('2026-03-02', '09:30', 'at_customs', 'Customs clearance in progress', 'Mumbai, India'),
      event(
        '2026-03-03',
        '11:00',
        'in_transit',
        'Handed to delivery partner Blue Dart',
        'Mumbai, India',
      ),
      event('2026-03-04', '08:45', 'out_for_delivery', 'Out for delivery', 'Andheri, Mumbai'),
      event('2026-03-04', '14:20', 'delivered', 'Delivered, signed by R. Mehta', 'Andheri, Mumbai'),
    ],
  }),
  trackedShipment({
    awb: '70012345023',
    awbDate: '2026-03-05',
    awbTime: '09:05',
    destination: 'London, United Kingdom',
    forwarder: 'Royal Mail Parcelforce',
    forwarderNo: 'PF7732001GB',
    events: [
      event('2026-03-05', '09:05', 'booked', 'Shipment booked by account customer', 'Kuwait City'),
      event('2026-03-05', '13:30', 'picked_up', 'Collected from shipper', 'Salmiya, Kuwait'),
      event('2026-03-06', '01:50', 'in_transit', 'Departed hub', 'Shuwaikh Hub, Kuwait'),
      event('2026-03-06', '07:10', 'in_transit', 'Arrived at transit hub', 'Dubai Gateway, UAE'),
    ],
  }),
  trackedShipment({
    awb: '70012345034',
    awbDate: '2026-03-06',
    awbTime: '11:45',
    destination: 'Riyadh, Saudi Arabia',
    forwarder: 'SMSA Express',
    forwarderNo: 'SM290113345',
    forwarder2: 'Aramex',
    forwarderNo2: 'AX5521904',
    remarks: 'Awaiting commercial invoice from shipper',
    events: [
      event('2026-03-06', '11:45', 'booked', 'Shipment booked online', 'Kuwait City'),
      event('2026-03-06', '17:20', 'picked_up', 'Collected from shipper', 'Farwaniya, Kuwait'),
      event('2026-03-07', '06:00', 'in_transit', 'Departed by road', 'Shuwaikh Hub, Kuwait'),
      event(
        '2026-03-07',
        '15:10',
        'at_customs',
        'Held at customs: commercial invoice required',
        'Al Khafji, Saudi Arabia',
      ),
    ],
  }),
  trackedShipment({
    awb: '70012345045',
    awbDate: '2026-03-08',
    awbTime: '08:30',
    destination: 'Salmiya, Kuwait',
    events: [
      event('2026-03-08', '08:30', 'booked', 'Same-day collection booked', 'Kuwait City'),
      event('2026-03-08', '10:05', 'picked_up', 'Collected from shipper', 'Sharq, Kuwait'),
      event(
        '2026-03-08',
        '13:40',
        'out_for_delivery',
        'Out for delivery by bike courier',
        'Salmiya, Kuwait',
      ),
    ],
  }),
];
