import { describe, expect, it } from 'vitest';
import {
  addFils,
  filsToKwdNumber,
  filsToKwdString,
  FILS_PER_KWD,
  formatDeclaredValue,
  formatKwd,
  formatKwdAmount,
  multiplyFils,
  parseKwd,
  percentageOf,
  subtractFils,
  tryParseKwd,
  vatFils,
  withVat,
} from './money.ts';

describe('KWD in fils', () => {
  it('has 1000 fils to the dinar', () => {
    expect(FILS_PER_KWD).toBe(1000);
  });

  it('parses dinar amounts to fils', () => {
    expect(parseKwd('12.345')).toBe(12345);
    expect(parseKwd('12.5')).toBe(12500);
    expect(parseKwd(12.5)).toBe(12500);
    expect(parseKwd('0')).toBe(0);
    expect(parseKwd('-1')).toBe(-1000);
    expect(parseKwd(' 7 ')).toBe(7000);
    expect(parseKwd(0.1 + 0.2)).toBe(300);
  });

  it('rounds a fourth decimal to whole fils, half away from zero', () => {
    expect(parseKwd('1.2345')).toBe(1235);
    expect(parseKwd('1.2344')).toBe(1234);
    expect(parseKwd('-1.2345')).toBe(-1235);
  });

  it('rejects malformed amounts clearly', () => {
    expect(tryParseKwd('')).toBeNull();
    expect(tryParseKwd('12,5')).toBeNull();
    expect(tryParseKwd('KWD 1')).toBeNull();
    expect(tryParseKwd(Number.NaN)).toBeNull();
    expect(() => parseKwd('abc')).toThrow('Not an amount in KWD: "abc"');
  });

  it('formats with 2 decimals, code and thousands separators', () => {
    expect(formatKwd(12345)).toBe('KWD 12.35');
    expect(formatKwd(12344)).toBe('KWD 12.34');
    expect(formatKwd(0)).toBe('KWD 0.00');
    expect(formatKwd(5)).toBe('KWD 0.01');
    expect(formatKwd(4)).toBe('KWD 0.00');
    expect(formatKwd(1234567)).toBe('KWD 1,234.57');
    expect(formatKwd(1234567890)).toBe('KWD 1,234,567.89');
    expect(formatKwd(-1500)).toBe('KWD -1.50');
    expect(formatKwd(-5)).toBe('KWD -0.01');
    expect(formatKwdAmount(999995)).toBe('1,000.00');
  });

  it('English is the same with the language named', () => {
    for (const fils of [12345, 0, 4, 1234567890, -1500, -5]) {
      expect(formatKwd(fils, 'en')).toBe(formatKwd(fils));
      expect(formatKwdAmount(fils, 'en')).toBe(formatKwdAmount(fils));
    }
  });

  it('Arabic reads the amount, then the dinar, with Western digits', () => {
    expect(formatKwd(12500, 'ar')).toBe('12.50\u00a0د.ك');
    // The same exact rounding as English: 12.345 is 12.35, not the float's 12.34.
    expect(formatKwd(12345, 'ar')).toBe('12.35\u00a0د.ك');
    expect(formatKwd(1234567890, 'ar')).toBe('1,234,567.89\u00a0د.ك');
    expect(formatKwdAmount(999995, 'ar')).toBe('1,000.00');
    // A left-to-right mark keeps the minus on the number's left in right-to-left text.
    expect(formatKwd(-1500, 'ar')).toBe('\u200e-1.50\u00a0د.ك');
  });

  it('writes payload amounts with all 3 decimals', () => {
    expect(filsToKwdString(12345)).toBe('12.345');
    expect(filsToKwdString(5)).toBe('0.005');
    expect(filsToKwdString(-1500)).toBe('-1.500');
  });

  it('refuses fractional fils', () => {
    expect(() => formatKwd(1.5)).toThrow(RangeError);
    expect(() => addFils(1, 0.5)).toThrow(RangeError);
  });

  it('adds and subtracts exactly', () => {
    expect(addFils(100, 200, 300)).toBe(600);
    expect(addFils()).toBe(0);
    expect(subtractFils(1000, 1001)).toBe(-1);
  });

  it('multiplies by decimal factors without drift', () => {
    expect(multiplyFils(100, 3)).toBe(300);
    expect(multiplyFils(1005, '1.1')).toBe(1106); // 1105.5 -> 1106
    expect(multiplyFils(333, 0.5)).toBe(167); // 166.5 -> 167
    expect(multiplyFils(-333, 0.5)).toBe(-167);
    expect(() => multiplyFils(100, 'x')).toThrow(RangeError);
  });

  it('computes percentages and VAT', () => {
    expect(percentageOf(10000, 5)).toBe(500);
    expect(percentageOf(12345, '2.5')).toBe(309); // 308.625
    expect(percentageOf(1, 50)).toBe(1); // 0.5 -> 1
    expect(withVat(10000, 0)).toEqual({ vat: 0, total: 10000 });
    expect(() => percentageOf(100, '')).toThrow(RangeError);
  });

  it('writes wire amounts as numbers of dinars', () => {
    expect(filsToKwdNumber(14910)).toBe(14.91);
    expect(filsToKwdNumber(8400)).toBe(8.4);
    expect(filsToKwdNumber(-5)).toBe(-0.005);
  });

  it('rounds VAT half away from zero to whole 10 fils, so a quote shows exactly at 2 decimals', () => {
    expect(vatFils(14200, 5)).toBe(710);
    expect(vatFils(1500, 5)).toBe(80); // 75 -> 80
    expect(vatFils(12345, 5)).toBe(620); // 617.25 -> 620
    expect(vatFils(12340, 5)).toBe(620); // 617 -> 620
    expect(vatFils(12240, 5)).toBe(610); // 612 -> 610
    expect(vatFils(1500, '2.5')).toBe(40); // 37.5 -> 40
    expect(vatFils(1500, 0)).toBe(0);
    expect(vatFils(-1500, 5)).toBe(-80);
    expect(withVat(12345, 5)).toEqual({ vat: 620, total: 12965 });
    expect(() => vatFils(100, 'x')).toThrow(RangeError);
  });
});

describe('formatDeclaredValue', () => {
  it('names the currency a value was declared in, so dollars never read as dinars', () => {
    expect(formatDeclaredValue('21', 'USD')).toBe('USD 21.00');
    expect(formatDeclaredValue('1234.5', 'inr', 'en')).toBe('INR 1,234.50');
    expect(formatDeclaredValue('21', 'USD', 'ar')).toBe('21.00\u00a0USD');
  });

  it('reads dinars as every other amount of the courier', () => {
    expect(formatDeclaredValue('17.06', 'KWD')).toBe(formatKwd(17060));
    expect(formatDeclaredValue('17.06', 'KWD', 'ar')).toBe(formatKwd(17060, 'ar'));
  });

  it('gives nothing for what is no amount or no currency', () => {
    expect(formatDeclaredValue('', 'USD')).toBeUndefined();
    expect(formatDeclaredValue('abc', 'USD')).toBeUndefined();
    expect(formatDeclaredValue('21', ' ')).toBeUndefined();
  });
});
