import { describe, expect, it } from 'vitest';
import { paragraphDirection, visualPieces } from './bidiPieces.ts';

const arabic = (cp: number) => cp >= 0x600 && cp <= 0x6ff;
const any = () => true;
/** Pieces as [text, embedded, rtl] for short assertions. */
const pieces = (line: string, direction: 'ltr' | 'rtl', embedded: (cp: number) => boolean) =>
  visualPieces(line, direction, embedded, (cp) => cp < 0x100).map((p) => [
    p.text,
    p.embedded,
    p.rtl,
  ]);

describe('visualPieces', () => {
  it('takes the direction from the first strong character', () => {
    expect(paragraphDirection('محمد عبدالله')).toBe('rtl');
    expect(paragraphDirection('12 شارع الخليج')).toBe('rtl');
    expect(paragraphDirection('Attn: محمد')).toBe('ltr');
    expect(paragraphDirection('+965 1234')).toBe('ltr');
  });

  it('orders an Arabic address with a building number right to left, the number left to right', () => {
    // The Arabic runs stay in logical order: fontkit shapes them and lays them out right to left.
    expect(pieces('شارع الخليج، مبنى 12، الكويت', 'rtl', any)).toEqual([
      ['، الكويت', true, true],
      ['12', true, false],
      ['شارع الخليج، مبنى ', true, true],
    ]);
  });

  it('keeps a Latin line with an Arabic name in reading order', () => {
    expect(pieces('Attn: محمد علي', 'ltr', arabic)).toEqual([
      ['Attn: ', false, false],
      ['علي', true, true],
      [' ', false, true],
      ['محمد', true, true],
    ]);
  });

  it('mirrors brackets in right-to-left text', () => {
    expect(pieces('أحمد (المستودع)', 'rtl', any)).toEqual([['أحمد )المستودع(', true, true]]);
  });

  it('hands over what fontkit would reverse reversed: Arabic-Indic digits, neutrals', () => {
    expect(pieces('مبنى ١٢', 'rtl', any)).toEqual([
      ['٢١', true, false],
      ['مبنى ', true, true],
    ]);
    expect(pieces('شارع 5 / 7', 'rtl', any)).toEqual([
      ['7', true, false],
      [' / ', true, true],
      ['5', true, false],
      ['شارع ', true, true],
    ]);
    // Drawn: '(' '1' ')' then علي, so read from the right: علي (1).
    expect(pieces('علي (1)', 'rtl', any)).toEqual([
      ['(', true, true],
      ['1', true, false],
      ['علي )', true, true],
    ]);
  });

  it("prints '?' for what neither font has and drops bidi marks", () => {
    expect(pieces('محمد \u200f漢', 'rtl', arabic)).toEqual([
      ['?', false, false],
      [' ', false, true],
      ['محمد', true, true],
    ]);
  });
});
