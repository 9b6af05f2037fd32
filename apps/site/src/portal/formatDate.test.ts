import { describe, expect, it } from 'vitest';
import { formatKuwaitDate } from './formatDate';

describe('formatKuwaitDate', () => {
  it('reads a calendar date the same in any time zone', () => {
    expect(formatKuwaitDate('2026-11-22')).toBe('22 Nov 2026');
    expect(formatKuwaitDate('2026-01-01')).toBe('1 Jan 2026');
  });
  it('reads the month in Arabic on Arabic pages, digits Western', () => {
    expect(formatKuwaitDate('2026-11-22', 'ar')).toBe('22 نوفمبر 2026');
    expect(formatKuwaitDate('2026-11-22', 'en')).toBe('22 Nov 2026');
  });
  it('leaves anything else as it came', () => {
    expect(formatKuwaitDate('')).toBe('');
    expect(formatKuwaitDate('22/11/2026')).toBe('22/11/2026');
  });
});
