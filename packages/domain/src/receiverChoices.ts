import { addDays, isCollectionDay, type WorkingCalendar } from './collectionDate.ts';
import { todayInKuwait } from './kuwaitClock.ts';
import type { TrackingStatus } from './tracking.ts';

/**
 * What the receiver of a shipment may change from the link in their messages, and when. Pure
 * rules: the API feeds them the shipment's status, the time of its out-for-delivery scan, the
 * clock, the working calendar and the settings' cut-off.
 */
export const RECEIVER_CHOICE_KINDS = ['reschedule', 'branch', 'neighbour', 'address'] as const;
export type ReceiverChoiceKind = (typeof RECEIVER_CHOICE_KINDS)[number];

/**
 * What a receiver's record may hold: the choices, and the cash-on-delivery amount paid online from
 * the link. A payment changes nothing of how the parcel arrives, so it is never the choice in force.
 */
export const RECEIVER_RECORD_KINDS = [...RECEIVER_CHOICE_KINDS, 'cod_paid'] as const;
export type ReceiverRecordKind = (typeof RECEIVER_RECORD_KINDS)[number];

/**
 * The cash-on-delivery amount as the receiver's page shows it: `due` may be paid online, `paid`
 * was (online, or in cash to the courier). Null for a shipment without COD.
 */
export type CodOnLink = { amountFils: number; state: 'due' | 'paid' } | null;

export function codOnLink(input: {
  codAmountFils: number | null;
  /** The COD ledger already has the shipment's entry (paid online or collected). */
  recorded: boolean;
}): CodOnLink {
  if (input.codAmountFils === null || input.codAmountFils <= 0) return null;
  return { amountFils: input.codAmountFils, state: input.recorded ? 'paid' : 'due' };
}

/** A new delivery day is at most this many days after today (Kuwait date). */
const RESCHEDULE_MAX_DAYS = 7;

/** Why no choice can be made now; each is an id the catalogues word. */
export type ReceiverRefusal = 'delivered' | 'returned' | 'pastCutoff' | 'notInKuwait';

export type ChoiceGate =
  | { open: true; kinds: readonly ReceiverChoiceKind[]; closesAt?: Date }
  | { open: false; reason: ReceiverRefusal };

export interface GateInput {
  /** The newest tracking status; undefined before the first scan (booked, not yet scanned). */
  status: TrackingStatus | undefined;
  /** When the newest out-for-delivery scan happened (only read while out for delivery). */
  outForDeliveryAt?: Date;
  /** Deliveries happen in Kuwait only: another destination has no choices. */
  inKuwait: boolean;
  now: Date;
  /** The settings' minutes after the out-for-delivery scan during which choices stay open. */
  cutoffMinutes: number;
}

/**
 * Before the courier leaves, every choice. Once out for delivery, the run is planned: the day,
 * a branch or a neighbour may still be chosen until the cut-off (minutes after the scan), but not
 * another address. Delivered or returned: nothing (the link has expired too).
 */
export function receiverChoiceGate(input: GateInput): ChoiceGate {
  const { status } = input;
  if (status === 'delivered') return { open: false, reason: 'delivered' };
  if (status === 'returned') return { open: false, reason: 'returned' };
  if (!input.inKuwait) return { open: false, reason: 'notInKuwait' };
  if (status !== 'out_for_delivery') return { open: true, kinds: RECEIVER_CHOICE_KINDS };
  const scanned = input.outForDeliveryAt ?? input.now;
  const closesAt = new Date(scanned.getTime() + input.cutoffMinutes * 60_000);
  if (input.now.getTime() >= closesAt.getTime()) return { open: false, reason: 'pastCutoff' };
  return { open: true, kinds: ['reschedule', 'branch', 'neighbour'], closesAt };
}

/** True when `kind` may be chosen through `gate`. */
export const isChoiceOpen = (gate: ChoiceGate, kind: ReceiverChoiceKind): boolean =>
  gate.open && gate.kinds.includes(kind);

/**
 * The days a delivery may move to: working days (not a weekly rest day such as Friday, not a
 * holiday of the calendar) from tomorrow to RESCHEDULE_MAX_DAYS days ahead, Kuwait dates.
 */
export function rescheduleDays(now: Date, calendar: WorkingCalendar = {}): string[] {
  const today = todayInKuwait(now);
  const days: string[] = [];
  for (let ahead = 1; ahead <= RESCHEDULE_MAX_DAYS; ahead += 1) {
    const day = addDays(today, ahead);
    if (isCollectionDay(day, calendar)) days.push(day);
  }
  return days;
}

/** True when `date` is one of the days a delivery may move to now. */
export const isRescheduleDay = (date: string, now: Date, calendar: WorkingCalendar = {}) =>
  rescheduleDays(now, calendar).includes(date);
