import type { StopState } from './courierRun.ts';
import { todayInKuwait } from './kuwaitClock.ts';

/**
 * The delivery window a receiver is shown on the day of delivery (docs/receiver.md): from the
 * order of the courier's run, the minutes a stop takes, and the stops already done. Pure: the
 * caller reads the run and the settings, and passes the clock.
 */

/** A run starts at 09:00 Kuwait time unless the back office's settings say otherwise. */
export const DEFAULT_RUN_START = '09:00';
/** Driving to a stop and handing over, on average, unless the settings say otherwise. */
export const DEFAULT_MINUTES_PER_STOP = 20;
/** A window is never wider than this. */
export const MAX_WINDOW_MINUTES = 120;
/** Nor narrower than this: a courier's minutes are not that exact. */
const MIN_WINDOW_MINUTES = 30;
/** Window edges fall on quarter hours. */
const ROUND_MINUTES = 15;

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;
/** 'HH:MM' on a 24-hour clock (a settings value). */
export const isClockTime = (value: string): boolean => HH_MM.test(value);

/** One stop of the run, as much of it as the window reads. */
export interface WindowStop {
  id: number;
  position: number;
  state: StopState;
  /** When the courier closed it (delivered, collected or failed); absent while open. */
  closedAt?: Date;
}

export interface RunWindowInput {
  /** Every stop of the courier's run of that day, in any order. */
  stops: readonly WindowStop[];
  /** The receiver's stop. */
  stopId: number;
  /** The run's Kuwait calendar day, 'YYYY-MM-DD'. */
  runDate: string;
  /** The run's start, 'HH:MM' Kuwait time. */
  startTime: string;
  minutesPerStop: number;
  now: Date;
}

export interface TimeWindow {
  from: Date;
  to: Date;
}

const MINUTE = 60_000;

/** An instant of a Kuwait day: Kuwait keeps UTC+3 all year (as isPastKuwaitDay). */
const kuwaitInstant = (date: string, time: string) => new Date(`${date}T${time}:00+03:00`);

const floorTo = (at: number, minutes: number) =>
  Math.floor(at / (minutes * MINUTE)) * minutes * MINUTE;
const ceilTo = (at: number, minutes: number) =>
  Math.ceil(at / (minutes * MINUTE)) * minutes * MINUTE;

/**
 * When the courier is expected at the stop, as a window of at most two hours, or undefined when
 * there is none to give: not the run's day (in Kuwait), an unknown stop, a stop already closed,
 * or settings that make no sense.
 *
 * - The estimate counts from the newest stop closed before this one in the run's order (its
 *   closing time), else from the run's start: each open stop ahead of this one, and this one,
 *   takes `minutesPerStop`. So every completion moves the estimate for the stops after it.
 * - A late run: the stop in progress lasts at least until now, so the estimate is never before
 *   now plus the open stops ahead.
 * - The width grows with the open stops ahead (half a stop's minutes each, from 30 minutes) and
 *   stops at two hours: the fewer stops ahead, the narrower the window. The edges are rounded
 *   out to quarter hours, the width still never above two hours, and the window never starts
 *   before the quarter hour of now.
 */
export function runWindow(input: RunWindowInput): TimeWindow | undefined {
  const { stops, stopId, runDate, startTime, minutesPerStop, now } = input;
  if (!isClockTime(startTime) || !(minutesPerStop > 0)) return undefined;
  if (todayInKuwait(now) !== runDate) return undefined;
  const ordered = [...stops].sort((a, b) => a.position - b.position || a.id - b.id);
  const index = ordered.findIndex((s) => s.id === stopId);
  const target = ordered[index];
  if (!target || target.state !== 'open') return undefined;

  const before = ordered.slice(0, index);
  const ahead = before.filter((s) => s.state === 'open').length;
  const start = kuwaitInstant(runDate, startTime).getTime();
  const closings = before
    .filter((s) => s.state !== 'open' && s.closedAt)
    .map((s) => s.closedAt!.getTime());
  const anchor = Math.max(start, ...closings);
  const step = minutesPerStop * MINUTE;
  const expected = Math.max(anchor + (ahead + 1) * step, now.getTime() + ahead * step);

  const width = Math.min(
    MAX_WINDOW_MINUTES,
    Math.max(MIN_WINDOW_MINUTES, MIN_WINDOW_MINUTES + (ahead * minutesPerStop) / 2),
  );
  // Never a window that began before the quarter hour of now.
  const from = Math.max(
    floorTo(expected - (width / 2) * MINUTE, ROUND_MINUTES),
    floorTo(now.getTime(), ROUND_MINUTES),
  );
  const to = Math.min(
    Math.max(
      ceilTo(expected + (width / 2) * MINUTE, ROUND_MINUTES),
      from + MIN_WINDOW_MINUTES * MINUTE,
    ),
    from + MAX_WINDOW_MINUTES * MINUTE,
  );
  return { from: new Date(from), to: new Date(to) };
}
