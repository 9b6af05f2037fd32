import { describe, expect, it } from 'vitest';
import { ZONES, zoneOfCountry } from './zones.ts';

describe('zoneOfCountry', () => {
  it('places the Gulf, the Middle East and South Asia by fixed lists', () => {
    expect(zoneOfCountry('KW', ['Asia/Kuwait'])).toBe('KW');
    expect(zoneOfCountry('ae', ['Asia/Dubai'])).toBe('GCC');
    expect(zoneOfCountry('EG', ['Africa/Cairo'])).toBe('MEA');
    expect(zoneOfCountry('IN', ['Asia/Kolkata'])).toBe('SAS');
  });
  it('places every other country by the continent of its time zone', () => {
    expect(zoneOfCountry('MY', ['Asia/Kuala_Lumpur'])).toBe('ASIA');
    expect(zoneOfCountry('GB', ['Europe/London'])).toBe('EUR');
    expect(zoneOfCountry('US', ['America/New_York'])).toBe('AME');
    expect(zoneOfCountry('KE', ['Africa/Nairobi'])).toBe('AFR');
    expect(zoneOfCountry('AU', ['Australia/Sydney'])).toBe('OCE');
    expect(zoneOfCountry('FJ', ['Pacific/Fiji'])).toBe('OCE');
    expect(zoneOfCountry('AQ', ['Antarctica/Troll'])).toBe('ROW');
    expect(zoneOfCountry('XX', [])).toBe('ROW');
    expect(zoneOfCountry('AU', ['Antarctica/Macquarie', 'Australia/Sydney'])).toBe('OCE');
  });
  it('knows ten zones, Kuwait first', () => {
    expect(ZONES.map((z) => z.code)).toEqual([
      'KW',
      'GCC',
      'MEA',
      'SAS',
      'ASIA',
      'EUR',
      'AME',
      'AFR',
      'OCE',
      'ROW',
    ]);
  });
});
