import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatDayDate,
  formatCountRange,
  formatDayRange,
  formatRecordDate,
  formatKuwaitDateTime,
  formatKuwaitTime,
  formatMonthYear,
  formatNumber,
  localizeDecimal,
} from './formats.ts';

describe('formats in the page language', () => {
  it('numbers: English as toLocaleString("en-US") wrote them, Arabic with Western digits', () => {
    for (const value of [0, 7, 1234, 12345, 1234567]) {
      expect(formatNumber(value)).toBe(value.toLocaleString('en-US'));
      expect(formatNumber(value, 'en')).toBe(value.toLocaleString('en-US'));
    }
    expect(formatNumber(12345, 'ar')).toBe('12,345');
    expect(formatNumber(2.5, 'ar')).toBe('2.5');
  });

  it('decimals: English unchanged, Arabic marks a minus left to right', () => {
    expect(localizeDecimal('-1,234.50', 'en')).toBe('-1,234.50');
    expect(localizeDecimal('1,234.50', 'ar')).toBe('1,234.50');
    expect(localizeDecimal('-1.50', 'ar')).toBe('\u200e-1.50');
  });

  it('calendar dates: "22 Nov 2026" in English, the Arabic month in Arabic', () => {
    expect(formatCalendarDate('2026-11-22')).toBe('22 Nov 2026');
    expect(formatCalendarDate('2026-01-01', 'en')).toBe('1 Jan 2026');
    expect(formatCalendarDate('2026-11-22', 'ar')).toBe('22 نوفمبر 2026');
    expect(formatCalendarDate('2026-01-01', 'ar')).toBe('1 يناير 2026');
    expect(formatCalendarDate('', 'ar')).toBe('');
    expect(formatCalendarDate('22/11/2026', 'ar')).toBe('22/11/2026');
  });

  it('recorded dates: English as recorded, Arabic with the month spelled', () => {
    expect(formatRecordDate('2026-11-22')).toBe('2026-11-22');
    expect(formatRecordDate('2026-11-22', 'en')).toBe('2026-11-22');
    expect(formatRecordDate('2026-11-22', 'ar')).toBe('22 نوفمبر 2026');
    expect(formatRecordDate('Pending', 'ar')).toBe('Pending');
  });

  it('instants on the Kuwait clock: English as before, Arabic 24-hour', () => {
    const at = '2026-11-22T11:05:00Z';
    expect(formatKuwaitDateTime(at)).toBe(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Asia/Kuwait',
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(new Date(at)),
    );
    expect(formatKuwaitDateTime(at, 'en')).toBe('22 Nov 2026, 14:05');
    const arabic = formatKuwaitDateTime(new Date(at), 'ar');
    expect(arabic).toContain('22 نوفمبر 2026');
    expect(arabic).toContain('14:05');
    expect(arabic).not.toMatch(/[\u0660-\u0669]/);
  });

  it('times on the Kuwait clock: 24-hour, Western digits in both languages', () => {
    expect(formatKuwaitTime('2026-11-22T07:00:00Z')).toBe('10:00');
    expect(formatKuwaitTime(new Date('2026-11-22T10:45:00Z'), 'en')).toBe('13:45');
    expect(formatKuwaitTime('2026-11-22T21:15:00Z', 'ar')).toBe('00:15');
  });

  it('month and year: "Sep 2026" in English as the blog cards showed it, the month spelled in Arabic', () => {
    expect(formatMonthYear('2026-03-12')).toBe('Mar 2026');
    expect(formatMonthYear('2026-09-01', 'en')).toBe('Sep 2026');
    expect(formatMonthYear('2026-03-12', 'ar')).toBe('مارس 2026');
    expect(formatMonthYear('2026-12-31', 'ar')).toBe('ديسمبر 2026');
  });

  it('days with their weekday, and spans of days with the shared month written once', () => {
    expect(formatDayDate('2026-03-05')).toBe('Thu, 5 Mar 2026');
    expect(formatDayDate('2026-03-05', 'ar')).toBe('الخميس، 5 مارس 2026');
    expect(formatDayDate('soon', 'ar')).toBe('soon');
    expect(formatDayDate('2026-09-01')).toBe('Tue, 1 Sep 2026');
    expect(formatDayRange('2026-03-09', '2026-03-11')).toBe('Mon, 9 Mar – Wed, 11 Mar 2026');
    expect(formatDayRange('2026-12-30', '2027-01-02')).toBe('Wed, 30 Dec 2026 – Sat, 2 Jan 2027');
    expect(formatDayRange('2026-03-09', '2026-03-09')).toBe('Mon, 9 Mar 2026');
    const arabic = formatDayRange('2026-03-09', '2026-03-11', 'ar');
    expect(arabic).toContain('الاثنين');
    expect(arabic).toContain('الأربعاء');
    expect(arabic).toMatch(/مارس/);
    expect(formatDayRange('2026-03-09', '')).toBe('2026-03-09');
  });

  it('a span of counts typed as free text, in the sentence of the page language', () => {
    expect(formatCountRange('6 to 7')).toBe('6 to 7');
    expect(formatCountRange('6-7', 'en')).toBe('6 to 7');
    expect(formatCountRange('6 to 7', 'ar')).toBe('6\u00a0إلى\u00a07');
    expect(formatCountRange('6 – 7', 'ar')).toBe('6\u00a0إلى\u00a07');
    expect(formatCountRange('5', 'ar')).toBe('5');
    expect(formatCountRange('4 to 4', 'ar')).toBe('4');
    expect(formatCountRange('a week', 'ar')).toBe('a week');
    expect(formatCountRange('6 to 7', 'ar')).not.toMatch(/to/);
  });
});
