/**
 * Tracking numbers and the tracking status vocabulary. The spec does not list the statuses
 * (section 4: 'not shown'); these are the stages an express shipment goes through.
 */

/**
 * Splits a multi-tracking input on commas, spaces and new lines, drops blanks and keeps the
 * first occurrence of each number as typed. Numbers differing only in letter case count as the
 * same (airway bill and forwarder numbers are not case-sensitive). The caller enforces the limit
 * MAX_TRACKING_NUMBERS (the multi-tracking schema does).
 */
export function parseTrackingNumbers(input: string): string[] {
  const seen = new Set<string>();
  const numbers: string[] = [];
  for (const raw of input.split(/[\s,]+/)) {
    const number = raw.trim();
    const key = number.toUpperCase();
    if (number === '' || seen.has(key)) continue;
    seen.add(key);
    numbers.push(number);
  }
  return numbers;
}

export const TRACKING_STATUSES = [
  'booked',
  'picked_up',
  'in_transit',
  'at_customs',
  'out_for_delivery',
  'delivered',
  'exception',
  'returned',
] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

/** The words shown for each status (the status column of tracking screens). */
export const TRACKING_STATUS_LABELS: Record<TrackingStatus, string> = {
  booked: 'Booked',
  picked_up: 'Picked Up',
  in_transit: 'In Transit',
  at_customs: 'At Customs',
  out_for_delivery: 'Out for Delivery',
  delivered: 'Delivered',
  exception: 'Exception',
  returned: 'Returned',
};

/** A shipment's journey ends at these. */
export const FINAL_TRACKING_STATUSES: readonly TrackingStatus[] = ['delivered', 'returned'];

/**
 * Which status may follow which. Repeating in_transit (another hub) and out_for_delivery
 * (another attempt) is allowed; an exception can resume the journey or end in a return.
 */
export const TRACKING_TRANSITIONS: Record<TrackingStatus, readonly TrackingStatus[]> = {
  booked: ['picked_up', 'exception', 'returned'],
  picked_up: ['in_transit', 'exception', 'returned'],
  in_transit: ['in_transit', 'at_customs', 'out_for_delivery', 'exception', 'returned'],
  at_customs: ['in_transit', 'out_for_delivery', 'exception', 'returned'],
  out_for_delivery: ['out_for_delivery', 'delivered', 'exception', 'returned'],
  exception: ['picked_up', 'in_transit', 'at_customs', 'out_for_delivery', 'returned'],
  delivered: [],
  returned: [],
};

export function isTrackingStatus(value: string): value is TrackingStatus {
  return (TRACKING_STATUSES as readonly string[]).includes(value);
}

export function canMoveTo(from: TrackingStatus, to: TrackingStatus): boolean {
  return TRACKING_TRANSITIONS[from].includes(to);
}

export function isFinalStatus(status: TrackingStatus): boolean {
  return FINAL_TRACKING_STATUSES.includes(status);
}

/** Joins numbers into the tracking_number parameter of multi-tracking. */
export function joinTrackingNumbers(numbers: readonly string[]): string {
  return numbers.join(',');
}
