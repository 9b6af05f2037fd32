import { describe, expect, it } from 'vitest';
import { demoArt, initialsOf } from './demoArt.ts';

describe('demo artwork', () => {
  it('gives people initials avatars and prints no names on pictures', () => {
    expect(initialsOf('khaled-al-rashid')).toBe('KR');
    expect(initialsOf('sara')).toBe('S');
    expect(demoArt('team', 'khaled-al-rashid')).toContain('>KR</text>');
    const scene = demoArt('services', 'international-express');
    expect(scene).toContain('<svg');
    expect(scene).not.toMatch(/International Express/i);
    expect(demoArt('people', '3')).not.toMatch(/<text/);
  });
});
