import { describe, expect, it } from 'vitest';
import {
  addDays,
  DEFAULT_NON_WORKING_WEEKDAYS,
  earliestCollectionDate,
  isBookedOnSunday,
  isCollectionDay,
  isIsoDate,
  isOnOrAfterToday,
  isSunday,
  minCollectionDate,
  nextCollectionDay,
  processingDate,
  refusalOfChosenDate,
  weekdayOf,
} from './collectionDate.ts';

// 2026-11-22 is a Sunday; 2026-11-27 a Friday.
describe('calendar dates', () => {
  it('validates YYYY-MM-DD calendar dates', () => {
    expect(isIsoDate('2026-11-22')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('22/11/2026')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });

  it('gives weekdays and adds days', () => {
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('2026-11-27')).toBe(5);
    expect(isSunday('2026-11-22')).toBe(true);
    expect(isSunday('2026-11-23')).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(() => weekdayOf('not a date')).toThrow(RangeError);
  });
});

describe('minimum collection date: today in Kuwait', () => {
  it('is the Kuwait date, which runs 3 hours ahead of UTC', () => {
    expect(minCollectionDate(new Date('2026-11-22T20:59:00Z'))).toBe('2026-11-22');
    expect(minCollectionDate(new Date('2026-11-22T21:00:00Z'))).toBe('2026-11-23');
  });

  it('accepts today and later, refuses yesterday and non-dates', () => {
    const lateEvening = new Date('2026-11-22T20:30:00Z'); // 23:30 Kuwait, Sunday
    expect(isOnOrAfterToday('2026-11-22', lateEvening)).toBe(true);
    expect(isOnOrAfterToday('2026-11-21', lateEvening)).toBe(false);
    const pastMidnight = new Date('2026-11-22T21:30:00Z'); // 00:30 Kuwait, Monday
    expect(isOnOrAfterToday('2026-11-22', pastMidnight)).toBe(false);
    expect(isOnOrAfterToday('2026-11-23', pastMidnight)).toBe(true);
    expect(isOnOrAfterToday('2026-02-30', pastMidnight)).toBe(false);
  });
});

describe('collection days', () => {
  it('Friday is the default non-working day', () => {
    expect(DEFAULT_NON_WORKING_WEEKDAYS).toEqual([5]);
    expect(isCollectionDay('2026-11-27')).toBe(false);
    expect(isCollectionDay('2026-11-28')).toBe(true);
    expect(isCollectionDay('2026-11-22')).toBe(true);
  });

  it('honours other weekly rest days and holidays', () => {
    const calendar = { nonWorkingWeekdays: [5, 6], holidays: ['2026-11-24'] };
    expect(isCollectionDay('2026-11-28', calendar)).toBe(false);
    expect(isCollectionDay('2026-11-24', calendar)).toBe(false);
    expect(isCollectionDay('2026-11-25', calendar)).toBe(true);
    expect(nextCollectionDay('2026-11-23', calendar)).toBe('2026-11-25');
    expect(nextCollectionDay('2026-11-26', calendar)).toBe('2026-11-29');
  });

  it('fails clearly when a calendar has no working day', () => {
    expect(() =>
      nextCollectionDay('2026-11-22', { nonWorkingWeekdays: [0, 1, 2, 3, 4, 5, 6] }),
    ).toThrow(RangeError);
  });
});

describe('Sunday rule: booked on Sunday, processed the next working day', () => {
  it('moves a Sunday booking to Monday', () => {
    const sundayNoon = new Date('2026-11-22T09:00:00Z');
    expect(isBookedOnSunday(sundayNoon)).toBe(true);
    expect(processingDate(sundayNoon)).toBe('2026-11-23');
  });

  it('uses the Kuwait date around midnight', () => {
    // Saturday 23:59 in Kuwait: a Saturday booking, processed the same day.
    const saturdayLate = new Date('2026-11-21T20:59:00Z');
    expect(isBookedOnSunday(saturdayLate)).toBe(false);
    expect(processingDate(saturdayLate)).toBe('2026-11-21');
    // Saturday 21:00 UTC is already Sunday 00:00 in Kuwait.
    const sundayMidnight = new Date('2026-11-21T21:00:00Z');
    expect(isBookedOnSunday(sundayMidnight)).toBe(true);
    expect(processingDate(sundayMidnight)).toBe('2026-11-23');
    // Sunday 21:00 UTC is Monday in Kuwait: no longer a Sunday booking.
    expect(isBookedOnSunday(new Date('2026-11-22T21:00:00Z'))).toBe(false);
  });

  it('skips a holiday Monday, and defers Friday bookings too', () => {
    const sunday = new Date('2026-11-22T09:00:00Z');
    expect(processingDate(sunday, { holidays: ['2026-11-23'] })).toBe('2026-11-24');
    expect(processingDate(new Date('2026-11-27T09:00:00Z'))).toBe('2026-11-28');
    expect(processingDate(new Date('2026-11-24T09:00:00Z'))).toBe('2026-11-24');
  });
});

describe('earliest collection date', () => {
  it('is today while slots remain on a working day', () => {
    expect(earliestCollectionDate(new Date('2026-11-23T18:00:00Z'))).toBe('2026-11-23'); // 21:00
  });

  it('is the next collection day after the last slot', () => {
    expect(earliestCollectionDate(new Date('2026-11-23T19:30:00Z'))).toBe('2026-11-24'); // 22:30
    // Thursday evening after 22:00: Friday is off, so Saturday.
    expect(earliestCollectionDate(new Date('2026-11-26T19:30:00Z'))).toBe('2026-11-28');
  });

  it('skips a non-working today', () => {
    expect(earliestCollectionDate(new Date('2026-11-27T06:00:00Z'))).toBe('2026-11-28');
  });
});

describe('refusalOfChosenDate', () => {
  const now = new Date('2026-11-22T08:00:00Z'); // 11:00 Kuwait, Sunday
  const refuse = async () => 'Collection is not available on this date.';

  it('asks only about a date the forms accept and keeps the answer while the date is chosen', async () => {
    const asked: string[] = [];
    const ask = async (date: string) => (asked.push(date), 'refused');
    expect(await refusalOfChosenDate('0002-11-29', now, ask, () => '0002-11-29')).toBeUndefined();
    expect(await refusalOfChosenDate('2026-11-21', now, ask, () => '2026-11-21')).toBeUndefined();
    expect(await refusalOfChosenDate('', now, ask, () => '')).toBeUndefined();
    expect(asked).toEqual([]);
    expect(await refusalOfChosenDate('2026-11-29', now, ask, () => '2026-11-29')).toBe('refused');
    expect(asked).toEqual(['2026-11-29']);
  });

  it('drops an answer about a date the visitor has since changed, and an acceptance', async () => {
    expect(
      await refusalOfChosenDate('2026-11-29', now, refuse, () => '2026-11-30'),
    ).toBeUndefined();
    expect(
      await refusalOfChosenDate(
        '2026-11-29',
        now,
        async () => null,
        () => '2026-11-29',
      ),
    ).toBeUndefined();
  });
});
