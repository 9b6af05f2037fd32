import { describe, expect, it } from 'vitest';
import { contentDir } from './Bidi';

describe('contentDir (issue 15)', () => {
  it('is the direction of most of the letters', () => {
    expect(contentDir('How do I track my shipment?')).toBe('ltr');
    expect(contentDir('209+ countries')).toBe('ltr');
    expect(contentDir('كيف أتتبع شحنتي؟')).toBe('rtl');
    // dir="auto" would take the first letter's direction: left to right.
    expect(contentDir('Khaled Al-Rashid، المدير العام لدينا منذ عام 2019.')).toBe('rtl');
    expect(contentDir('Our office near السالمية opens at 8.')).toBe('ltr');
  });

  it('counts the words of an HTML body, not its tags or entities', () => {
    expect(contentDir('<p class="lead">مرحبا&nbsp;بكم</p><ul><li>شحن</li></ul>')).toBe('rtl');
    expect(contentDir('<p>Door to door &amp; customs.</p>')).toBe('ltr');
  });

  it('leaves a text without letters to the page', () => {
    expect(contentDir('1850+')).toBeUndefined();
    expect(contentDir('')).toBeUndefined();
    expect(contentDir(undefined)).toBeUndefined();
  });
});
