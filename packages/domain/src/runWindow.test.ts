import { describe, expect, it } from 'vitest';
import type { StopState } from './courierRun.ts';
import { kuwaitDateTime } from './kuwaitClock.ts';
import {
  DEFAULT_MINUTES_PER_STOP,
  DEFAULT_RUN_START,
  MAX_WINDOW_MINUTES,
  isClockTime,
  runWindow,
  type RunWindowInput,
  type WindowStop,
} from './runWindow.ts';

const DAY = '2026-12-01';
/** An instant at a Kuwait wall-clock time of the run's day. */
const at = (time: string, date = DAY) => new Date(`${date}T${time}:00+03:00`);
const clock = (d: Date | undefined) => (d ? kuwaitDateTime(d).time : '');
const minutes = (w: { from: Date; to: Date }) => (w.to.getTime() - w.from.getTime()) / 60_000;

/** A run of `count` open stops, ids and positions 1..count. */
const run = (count: number): WindowStop[] =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, position: i + 1, state: 'open' }));
const close = (stops: WindowStop[], id: number, time: string, state: StopState = 'delivered') =>
  stops.map((s) => (s.id === id ? { ...s, state, closedAt: at(time) } : s));

const input = (overrides: Partial<RunWindowInput>): RunWindowInput => ({
  stops: run(10),
  stopId: 1,
  runDate: DAY,
  startTime: '09:00',
  minutesPerStop: 20,
  now: at('07:30'),
  ...overrides,
});
const shown = (overrides: Partial<RunWindowInput>) => {
  const w = runWindow(input(overrides));
  return w ? `${clock(w.from)}-${clock(w.to)}` : 'none';
};

describe('runWindow', () => {
  it('the first stop: shortly after the run starts, half an hour wide and rounded out', () => {
    expect(shown({ stopId: 1 })).toBe('09:00-09:45');
  });

  it('a later stop counts the stops ahead and is wider', () => {
    expect(shown({ stopId: 5 })).toBe('10:00-11:15');
    expect(shown({ stopId: 10 })).toBe('11:15-13:15');
  });

  it('is never wider than two hours, even for the fortieth stop of a slow run', () => {
    const w = runWindow(input({ stops: run(40), stopId: 40, minutesPerStop: 45 }))!;
    expect(minutes(w)).toBeLessThanOrEqual(MAX_WINDOW_MINUTES);
  });

  it('never wider than two hours, never empty, whatever the run and the clock', () => {
    for (const count of [1, 2, 5, 13, 30])
      for (const perStop of [1, 7, 20, 33, 60, 240])
        for (const time of ['05:00', '09:07', '11:52', '16:00', '23:50'])
          for (let id = 1; id <= count; id += 3) {
            const stops = close(run(count), 1, '09:40');
            const w = runWindow(
              input({ stops, stopId: id, minutesPerStop: perStop, now: at(time) }),
            );
            if (id === 1) expect(w).toBeUndefined();
            else {
              expect(minutes(w!)).toBeLessThanOrEqual(MAX_WINDOW_MINUTES);
              expect(minutes(w!)).toBeGreaterThan(0);
              expect(w!.from.getTime()).toBeGreaterThan(at(time).getTime() - 15 * 60_000);
            }
          }
  });

  it('narrows as the stops ahead are completed, and moves with their times', () => {
    const before = runWindow(input({ stopId: 5, now: at('10:10') }))!;
    let stops = run(10);
    stops = close(stops, 1, '09:30');
    stops = close(stops, 2, '09:50');
    stops = close(stops, 3, '10:10');
    const after = runWindow(input({ stops, stopId: 5, now: at('10:10') }))!;
    expect(minutes(after)).toBeLessThan(minutes(before));
    expect(`${clock(after.from)}-${clock(after.to)}`).toBe('10:30-11:15');
    // A failed attempt closes a stop too: the courier has left it.
    const failed = close(stops, 4, '10:25', 'failed');
    expect(shown({ stops: failed, stopId: 5, now: at('10:25') })).toBe('10:30-11:00');
  });

  it('a run ahead of plan brings the window forward', () => {
    const early = close(close(run(10), 1, '09:05'), 2, '09:10');
    expect(shown({ stopId: 5, now: at('09:10') })).toBe('10:00-11:15');
    expect(shown({ stops: early, stopId: 5, now: at('09:10') })).toBe('09:45-10:45');
  });

  it('counts only the stops before it in the run’s order, whatever order they come in', () => {
    const shuffled = run(6)
      .map((s) => ({ ...s, position: 7 - s.position }))
      .reverse();
    // Stop 6 is now first.
    expect(shown({ stops: shuffled, stopId: 6 })).toBe('09:00-09:45');
    // A stop after it, closed already, does not move it.
    expect(shown({ stops: close(shuffled, 1, '09:05'), stopId: 6 })).toBe('09:00-09:45');
  });

  it('a stop already done has no window, nor one not on the run', () => {
    expect(shown({ stops: close(run(3), 2, '09:40'), stopId: 2 })).toBe('none');
    expect(shown({ stops: close(run(3), 2, '09:40', 'failed'), stopId: 2 })).toBe('none');
    expect(shown({ stopId: 99 })).toBe('none');
  });

  it('a late run: the window starts from now, not from a time already past', () => {
    expect(shown({ stopId: 2, now: at('12:00') })).toBe('12:00-12:45');
    const w = runWindow(input({ stopId: 4, now: at('13:05') }))!;
    expect(w.from.getTime()).toBeGreaterThanOrEqual(at('13:00').getTime());
    expect(minutes(w)).toBeLessThanOrEqual(MAX_WINDOW_MINUTES);
  });

  it('only on the run’s day in Kuwait: the evening before (UTC) and the day after have none', () => {
    // 23:30 on 30 Nov in UTC is 02:30 on 1 Dec in Kuwait: the run's day.
    expect(runWindow(input({ now: new Date('2026-11-30T23:30:00Z') }))).toBeDefined();
    expect(shown({ now: at('23:00', '2026-11-30') })).toBe('none');
    expect(shown({ now: at('08:00', '2026-12-02') })).toBe('none');
  });

  it('honours the settings, and gives nothing for settings that make no sense', () => {
    expect(shown({ startTime: '08:00', minutesPerStop: 10, stopId: 3 })).toBe('08:00-09:00');
    expect(shown({ startTime: '8am' })).toBe('none');
    expect(shown({ minutesPerStop: 0 })).toBe('none');
    expect(isClockTime(DEFAULT_RUN_START)).toBe(true);
    expect(isClockTime('24:00')).toBe(false);
    expect(DEFAULT_MINUTES_PER_STOP).toBeGreaterThan(0);
  });
});
