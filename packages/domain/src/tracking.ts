/**
 * Tracking numbers and the tracking status vocabulary. The spec does not list the statuses
 * (section 4: 'not shown'); these are the stages an express shipment goes through.
 */
import type { Language } from './language.ts';
import { messageGroup } from './messageWords.ts';

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

/**
 * The same words in Arabic. One table for every screen and answer that names a status:
 * the API's tracking answers (tracks, tracking_data) and the portal's status words (its catalogue
 * spreads this table), so a status reads the same everywhere.
 */
export const TRACKING_STATUS_LABELS_AR: Record<TrackingStatus, string> = {
  booked: 'محجوزة',
  picked_up: 'تم الاستلام',
  in_transit: 'قيد النقل',
  at_customs: 'في الجمارك',
  out_for_delivery: 'خرجت للتسليم',
  delivered: 'تم التسليم',
  exception: 'استثناء',
  returned: 'مُرتجعة',
};

/**
 * A status code's words in a language, or undefined for a code that is not one of ours (a
 * carrier's own status, shown as the carrier wrote it).
 */
export function trackingStatusLabel(code: string, language: Language): string | undefined {
  if (!isTrackingStatus(code)) return undefined;
  return (language === 'ar' ? TRACKING_STATUS_LABELS_AR : TRACKING_STATUS_LABELS)[code];
}

/**
 * The tracking answers' own words, in the language of the moment: `notFoundStatus`, multi-
 * tracking's status of a number with no shipment; `notFound`, tracks' refusal of one.
 */
export const TRACKING_ANSWER_MESSAGES = messageGroup('trackingAnswer');

/** The forwarder a tracking answer names: we carry every shipment ourselves. */
export const OWN_FORWARDER = 'Courier Express';

/** A shipment's journey ends at these. */
const FINAL_TRACKING_STATUSES: readonly TrackingStatus[] = ['delivered', 'returned'];

/** The main path; at_customs is an optional stop (domestic shipments never see it). */
const MAIN_PATH: readonly TrackingStatus[] = [
  'booked',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivered',
];
const RANK: Record<TrackingStatus, number> = {
  booked: 0,
  picked_up: 1,
  in_transit: 2,
  at_customs: 2.5,
  out_for_delivery: 3,
  delivered: 4,
  exception: -1,
  returned: -1,
};

/** A scan that may be recorded, with the main-path stages it jumps over, or why it may not. */
export type ScanMove = { ok: true; skipped: TrackingStatus[] } | { ok: false; reason: string };

/**
 * Whether a scan of status `to` may follow the latest `from`. Real scans get missed, so forward
 * skips are allowed (Booked -> In Transit records Picked Up as skipped); only impossible moves are
 * refused, with the reason: anything after Returned, anything after Delivered except the return
 * path (Delivered -> Returned: refused or sent back by the receiver), a second Booked, and going
 * back to an earlier stage (except In Transit again, from customs or a failed delivery). Repeating
 * In Transit (another hub), At Customs and Out for Delivery (another attempt) is allowed; an
 * Exception can happen anywhere before the end and the journey resumes from it.
 */
export function scanMove(from: TrackingStatus, to: TrackingStatus): ScanMove {
  const label = TRACKING_STATUS_LABELS;
  if (from === 'returned')
    return { ok: false, reason: 'The shipment was returned; its journey has ended.' };
  if (from === 'delivered')
    return to === 'returned'
      ? { ok: true, skipped: [] }
      : {
          ok: false,
          reason: `The shipment was delivered; only a return can follow, not ${label[to]}.`,
        };
  if (to === 'booked') return { ok: false, reason: 'A shipment is booked only once.' };
  if (to === 'exception' || to === 'returned' || from === 'exception')
    return { ok: true, skipped: [] };
  if (RANK[to] > RANK[from]) {
    const skipped = MAIN_PATH.filter((s) => RANK[s] > RANK[from] && RANK[s] < RANK[to]);
    return { ok: true, skipped };
  }
  const again =
    from === to && (to === 'in_transit' || to === 'at_customs' || to === 'out_for_delivery');
  const backToHub = to === 'in_transit' && (from === 'at_customs' || from === 'out_for_delivery');
  if (again || backToHub) return { ok: true, skipped: [] };
  return {
    ok: false,
    reason: `A shipment that is ${label[from]} cannot go back to ${label[to]}.`,
  };
}

/** Which status may follow which (derived from scanMove, skips included). */
export const TRACKING_TRANSITIONS: Record<TrackingStatus, readonly TrackingStatus[]> =
  Object.fromEntries(
    TRACKING_STATUSES.map((from) => [
      from,
      TRACKING_STATUSES.filter((to) => scanMove(from, to).ok),
    ]),
  ) as unknown as Record<TrackingStatus, readonly TrackingStatus[]>;

export function isTrackingStatus(value: string): value is TrackingStatus {
  return (TRACKING_STATUSES as readonly string[]).includes(value);
}

/**
 * The status code behind a status as a tracking answer words it (our words in either language,
 * or the code itself), or undefined for a carrier's own word.
 */
export function trackingStatusOf(words: string): TrackingStatus | undefined {
  const text = words.trim();
  if (isTrackingStatus(text)) return text;
  return TRACKING_STATUSES.find(
    (code) =>
      TRACKING_STATUS_LABELS[code].toLowerCase() === text.toLowerCase() ||
      TRACKING_STATUS_LABELS_AR[code] === text,
  );
}

export function canMoveTo(from: TrackingStatus, to: TrackingStatus): boolean {
  return scanMove(from, to).ok;
}

export function isFinalStatus(status: TrackingStatus): boolean {
  return FINAL_TRACKING_STATUSES.includes(status);
}

/** Joins numbers into the tracking_number parameter of multi-tracking. */
export function joinTrackingNumbers(numbers: readonly string[]): string {
  return numbers.join(',');
}

/** A forwarder a tracking answer names: who carries the shipment on, and its number there. */
export interface Forwarder {
  name: string;
  number: string;
}

/**
 * The forwarder worth showing, or undefined: a number of its own (not blank, not our own airway
 * bill or the number asked about, which tracking answers under 'Forwarder No' when we carry the
 * shipment ourselves, and not named as us). `linked` says whether the number may link to an
 * outside tracking site: only for a named forwarder, never for a number nobody claims.
 */
export function realForwarder(
  forwarder: Forwarder,
  ownNumbers: readonly string[],
): (Forwarder & { linked: boolean }) | undefined {
  const number = forwarder.number.trim();
  const name = forwarder.name.trim();
  const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();
  if (number === '' || ownNumbers.some((own) => own.trim() !== '' && same(own, number)))
    return undefined;
  if (same(name, OWN_FORWARDER)) return undefined;
  return { name, number, linked: name !== '' };
}
