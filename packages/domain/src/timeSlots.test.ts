import { describe, expect, it } from 'vitest';
import {
  availableTimeSlots,
  isAfterLastSlot,
  isTimeSlot,
  minutesOf,
  slotsAfter,
  TIME_SLOTS,
} from './timeSlots.ts';

describe('collection time slots', () => {
  it('are exactly the 27 half hours from 09:00 to 22:00', () => {
    const expected: string[] = [];
    for (let h = 9; h <= 22; h += 1) {
      expected.push(`${String(h).padStart(2, '0')}:00`);
      if (h < 22) expected.push(`${String(h).padStart(2, '0')}:30`);
    }
    expect(TIME_SLOTS).toEqual(expected);
    expect(TIME_SLOTS).toHaveLength(27);
    expect(TIME_SLOTS[0]).toBe('09:00');
    expect(TIME_SLOTS[26]).toBe('22:00');
    expect(Object.isFrozen(TIME_SLOTS)).toBe(true);
  });

  it('recognises slots only', () => {
    expect(isTimeSlot('09:30')).toBe(true);
    expect(isTimeSlot('9:30')).toBe(false);
    expect(isTimeSlot('08:30')).toBe(false);
    expect(isTimeSlot('22:30')).toBe(false);
    expect(isTimeSlot('10:15')).toBe(false);
  });

  it('reads times as minutes', () => {
    expect(minutesOf('00:00')).toBe(0);
    expect(minutesOf('22:00')).toBe(1320);
    expect(minutesOf('24:00')).toBeNaN();
    expect(minutesOf('9:00')).toBeNaN();
  });

  it('lists the slots after a time', () => {
    expect(slotsAfter('21:00')).toEqual(['21:30', '22:00']);
    expect(slotsAfter('22:00')).toEqual([]);
    expect(slotsAfter('08:00')).toHaveLength(27);
    expect(slotsAfter('nonsense')).toHaveLength(27);
  });

  it('offers only the slots still ahead today, in Kuwait time', () => {
    // 17:10 UTC is 20:10 in Kuwait.
    const now = new Date('2026-11-22T17:10:00Z');
    expect(availableTimeSlots('2026-11-22', now)).toEqual(['20:30', '21:00', '21:30', '22:00']);
    expect(availableTimeSlots('2026-11-23', now)).toHaveLength(27);
    expect(availableTimeSlots('2026-11-21', now)).toEqual([]);
  });

  it('knows when the last slot of the day has passed', () => {
    expect(isAfterLastSlot(new Date('2026-11-22T19:00:00Z'))).toBe(false); // 22:00 Kuwait
    expect(isAfterLastSlot(new Date('2026-11-22T19:01:00Z'))).toBe(true); // 22:01 Kuwait
    expect(isAfterLastSlot(new Date('2026-11-22T21:00:00Z'))).toBe(false); // 00:00 next day
  });
});
