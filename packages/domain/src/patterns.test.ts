import { describe, expect, it } from 'vitest';
import {
  DECIMAL_PATTERN,
  isDecimal2,
  isDigits,
  isPhone,
  PLUS_DIGITS_PATTERN,
  SIGNED_DECIMAL_PATTERN,
} from './patterns.ts';

describe('patterns', () => {
  it('phone: digits and plus signs with at least one digit', () => {
    for (const ok of ['96599998888', '+96599998888', '+965+9999', '1', '9+']) {
      expect(isPhone(ok), ok).toBe(true);
    }
    for (const bad of ['', '+', '++', '965 9999', '965-9999', 'abc', '٩٦٥']) {
      expect(isPhone(bad), bad).toBe(false);
    }
  });

  it('digits only', () => {
    expect(isDigits('0123')).toBe(true);
    for (const bad of ['', '+965', '1.5', '-1', ' 1', '١٢']) expect(isDigits(bad), bad).toBe(false);
  });

  it('up to two decimals', () => {
    for (const ok of ['0', '12', '12.5', '12.50', '0.01']) expect(isDecimal2(ok), ok).toBe(true);
    for (const bad of ['', '1.005', '12.', '.5', '-1', '+1', '1e3', '1,5']) {
      expect(isDecimal2(bad), bad).toBe(false);
    }
  });

  it('decimal, signed decimal and plus-digits', () => {
    expect(DECIMAL_PATTERN.test('1.23456')).toBe(true);
    expect(DECIMAL_PATTERN.test('-1')).toBe(false);
    expect(SIGNED_DECIMAL_PATTERN.test('+1.5')).toBe(true);
    expect(SIGNED_DECIMAL_PATTERN.test('-1.5')).toBe(true);
    expect(SIGNED_DECIMAL_PATTERN.test('1.5.2')).toBe(false);
    // Every numeric form the spec's 'numeric with optional sign and decimals' allows.
    for (const ok of ['.5', '2.', '+.5', '+2.', '-0.5', '2.50'])
      expect(SIGNED_DECIMAL_PATTERN.test(ok), ok).toBe(true);
    for (const ok of ['.5', '2.', '0.75']) expect(DECIMAL_PATTERN.test(ok), ok).toBe(true);
    for (const bad of ['.', '+', '+.', '', '1e3', '2,5', ' 2', '--1'])
      expect(SIGNED_DECIMAL_PATTERN.test(bad), bad).toBe(false);
    expect(PLUS_DIGITS_PATTERN.test('+3')).toBe(true);
    expect(PLUS_DIGITS_PATTERN.test('3')).toBe(true);
    expect(PLUS_DIGITS_PATTERN.test('3+')).toBe(false);
    expect(PLUS_DIGITS_PATTERN.test('+')).toBe(false);
  });
});
