import {
  isCollectionDay,
  isIsoDate,
  weekdayOf,
  type WorkingCalendar,
} from '@courier/domain/collectionDate';
import { kuwaitDateTime } from '@courier/domain/kuwaitClock';
import { isAfterLastSlot } from '@courier/domain/timeSlots';

const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];

/** Why no collection runs on a date (spec 4: shown under the field, the date is cleared). */
export const collectionDateMessages = {
  invalid: 'Select collection date',
  past: 'The collection date is in the past. Please select another date.',
  lateToday: 'No collection slots are left today. Please select another date.',
  weekday: (day: string) => `No collections on ${day}. Please select another date.`,
  holiday: 'No collections on this date (public holiday). Please select another date.',
  available: 'Collection is available on this date.',
} as const;

/** The reason `date` cannot have a collection, or null when it can. */
export function collectionDateProblem(
  date: string,
  now: Date,
  calendar: WorkingCalendar,
): string | null {
  if (!isIsoDate(date)) return collectionDateMessages.invalid;
  const today = kuwaitDateTime(now).date;
  if (date < today) return collectionDateMessages.past;
  if ((calendar.holidays ?? []).includes(date)) return collectionDateMessages.holiday;
  if (!isCollectionDay(date, calendar))
    return collectionDateMessages.weekday(WEEKDAY_NAMES[weekdayOf(date)] ?? date);
  if (date === today && isAfterLastSlot(now)) return collectionDateMessages.lateToday;
  return null;
}
