import { describe, expect, it } from 'vitest';
import { acceptedLanguages, isLanguage, localized, pickLanguage } from './language.ts';

describe('pickLanguage', () => {
  it('takes the cookie when it names a supported language, whatever the header says', () => {
    expect(pickLanguage('en', 'ar')).toBe('ar');
    expect(pickLanguage('ar', 'en')).toBe('en');
    expect(pickLanguage(undefined, 'ar')).toBe('ar');
  });

  it('ignores a cookie that is not a supported language', () => {
    expect(pickLanguage('ar', 'fr')).toBe('ar');
    expect(pickLanguage('ar', 'AR')).toBe('ar');
    expect(pickLanguage(undefined, '')).toBe('en');
    expect(pickLanguage(undefined, 'ar; evil')).toBe('en');
  });

  it('is English without a cookie or header', () => {
    expect(pickLanguage(undefined, undefined)).toBe('en');
    expect(pickLanguage('', undefined)).toBe('en');
  });

  it('takes the first supported language of the header by q', () => {
    expect(pickLanguage('ar', undefined)).toBe('ar');
    expect(pickLanguage('ar-KW,ar;q=0.9,en-US;q=0.8,en;q=0.7', undefined)).toBe('ar');
    expect(pickLanguage('en-US,en;q=0.9,ar;q=0.8', undefined)).toBe('en');
    expect(pickLanguage('en;q=0.5, ar;q=0.8', undefined)).toBe('ar');
    expect(pickLanguage('fr-FR, de;q=0.9, ar;q=0.1', undefined)).toBe('ar');
    expect(pickLanguage('AR-kw', undefined)).toBe('ar');
  });

  it('is English for unknown languages and wildcards', () => {
    expect(pickLanguage('fr-FR, de;q=0.9', undefined)).toBe('en');
    expect(pickLanguage('*', undefined)).toBe('en');
    expect(pickLanguage('arabic', undefined)).toBe('en');
  });
});

describe('acceptedLanguages', () => {
  it('keeps the header order on equal q', () => {
    expect(acceptedLanguages('ar, en')).toEqual(['ar', 'en']);
    expect(acceptedLanguages('en, ar')).toEqual(['en', 'ar']);
    expect(acceptedLanguages('en;q=0.5, ar;q=0.5')).toEqual(['en', 'ar']);
  });

  it('reads q=0 as a refusal', () => {
    expect(acceptedLanguages('ar;q=0, en')).toEqual(['en']);
    expect(acceptedLanguages('ar-KW, ar;q=0')).toEqual([]);
    expect(pickLanguage('ar;q=0', undefined)).toBe('en');
  });

  it('skips malformed entries and keeps the good ones', () => {
    expect(acceptedLanguages('ar;q=2, en')).toEqual(['en']);
    expect(acceptedLanguages('ar;q=abc, en;q=0.1')).toEqual(['en']);
    expect(acceptedLanguages('ar;q=0.12345')).toEqual([]);
    expect(acceptedLanguages(';;;,,,=, ar')).toEqual(['ar']);
    expect(acceptedLanguages('a r, ar_KW, ar-')).toEqual([]);
    expect(acceptedLanguages('ar ; q = 0.5 , en ; q=0.4')).toEqual(['ar', 'en']);
    expect(acceptedLanguages('\u0000ar, en')).toEqual(['en']);
  });

  it('stays cheap on a huge header', () => {
    const huge = `${'x-y;q=0.1,'.repeat(100_000)}ar`;
    expect(acceptedLanguages(huge)).toEqual([]);
  });
});

describe('localized', () => {
  it('answers Arabic when it has words, else English', () => {
    expect(localized('Express', 'سريع', 'ar')).toBe('سريع');
    expect(localized('Express', '', 'ar')).toBe('Express');
    expect(localized('Express', '  \n ', 'ar')).toBe('Express');
    expect(localized('Express', null, 'ar')).toBe('Express');
    expect(localized('Express', undefined, 'ar')).toBe('Express');
  });

  it('answers English as stored for English', () => {
    expect(localized(' Express ', 'سريع', 'en')).toBe(' Express ');
  });

  it('tells supported languages', () => {
    expect(isLanguage('ar')).toBe(true);
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});
