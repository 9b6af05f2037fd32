import { kuwaitDateTime } from './kuwaitClock.ts';

/**
 * Phone messages that can wait are not sent at night in Kuwait: from 22:00 they wait for 08:00
 * (Kuwait time, the receiver's clock). E-mail is silent and always goes at once.
 */
export const QUIET_HOURS: QuietHours = { from: '22:00', until: '08:00' };

/** A nightly window on Kuwait's wall clock, 'HH:MM' each; `from` later than `until`. */
export interface QuietHours {
  from: string;
  until: string;
}

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** 'HH:MM-HH:MM' (QUIET_HOURS), or null for 'off'; throws on anything else. */
export function parseQuietHours(text: string): QuietHours | null {
  if (text === 'off') return null;
  const [from = '', until = ''] = text.split('-');
  if (!HHMM.test(from) || !HHMM.test(until) || from <= until)
    throw new Error(
      `QUIET_HOURS must be 'HH:MM-HH:MM' across midnight (22:00-08:00) or 'off', got '${text}'`,
    );
  return { from, until };
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * When a message that can wait may go: undefined (now) in the day, else the end of the quiet
 * hours. Counted on the wall clock: Kuwait keeps one offset all year, so minutes on the clock
 * are minutes of real time.
 */
export function quietHoursEnd(now: Date, window: QuietHours = QUIET_HOURS): Date | undefined {
  const minute = minutesOf(kuwaitDateTime(now).time);
  const from = minutesOf(window.from);
  const until = minutesOf(window.until);
  if (minute < from && minute >= until) return undefined;
  const wait = (until - minute + 24 * 60) % (24 * 60);
  const startOfMinute = Math.floor(now.getTime() / 60_000) * 60_000;
  return new Date(startOfMinute + wait * 60_000);
}
