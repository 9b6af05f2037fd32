/**
 * When a shipment should arrive: a pure rule over what the shipment has (its booking and planned
 * collection dates, its scans, its service's transit days or its route's zone), on Kuwait calendar
 * dates 'YYYY-MM-DD'. The API answers the window with each tracking answer (tracks); the site
 * turns it, with the delivery once made and today's date, into what the receiver reads.
 */
import {
  addDays,
  isCollectionDay,
  isIsoDate,
  isSunday,
  type WorkingCalendar,
} from './collectionDate.ts';

/** Working days from pickup to delivery, at the earliest and at the latest. */
export interface TransitDays {
  min: number;
  max: number;
}

/** The domestic zone: a route with Kuwait at both ends. */
const DOMESTIC_ZONE = 'KW';

/**
 * Transit of a shipment whose service gives none (a shipment booked without one of our rate
 * services, such as the demo tracking numbers or a carrier's own service), by the zone of the far
 * end of its route (the rate zones of the reference data). Working days from pickup; a zone not
 * listed takes the rest of the world's.
 */
export const DEFAULT_TRANSIT_BY_ZONE: Readonly<Record<string, TransitDays>> = {
  KW: { min: 1, max: 2 },
  GCC: { min: 2, max: 3 },
  MEA: { min: 3, max: 5 },
  SAS: { min: 3, max: 5 },
  ASIA: { min: 4, max: 6 },
  EUR: { min: 3, max: 5 },
  AME: { min: 4, max: 6 },
  AFR: { min: 5, max: 8 },
  OCE: { min: 5, max: 7 },
  ROW: { min: 6, max: 9 },
};

/**
 * The zone a route's transit is read for: the far end, so an export and an import between Kuwait
 * and one zone take the same time; Kuwait to Kuwait is domestic. Empty when neither end is known.
 */
export function routeZone(originZone: string, destinationZone: string): string {
  if (destinationZone && destinationZone !== DOMESTIC_ZONE) return destinationZone;
  if (originZone && originZone !== DOMESTIC_ZONE) return originZone;
  return destinationZone || originZone;
}

/** A service's transit when it has a usable one, else the zone's default, else none. */
export function transitFor(
  service: Partial<TransitDays> | undefined,
  zone: string,
): TransitDays | undefined {
  const { min, max } = service ?? {};
  if (Number.isInteger(min) && Number.isInteger(max) && min! >= 0 && max! >= min!)
    return { min: min!, max: max! };
  if (!zone) return undefined;
  return DEFAULT_TRANSIT_BY_ZONE[zone] ?? DEFAULT_TRANSIT_BY_ZONE['ROW'];
}

/** `days` working days after `date` (0: the date itself), skipping rest days and holidays. */
export function addWorkingDays(date: string, days: number, calendar: WorkingCalendar = {}): string {
  let day = date;
  for (let left = days, guard = 0; left > 0; guard += 1) {
    if (guard > 3660) throw new RangeError('The working calendar has no working day within a year');
    day = addDays(day, 1);
    if (isCollectionDay(day, calendar)) left -= 1;
  }
  return day;
}

/** The first working day on or after `date`. */
function workingDayFrom(date: string, calendar: WorkingCalendar): string {
  let day = date;
  for (let i = 0; i < 366 && !isCollectionDay(day, calendar); i += 1) day = addDays(day, 1);
  return day;
}

/** One scan, as much of it as the rule reads. */
export interface ScanDate {
  /** A tracking status code (booked, picked_up, ...), or a carrier's own word. */
  statusCode: string;
  /** Kuwait calendar date of the scan. */
  date: string;
  /** The event a receiver's choice left (delivery link), not a scan of ours or a carrier's. */
  byReceiver?: boolean;
}

export interface ExpectedDeliveryInput {
  /** The booking's (AWB) date. */
  bookedOn: string;
  /** The collection date the booking asked for, when it has one. */
  collectionDate?: string;
  /** Scans, newest first (as tracking lists them). */
  events: readonly ScanDate[];
  /** The transit (service's or zone's, see transitFor); none gives no window. */
  transit: TransitDays | undefined;
  calendar?: WorkingCalendar;
  /** The day the receiver chose through the delivery link, when that is the choice in force. */
  receiverDay?: string;
}

/** Earliest and latest expected delivery dates (the same date for a one-day window). */
export interface DeliveryWindow {
  earliest: string;
  latest: string;
}

/** After these the shipment is not on its way to the receiver: no window. */
const NO_WINDOW_AFTER = new Set(['delivered', 'returned', 'exception']);

