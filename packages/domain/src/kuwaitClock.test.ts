import { describe, expect, it } from 'vitest';
import { kuwaitDateTime, todayInKuwait } from './kuwaitClock.ts';

describe('Kuwait clock (UTC+3)', () => {
  it('reads the Kuwait wall clock three hours ahead of UTC', () => {
    expect(kuwaitDateTime(new Date('2026-11-22T10:15:00Z'))).toEqual({
      date: '2026-11-22',
      time: '13:15',
    });
  });

  it('turns the date at 21:00 UTC (midnight in Kuwait)', () => {
    expect(todayInKuwait(new Date('2026-11-22T20:59:59Z'))).toBe('2026-11-22');
    expect(kuwaitDateTime(new Date('2026-11-22T21:00:00Z'))).toEqual({
      date: '2026-11-23',
      time: '00:00',
    });
  });

  it('crosses month and year ends', () => {
    expect(todayInKuwait(new Date('2026-12-31T21:30:00Z'))).toBe('2027-01-01');
    expect(todayInKuwait(new Date('2028-02-28T22:00:00Z'))).toBe('2028-02-29');
  });

  it('rejects an invalid Date', () => {
    expect(() => kuwaitDateTime(new Date('nope'))).toThrow(RangeError);
  });
});
