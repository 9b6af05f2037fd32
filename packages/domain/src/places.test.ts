import { describe, expect, it } from 'vitest';
import { arabicPlace, joinPlace, placeLookup } from './places.ts';

const names = placeLookup([
  ['Kuwait', 'الكويت'],
  ['India', 'الهند'],
  ['Shuwaikh', 'الشويخ'],
  ['Kuwait City', 'مدينة الكويت'],
  ['Nowhere', ''],
]);

describe('places in Arabic', () => {
  it('names each part the reference data knows in Arabic, joined by the Arabic comma', () => {
    expect(arabicPlace('Shuwaikh, Kuwait', names)).toBe('الشويخ، الكويت');
    expect(arabicPlace('Kuwait City', names)).toBe('مدينة الكويت');
    expect(arabicPlace('kuwait  city', names)).toBe('مدينة الكويت');
  });

  it('isolates a Latin part left beside Arabic, and leaves an unknown place as written', () => {
    expect(arabicPlace('Mumbai, India', names)).toBe('\u2068Mumbai\u2069، الهند');
    expect(arabicPlace('Shuwaikh Hub, Kuwait', names)).toBe('\u2068Shuwaikh Hub\u2069، الكويت');
    expect(arabicPlace('Andheri, Mumbai', names)).toBe('Andheri, Mumbai');
    expect(arabicPlace('Nowhere', names)).toBe('Nowhere');
    expect(arabicPlace('', names)).toBe('');
  });
});

describe('joinPlace', () => {
  it('joins names as the language writes them, isolating Latin names beside Arabic', () => {
    expect(joinPlace(['Mumbai', 'India'], 'en')).toBe('Mumbai, India');
    expect(joinPlace(['Mumbai', 'India'], 'ar')).toBe('Mumbai, India');
    expect(joinPlace(['Mumbai', 'الهند'], 'ar')).toBe('\u2068Mumbai\u2069، الهند');
    expect(joinPlace(['شرق', '', 'الكويت'], 'ar')).toBe('شرق، الكويت');
  });
});
