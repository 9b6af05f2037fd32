import { describe, expect, it } from 'vitest';
import { countryIdByName, countryIdOf, homeCountryName, matchName } from './countryLookup';

const countries = [
  { country_id: 114, country_name: 'Kuwait' },
  { country_id: 99, country_name: 'India' },
];

describe('countryIdByName', () => {
  it('finds the id ignoring case and spaces', () => {
    expect(countryIdByName(countries, ' INDIA ')).toBe(99);
    expect(countryIdByName(countries, 'kuwait')).toBe(114);
  });
  it('gives null for an unknown or empty name', () => {
    expect(countryIdByName(countries, 'Atlantis')).toBeNull();
    expect(countryIdByName(countries, '')).toBeNull();
  });
});

describe('matchName', () => {
  it('returns the list spelling of a default name', () => {
    expect(matchName(['Kuwait', 'India'], 'INDIA')).toBe('India');
    expect(matchName(['Kuwait'], 'INDIA')).toBe('');
  });
});

describe('countryIdOf', () => {
  // Our list on an Arabic page, and the carrier's list, in English.
  const ours = [
    { country_id: 114, country_name: 'الكويت', country_code: 'KW' },
    { country_id: 99, country_name: 'الهند', country_code: 'IN' },
  ];
  const carrier = [
    { country_name: 'KUWAIT', country_code: 'KW' },
    { country_name: 'INDIA', country_code: 'IN' },
    { country_name: 'ATLANTIS', country_code: 'AX' },
  ];

  it('finds a name of our own list by its name', () => {
    expect(countryIdOf(ours, 'الهند', carrier)).toBe(99);
    expect(countryIdOf(ours, 'الهند', [])).toBe(99);
  });
  it("finds a carrier's name by its ISO code when our list spells it otherwise", () => {
    expect(countryIdOf(ours, 'INDIA', carrier)).toBe(99);
    expect(countryIdOf(ours, 'KUWAIT', carrier)).toBe(114);
  });
  it('gives null for an empty name, an unknown name or a code our list lacks', () => {
    expect(countryIdOf(ours, '', carrier)).toBeNull();
    expect(countryIdOf(ours, 'Narnia', carrier)).toBeNull();
    expect(countryIdOf(ours, 'INDIA', [])).toBeNull();
    expect(countryIdOf(ours, 'ATLANTIS', carrier)).toBeNull();
  });
});

describe('homeCountryName', () => {
  it("names Kuwait as the page's list does, found by its code", () => {
    const arabic = [
      { country_name: 'الهند', country_code: 'IN' },
      { country_name: 'الكويت', country_code: 'KW' },
    ];
    expect(homeCountryName(arabic, 'KW', 'Kuwait')).toBe('الكويت');
    expect(homeCountryName([{ country_name: 'KUWAIT', country_code: 'KW' }], 'KW', 'Kuwait')).toBe(
      'KUWAIT',
    );
    expect(homeCountryName([], 'KW', 'Kuwait')).toBe('Kuwait');
  });
});