/**
 * The expected delivery window, or undefined when there is nothing to expect or nothing to go on:
 * - delivered, returned or in exception (a problem, or a cancellation) as the newest scan: none
 *   (a delivery shows its own date; an exception waits for the next scan);
 * - out for delivery: the day of that scan;
 * - otherwise the transit's working days counted from the pickup scan's date, or, before pickup,
 *   from the collection date asked for (not before the booking), moved to the next working day
 *   when it falls on a rest day or holiday, and from a Sunday booking (processed on the next
 *   working day, spec) too;
 * - a day the receiver chose through the delivery link (`receiverDay`, the choice in force) moves
 *   it: never before that day (the estimate when that is later: the day cannot be met), unless
 *   the courier went out for delivery after the choice (that day is the truth), or the shipment
 *   is delivered, returned or in exception. The events a choice left (`byReceiver`) are not
 *   scans: a choice made while out for delivery does not read as a new run.
 */
export function expectedDeliveryWindow(input: ExpectedDeliveryInput): DeliveryWindow | undefined {
  const scans = input.events.filter((e) => !e.byReceiver);
  const estimate = estimatedWindow({ ...input, events: scans });
  const day = input.receiverDay ?? '';
  if (!isIsoDate(day) || NO_WINDOW_AFTER.has(scans[0]?.statusCode ?? '')) return estimate;
  // Out for delivery after the choice: the courier's day is the truth.
  const chosenAt = input.events.findIndex((e) => e.byReceiver);
  const newest = input.events.findIndex((e) => !e.byReceiver);
  if (scans[0]?.statusCode === 'out_for_delivery' && (chosenAt < 0 || newest < chosenAt))
    return estimate;
  if (!estimate) return { earliest: day, latest: day };
  const later = (a: string, b: string) => (a > b ? a : b);
  return { earliest: later(estimate.earliest, day), latest: later(estimate.latest, day) };
}

/** The estimate from our and the carriers' scans alone (see expectedDeliveryWindow). */
function estimatedWindow(input: ExpectedDeliveryInput): DeliveryWindow | undefined {
  const { events, transit, calendar = {} } = input;
  const latest = events[0];
  if (latest && NO_WINDOW_AFTER.has(latest.statusCode)) return undefined;
  if (latest?.statusCode === 'out_for_delivery' && isIsoDate(latest.date))
    return { earliest: latest.date, latest: latest.date };
  if (!transit) return undefined;
  const pickup = events.findLast((e) => e.statusCode === 'picked_up' && isIsoDate(e.date));
  let start: string;
  if (pickup) start = pickup.date;
  else {
    if (!isIsoDate(input.bookedOn)) return undefined;
    const asked = input.collectionDate ?? '';
    start = isIsoDate(asked) && asked > input.bookedOn ? asked : input.bookedOn;
    start = workingDayFrom(start, calendar);
    if (start === input.bookedOn && isSunday(start))
      start = workingDayFrom(addDays(start, 1), calendar);
  }
  return {
    earliest: addWorkingDays(start, transit.min, calendar),
    latest: addWorkingDays(start, transit.max, calendar),
  };
}

/** What the receiver is told about the delivery. */
export type DeliveryOutlook =
  | { kind: 'delivered'; date: string; time: string }
  | { kind: 'expected'; earliest: string; latest: string; late: boolean }
  | { kind: 'none' };

/**
 * Whether `now` is past the end of a Kuwait calendar day. Kuwait keeps UTC+3 all year (no daylight
 * saving), so this needs no time-zone data: the tracking page decides it without loading Intl's
 * locale data (kuwaitClock.ts asks Intl, for a clock shown to people).
 */
export function isPastKuwaitDay(date: string, now: Date): boolean {
  return isIsoDate(date) && now.getTime() >= Date.parse(`${addDays(date, 1)}T00:00:00+03:00`);
}

/**
 * The delivery once made (its date and time), else the expected window with whether `now` is
 * already past its last day in Kuwait, else nothing.
 */
export function deliveryOutlook(input: {
  deliveryDate: string;
  deliveryTime: string;
  window: Partial<DeliveryWindow> | undefined;
  now: Date;
}): DeliveryOutlook {
  if (input.deliveryDate) {
    return { kind: 'delivered', date: input.deliveryDate, time: input.deliveryTime };
  }
  const earliest = input.window?.earliest ?? '';
  const latest = input.window?.latest ?? '';
  if (!isIsoDate(earliest) || !isIsoDate(latest) || latest < earliest) return { kind: 'none' };
  return { kind: 'expected', earliest, latest, late: isPastKuwaitDay(latest, input.now) };
}
