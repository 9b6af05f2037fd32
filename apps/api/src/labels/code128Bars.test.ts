import { describe, expect, it } from 'vitest';
import { code128Bars } from './code128Bars.ts';

/** Widths bar/space/bar... of a pattern, to compare with the Code 128 tables. */
function widths(pattern: ReturnType<typeof code128Bars>): number[] {
  const out: number[] = [];
  pattern.bars.forEach((bar, i) => {
    out.push(bar.width);
    const next = pattern.bars[i + 1];
    if (next) out.push(next.x - bar.x - bar.width);
  });
  return out;
}

describe('code128Bars', () => {
  it('encodes an 11-digit AWB with start code C and the stop pattern', () => {
    const pattern = code128Bars('12345678903');
    const w = widths(pattern);
    expect(w.slice(0, 6)).toEqual([2, 1, 1, 2, 3, 2]); // Start C
    expect(w.slice(-7)).toEqual([2, 3, 3, 1, 1, 1, 2]); // Stop
    // Start C, 5 digit pairs, code B + '3' or code A..., check symbol: every symbol is 11 modules.
    expect((pattern.modules - 13) % 11).toBe(0);
    expect(pattern.modules).toBe(w.reduce((a, b) => a + b, 0));
  });

  it('gives different patterns for different numbers', () => {
    expect(code128Bars('12345678903').bars).not.toEqual(code128Bars('12345678910').bars);
  });

  it('refuses text Code 128 cannot carry', () => {
    expect(() => code128Bars('')).toThrow(/printable ASCII/);
    expect(() => code128Bars('١٢٣')).toThrow(/printable ASCII/);
  });
});
