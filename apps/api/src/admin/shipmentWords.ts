import type { Language } from '@courier/domain/language';
import type { ShipmentRow } from '@courier/api-client/admin';
import type { PlaceNames } from '../tracking/placeNames.ts';
import { eventWords, placeIn } from '../tracking/trackingQueries.ts';

/**
 * A shipment row in the staff member's language: the destination by the Arabic name the reference
 * data carries (as public tracking shows it); names people typed stay as typed.
 */
export function rowInLanguage(row: ShipmentRow, lang: Language, places?: PlaceNames): ShipmentRow {
  return lang === 'en' ? row : { ...row, destination: placeIn(row.destination, lang, places) };
}

/** A tracking event as the detail screen lists it, in the staff member's language. */
export function historyInLanguage(
  event: {
    eventDate: string;
    eventTime: string;
    statusCode: string;
    status: string;
    location: string;
    remarks: string;
  },
  lang: Language,
  places?: PlaceNames,
) {
  const words = eventWords(event, lang);
  return {
    date: event.eventDate,
    time: event.eventTime,
    code: event.statusCode,
    status: words.status,
    location: placeIn(event.location, lang, places),
    remarks: words.remarks,
  };
}
