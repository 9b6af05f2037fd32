import { TIMEZONE } from './constants.ts';

/**
 * Reads the Kuwait wall clock from an instant. Kuwait keeps UTC+3 all year, but we ask Intl for
 * the zone rather than add 3 hours, so a future rule change in the time-zone data is honoured.
 */
let formatter: Intl.DateTimeFormat | undefined;
/**
 * Made on first use, not when the module loads: a formatter with a time zone loads the zone data,
 * a long task in a phone's browser, and the site's forms load this module long before they read
 * the clock (total blocking time).
 */
const kuwaitFormatter = () =>
  (formatter ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: TIMEZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

export interface KuwaitDateTime {
  /** Calendar date in Kuwait, 'YYYY-MM-DD'. */
  date: string;
  /** Wall-clock time in Kuwait, 'HH:MM' (24-hour). */
  time: string;
}

export function kuwaitDateTime(now: Date): KuwaitDateTime {
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) {
    throw new RangeError('kuwaitDateTime needs a valid Date');
  }
  const parts = kuwaitFormatter().formatToParts(now);
  const get = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    time: `${get('hour')}:${get('minute')}`,
  };
}

/** Today's calendar date in Kuwait, 'YYYY-MM-DD'. */
export function todayInKuwait(now: Date): string {
  return kuwaitDateTime(now).date;
}
