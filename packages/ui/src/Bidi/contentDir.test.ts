import { describe, expect, it } from 'vitest';
import { contentDir, isolateDir } from './Bidi';

describe('contentDir', () => {
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

describe('isolateDir', () => {
  it('leaves a plain text to its first letter, and a text without letters left to right', () => {
    expect(isolateDir('Shuwaikh Hub, Kuwait')).toBeUndefined();
    expect(isolateDir('الشويخ، الكويت')).toBeUndefined();
    expect(isolateDir('+965 2222 3333')).toBe('ltr');
  });

  it('takes the first letter outside the runs a text isolates itself', () => {
    // The browser's dir="auto" would take 'S' and lay the Arabic place out left to right.
    expect(isolateDir('\u2068Shuwaikh Hub\u2069، الكويت')).toBe('rtl');
    expect(isolateDir('Hub \u2068الشويخ\u2069')).toBe('ltr');
    expect(isolateDir('\u2068Mumbai\u2069')).toBeUndefined();
  });
});
