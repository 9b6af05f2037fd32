import { describe, expect, it } from 'vitest';
import { parseQuietHours, quietHoursEnd } from './quietHours.ts';

// Kuwait is UTC+3: 22:00 Kuwait is 19:00 UTC, 08:00 Kuwait is 05:00 UTC.
describe('quietHoursEnd', () => {
  it('lets day-time messages go at once', () => {
    expect(quietHoursEnd(new Date('2026-11-28T05:00:00Z'))).toBeUndefined(); // 08:00
    expect(quietHoursEnd(new Date('2026-11-28T18:59:59Z'))).toBeUndefined(); // 21:59
  });

  it('holds evening and night messages until 08:00 Kuwait time', () => {
    expect(quietHoursEnd(new Date('2026-11-28T19:00:00Z'))?.toISOString()).toBe(
      '2026-11-29T05:00:00.000Z',
    ); // 22:00 -> next morning
    expect(quietHoursEnd(new Date('2026-11-28T21:30:40Z'))?.toISOString()).toBe(
      '2026-11-29T05:00:00.000Z',
    ); // 00:30 -> the same morning
    expect(quietHoursEnd(new Date('2026-11-29T04:59:00Z'))?.toISOString()).toBe(
      '2026-11-29T05:00:00.000Z',
    ); // 07:59
  });
});

describe('parseQuietHours', () => {
  it('reads a window across midnight, or off', () => {
    expect(parseQuietHours('21:30-07:00')).toEqual({ from: '21:30', until: '07:00' });
    expect(parseQuietHours('off')).toBeNull();
    for (const bad of ['', '22-08', '08:00-22:00', '24:00-08:00', '22:00'])
      expect(() => parseQuietHours(bad)).toThrow(/QUIET_HOURS/);
  });

  it('moves the end of the window', () => {
    expect(
      quietHoursEnd(new Date('2026-11-28T18:45:00Z'), {
        from: '21:30',
        until: '07:00',
      })?.toISOString(),
    ).toBe('2026-11-29T04:00:00.000Z'); // 21:45 -> 07:00 Kuwait
  });
});
