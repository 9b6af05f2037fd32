import { kuwaitDateTime, todayInKuwait } from './kuwaitClock.ts';
import { isAfterLastSlot } from './timeSlots.ts';

/**
 * Collection dates are calendar dates in Kuwait, written 'YYYY-MM-DD' (the value of an HTML date
 * input). They are compared as strings, which orders them correctly in that format.
 */

const SUNDAY = 0;
const FRIDAY = 5;
/** Kuwait's weekly rest day for collections unless the caller says otherwise. */
export const DEFAULT_NON_WORKING_WEEKDAYS: readonly number[] = [FRIDAY];

export interface WorkingCalendar {
  /** Weekdays without collections, 0 = Sunday ... 6 = Saturday. Default: Friday only. */
  nonWorkingWeekdays?: readonly number[];
  /** Public holidays, 'YYYY-MM-DD'. */
  holidays?: readonly string[];
}

const ISO_DATE = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;

function toUtcMidnight(date: string): Date | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(y, m - 1, d));
  // Date.UTC rolls 2026-02-30 over to March: a real date survives the round trip unchanged.
  if (utc.getUTCFullYear() !== y || utc.getUTCMonth() !== m - 1 || utc.getUTCDate() !== d) {
    return null;
  }
  return utc;
}

function requireDate(date: string): Date {
  const utc = toUtcMidnight(date);
  if (!utc) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${JSON.stringify(date)}`);
  return utc;
}

/** True for a real calendar date written 'YYYY-MM-DD'. */
export function isIsoDate(value: string): boolean {
  return toUtcMidnight(value) !== null;
}

/** Day of the week of a calendar date, 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(date: string): number {
  return requireDate(date).getUTCDay();
}

export function addDays(date: string, days: number): string {
  const utc = requireDate(date);
  utc.setUTCDate(utc.getUTCDate() + days);
  return utc.toISOString().slice(0, 10);
}

export function isSunday(date: string): boolean {
  return weekdayOf(date) === SUNDAY;
}

/** The minimum collection date of the forms: today in Kuwait. */
export function minCollectionDate(now: Date): string {
  return todayInKuwait(now);
}

/** True when `date` is a real date on or after today in Kuwait. */
export function isOnOrAfterToday(date: string, now: Date): boolean {
  return isIsoDate(date) && date >= todayInKuwait(now);
}

/**
 * The server's refusal of a collection date a visitor is choosing, as every form asks it: only a
 * date the forms would accept is asked about (typing the year passes 0002-11-29 on the way to
 * 2026-11-29, and clearing on its refusal would wipe the date being typed), and an answer about a
 * date the visitor has since changed is stale and dropped. `ask` is the server call, `chosen`
 * reads the form's date when the answer arrives.
 */
export async function refusalOfChosenDate(
  date: string,
  now: Date,
  ask: (date: string) => Promise<string | null | undefined> | void,
  chosen: () => string,
): Promise<string | undefined> {
  if (!isOnOrAfterToday(date, now)) return undefined;
  const refusal = await ask(date);
  return refusal && chosen() === date ? refusal : undefined;
}

/** True when collections run on `date`: not a non-working weekday and not a holiday. */
export function isCollectionDay(date: string, calendar: WorkingCalendar = {}): boolean {
  const rest = calendar.nonWorkingWeekdays ?? DEFAULT_NON_WORKING_WEEKDAYS;
  if (rest.includes(weekdayOf(date))) return false;
  return !(calendar.holidays ?? []).includes(date);
}

/** The first collection day strictly after `date`. Throws if the calendar has none in a year. */
export function nextCollectionDay(date: string, calendar: WorkingCalendar = {}): string {
  let day = date;
  for (let i = 0; i < 366; i += 1) {
    day = addDays(day, 1);
    if (isCollectionDay(day, calendar)) return day;
  }
  throw new RangeError('The working calendar has no collection day within a year');
}

/**
 * Sunday rule: a shipment booked on Sunday (Kuwait date) is processed on the next working day.
 * A booking on a non-working day or holiday is likewise processed on the next working day; any
 * other booking is processed the day it is booked.
 */
export function processingDate(bookedAt: Date, calendar: WorkingCalendar = {}): string {
  const day = todayInKuwait(bookedAt);
  if (isSunday(day) || !isCollectionDay(day, calendar)) return nextCollectionDay(day, calendar);
  return day;
}

/** True when the Sunday note applies: the booking instant falls on a Sunday in Kuwait. */
export function isBookedOnSunday(bookedAt: Date): boolean {
  return isSunday(todayInKuwait(bookedAt));
}

/**
 * The earliest date a collection can really be made: today, unless today is not a collection day
 * or the Kuwait clock is past the last slot (22:00), in which case the next collection day.
 */
export function earliestCollectionDate(now: Date, calendar: WorkingCalendar = {}): string {
  const today = kuwaitDateTime(now).date;
  if (isCollectionDay(today, calendar) && !isAfterLastSlot(now)) return today;
  return nextCollectionDay(today, calendar);
}
