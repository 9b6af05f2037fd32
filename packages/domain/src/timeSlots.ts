import { FIRST_TIME_SLOT, LAST_TIME_SLOT, TIME_SLOT_STEP_MINUTES } from './constants.ts';
import { kuwaitDateTime } from './kuwaitClock.ts';

/** Minutes since midnight of an 'HH:MM' time; NaN when the text is not a valid time. */
export function minutesOf(time: string): number {
  const match = /^([01][0-9]|2[0-3]):([0-5][0-9])$/.exec(time);
  if (!match) return Number.NaN;
  return Number(match[1]) * 60 + Number(match[2]);
}

function timeOf(minutes: number): string {
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${hh}:${mm}`;
}

function buildSlots(): readonly string[] {
  const slots: string[] = [];
  for (
    let m = minutesOf(FIRST_TIME_SLOT);
    m <= minutesOf(LAST_TIME_SLOT);
    m += TIME_SLOT_STEP_MINUTES
  ) {
    slots.push(timeOf(m));
  }
  return Object.freeze(slots);
}

/** Collection ready and closing times: '09:00', '09:30', ... '22:00' (27 values, 24-hour). */
export const TIME_SLOTS: readonly string[] = buildSlots();

export function isTimeSlot(value: string): boolean {
  return TIME_SLOTS.includes(value);
}

/** Slots strictly later than `time` (e.g. the closing times allowed after a ready time). */
export function slotsAfter(time: string): string[] {
  const from = minutesOf(time);
  if (Number.isNaN(from)) return [...TIME_SLOTS];
  return TIME_SLOTS.filter((slot) => minutesOf(slot) > from);
}

/**
 * Ready-time slots still usable for a collection on `date` ('YYYY-MM-DD') seen at `now`: every
 * slot on a future date, only the slots later than the Kuwait clock today, none in the past.
 */
export function availableTimeSlots(date: string, now: Date): string[] {
  const clock = kuwaitDateTime(now);
  if (date > clock.date) return [...TIME_SLOTS];
  if (date < clock.date) return [];
  return slotsAfter(clock.time);
}

/** True once the Kuwait clock has passed the last slot of the day (22:00). */
export function isAfterLastSlot(now: Date): boolean {
  return minutesOf(kuwaitDateTime(now).time) > minutesOf(LAST_TIME_SLOT);
}
