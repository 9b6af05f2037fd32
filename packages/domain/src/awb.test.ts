import { describe, expect, it } from 'vitest';
import { awbCheckDigit, awbSerial, isValidAwb, makeAwb, MAX_AWB_SERIAL } from './awb.ts';

describe('airway bill numbers with a mod-7 check digit', () => {
  it('check digit is the 10-digit serial modulo 7', () => {
    expect(awbCheckDigit('0000000001')).toBe(1);
    expect(awbCheckDigit('0000000007')).toBe(0);
    expect(awbCheckDigit('1234567890')).toBe(1234567890 % 7);
    expect(awbCheckDigit('9999999999')).toBe(9999999999 % 7);
    expect(() => awbCheckDigit('123')).toThrow(RangeError);
    expect(() => awbCheckDigit('12345678901')).toThrow(RangeError);
    expect(() => awbCheckDigit('12345abc90')).toThrow(RangeError);
  });

  it('makes 11-digit numbers from serials', () => {
    expect(makeAwb(1)).toBe('00000000011');
    expect(makeAwb(7)).toBe('00000000070');
    expect(makeAwb(1234567890)).toBe(`1234567890${1234567890 % 7}`);
    expect(makeAwb(MAX_AWB_SERIAL)).toHaveLength(11);
  });

  it('refuses serials out of range or not whole', () => {
    for (const bad of [0, -1, 1.5, MAX_AWB_SERIAL + 1, Number.NaN]) {
      expect(() => makeAwb(bad), String(bad)).toThrow(RangeError);
    }
  });

  it('validates numbers and catches single-digit typos', () => {
    const awb = makeAwb(4711234567);
    expect(isValidAwb(awb)).toBe(true);
    expect(isValidAwb(` ${awb} `)).toBe(true);
    const typo = `${awb.slice(0, 3)}${(Number(awb[3]) + 1) % 10}${awb.slice(4)}`;
    expect(isValidAwb(typo)).toBe(false);
    expect(isValidAwb(`${awb.slice(0, 10)}9`)).toBe(false); // 9 is never a mod-7 digit
    expect(isValidAwb(awb.slice(0, 10))).toBe(false);
    expect(isValidAwb('')).toBe(false);
    expect(isValidAwb('abcdefghijk')).toBe(false);
  });

  it('gives back the serial of a valid number', () => {
    expect(awbSerial(makeAwb(42))).toBe(42);
    expect(awbSerial('00000000042')).toBeNull();
  });
});
