import { describe, expect, it } from 'vitest';
import { awbCheckDigit, isValidAwb, makeAwb } from './awb.ts';

describe('AWB numbers', () => {
  it('appends the serial mod 7 as check digit', () => {
    expect(awbCheckDigit('0000000001')).toBe(1);
    expect(awbCheckDigit('0000000007')).toBe(0);
    expect(awbCheckDigit('1234567890')).toBe(1234567890 % 7);
    expect(makeAwb(1n)).toBe('00000000011');
    expect(makeAwb(1234567890n)).toBe(`1234567890${1234567890 % 7}`);
    expect(makeAwb(9_999_999_999n)).toBe(`9999999999${9_999_999_999 % 7}`);
  });

  it('gives distinct numbers for distinct serials', () => {
    const numbers = new Set(Array.from({ length: 1000 }, (_, i) => makeAwb(BigInt(i + 1))));
    expect(numbers.size).toBe(1000);
  });

  it('refuses serials outside 1 .. 9999999999', () => {
    expect(() => makeAwb(0n)).toThrow(/out of range/);
    expect(() => makeAwb(10_000_000_000n)).toThrow(/out of range/);
    expect(() => awbCheckDigit('123')).toThrow(/10 digits/);
  });

  it('validates the check digit', () => {
    expect(isValidAwb(makeAwb(42n))).toBe(true);
    expect(isValidAwb('00000000421')).toBe(false);
    expect(isValidAwb('0000000042')).toBe(false);
    expect(isValidAwb(42)).toBe(false);
  });
});
