import { describe, expect, it } from 'vitest';
import {
  divideRounded,
  limitDecimalInput,
  parseScaled,
  rescale,
  round2,
  scaledToFixed,
  toDecimal2String,
} from './decimal.ts';

describe('exact decimals', () => {
  it('reads text and numbers as the decimal they are written as', () => {
    expect(parseScaled('12.34', 2)).toBe(1234n);
    expect(parseScaled('12', 3)).toBe(12000n);
    expect(parseScaled(' +0.5 ', 2)).toBe(50n);
    expect(parseScaled('.5', 2)).toBe(50n);
    expect(parseScaled('12.', 2)).toBe(1200n);
    expect(parseScaled(1.005, 2)).toBe(101n);
    expect(parseScaled(0.1 + 0.2, 2)).toBe(30n);
  });

  it('rounds half away from zero on the first dropped digit', () => {
    expect(parseScaled('1.005', 2)).toBe(101n);
    expect(parseScaled('1.0049', 2)).toBe(100n);
    expect(parseScaled('-1.005', 2)).toBe(-101n);
    expect(parseScaled('0.125', 2)).toBe(13n);
    expect(parseScaled(1e-7, 2)).toBe(0n);
  });

  it('returns null for blanks and malformed values', () => {
    for (const bad of ['', '   ', '.', '-', '1.2.3', 'abc', '1e3', '1,5']) {
      expect(parseScaled(bad, 2), bad).toBeNull();
    }
    expect(parseScaled(Number.NaN, 2)).toBeNull();
    expect(parseScaled(Number.POSITIVE_INFINITY, 2)).toBeNull();
    expect(parseScaled(1e25, 2)).toBeNull();
  });

  it('divides and rescales with the same rounding', () => {
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(4n, 3n)).toBe(1n);
    expect(divideRounded(5n, -2n)).toBe(-3n);
    expect(() => divideRounded(1n, 0n)).toThrow(RangeError);
    expect(rescale(12345n, 3, 2)).toBe(1235n);
    expect(rescale(12n, 0, 3)).toBe(12000n);
  });

  it('writes fixed decimals', () => {
    expect(scaledToFixed(12345n, 3)).toBe('12.345');
    expect(scaledToFixed(5n, 3)).toBe('0.005');
    expect(scaledToFixed(-5n, 2)).toBe('-0.05');
    expect(scaledToFixed(7n, 0)).toBe('7');
  });

  it('round2 and its shortest text', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.675)).toBe(2.68);
    expect(round2(-2.675)).toBe(-2.68);
    expect(round2(Number.NaN)).toBeNaN();
    expect(toDecimal2String(0.2)).toBe('0.2');
    expect(toDecimal2String(3)).toBe('3');
    expect(toDecimal2String(12.345)).toBe('12.35');
    expect(toDecimal2String(-0.001)).toBe('0');
    expect(toDecimal2String(Number.NaN)).toBe('');
  });

  it('limits typed numbers to two decimals without rounding', () => {
    expect(limitDecimalInput('12.345')).toBe('12.34');
    expect(limitDecimalInput('12.')).toBe('12.');
    expect(limitDecimalInput('1a.5.6')).toBe('1.56');
    expect(limitDecimalInput('-3')).toBe('3');
    expect(limitDecimalInput('')).toBe('');
    expect(limitDecimalInput('7.89', 0)).toBe('7');
    expect(limitDecimalInput('1.23456', 3)).toBe('1.234');
  });
});
