import { describe, expect, it } from 'vitest';
import { countryIdByName, matchName } from './countryLookup';

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
