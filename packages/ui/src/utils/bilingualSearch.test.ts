import { describe, expect, it } from 'vitest';
import { aliasLookup, countryAliases, matchesAny, searchForm } from './bilingualSearch';

describe('bilingual search', () => {
  it('finds a country by its Arabic name on an English list and the reverse', () => {
    const kuwait = ['Kuwait', ...countryAliases('KW')];
    expect(matchesAny(kuwait, 'الكويت')).toBe(true);
    expect(matchesAny(kuwait, 'كويت')).toBe(true);
    expect(matchesAny(['الكويت', ...countryAliases('KW')], 'kuw')).toBe(true);
    expect(matchesAny(['India', ...countryAliases('IN')], 'الكويت')).toBe(false);
  });

  it('reads alef forms, ta marbuta, alef maqsura and vowel marks as people type them', () => {
    expect(searchForm('الإمارات')).toBe(searchForm('الامارات'));
    expect(matchesAny(['محافظة العاصمة'], 'محافظه')).toBe(true);
    expect(matchesAny(['مُصر'], 'مصر')).toBe(true);
    expect(matchesAny(['Côte d’Ivoire'], 'cote')).toBe(true);
  });

  it('gives no other names for a code the data does not know', () => {
    expect(countryAliases('')).toEqual([]);
    expect(countryAliases('K1')).toEqual([]);
  });
});

describe('aliasLookup', () => {
  it('reads lazy aliases once, at the first ask, and plain ones as they are', () => {
    let reads = 0;
    const lookup = aliasLookup([
      { name: 'Kuwait', aliases: () => (reads++, ['الكويت']) },
      { name: 'India', aliases: ['الهند'] },
      { name: 'Oman' },
    ]);
    expect(reads).toBe(0);
    expect(lookup('Kuwait')).toEqual(['الكويت']);
    expect(lookup('Kuwait')).toEqual(['الكويت']);
    expect(reads).toBe(1);
    expect(lookup('India')).toEqual(['الهند']);
    expect(lookup('Oman')).toEqual([]);
    expect(lookup('Nowhere')).toEqual([]);
  });
});
