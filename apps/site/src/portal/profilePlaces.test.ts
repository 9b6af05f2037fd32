import { describe, expect, it } from 'vitest';
import { savedPlace, shownPlace, withSavedPlaces, withShownPlaces } from './profilePlaces';

describe('the profile’s city and area', () => {
  it('shows a known Kuwaiti city or area by its Arabic name on an Arabic page', () => {
    expect(shownPlace('Kuwait City', 'ar')).toBe('مدينة الكويت');
    expect(shownPlace('salmiya', 'ar')).toBe('السالمية');
    expect(shownPlace('Capital', 'ar')).toBe('العاصمة');
  });

  it('shows anything else as typed, and English pages as stored', () => {
    expect(shownPlace('Block 4, Street 60', 'ar')).toBe('Block 4, Street 60');
    expect(shownPlace('الري', 'ar')).toBe('الري');
    expect(shownPlace('Kuwait City', 'en')).toBe('Kuwait City');
  });

  it('saves the stored spelling when the field still shows its Arabic name', () => {
    expect(savedPlace('مدينة الكويت', 'Kuwait City', 'ar')).toBe('Kuwait City');
    expect(savedPlace('السالمية', 'Kuwait City', 'ar')).toBe('السالمية');
    expect(savedPlace('Hawalli', 'Kuwait City', 'ar')).toBe('Hawalli');
    expect(savedPlace('مدينة الكويت', 'Kuwait City', 'en')).toBe('مدينة الكويت');
  });

  it('maps the whole form both ways and leaves the other fields alone', () => {
    const stored = { CITY: 'Kuwait City', Location_Area: 'Capital', Add2: 'Sharq' };
    const shown = withShownPlaces(stored, 'ar');
    expect(shown).toEqual({ CITY: 'مدينة الكويت', Location_Area: 'العاصمة', Add2: 'Sharq' });
    expect(withSavedPlaces(shown, stored, 'ar')).toEqual(stored);
    expect(withSavedPlaces({ ...shown, CITY: 'الجهراء' }, stored, 'ar').CITY).toBe('الجهراء');
  });
});
