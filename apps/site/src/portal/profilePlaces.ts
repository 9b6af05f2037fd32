import type { Language } from '@courier/domain/language';
import { KUWAIT_PLACES_AR, placeLookup } from '@courier/domain/places';

/**
 * The profile's place fields (the city and the area) are typed by the customer, and the record
 * keeps them as typed. An Arabic page shows a known Kuwaiti city or area by its Arabic name from
 * the reference data ('Kuwait City' -> 'مدينة الكويت'); anything else is shown as typed
 * (docs/reference-data-arabic.md, "The portal's profile").
 */
const PROFILE_PLACE_FIELDS = ['CITY', 'Location_Area'] as const;
type PlaceField = (typeof PROFILE_PLACE_FIELDS)[number];

const arabicOf = placeLookup(Object.entries(KUWAIT_PLACES_AR));

/** The value as the page shows it in its field. */
export function shownPlace(stored: string, language: Language): string {
  return language === 'ar' ? (arabicOf(stored) ?? stored) : stored;
}

/**
 * The value to save: a field still showing the Arabic name of the stored place saves the stored
 * place as it was (the record, labels and the back office keep the customer's own spelling);
 * anything the customer typed is saved as typed.
 */
export function savedPlace(shown: string, stored: string, language: Language): string {
  return language === 'ar' && shown.trim() === shownPlace(stored, language) && shown !== stored
    ? stored
    : shown;
}

/** The profile's values with its place fields shown in the page's language. */
export function withShownPlaces<T extends Record<PlaceField, string>>(
  values: T,
  language: Language,
): T {
  const shown = { ...values };
  for (const field of PROFILE_PLACE_FIELDS)
    shown[field] = shownPlace(values[field], language) as T[PlaceField];
  return shown;
}

/** The submitted values with each place field that still shows the stored place saved as stored. */
export function withSavedPlaces<T extends Record<PlaceField, string>>(
  submitted: T,
  stored: Record<PlaceField, string>,
  language: Language,
): T {
  const saved = { ...submitted };
  for (const field of PROFILE_PLACE_FIELDS)
    saved[field] = savedPlace(submitted[field], stored[field], language) as T[PlaceField];
  return saved;
}
