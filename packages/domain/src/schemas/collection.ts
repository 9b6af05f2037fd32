import { z } from 'zod';
import { COLLECTION_SHIPMENT_TYPES } from '../constants.ts';
import { DIGITS_PATTERN } from '../patterns.ts';
import {
  checkClosingAfterReady,
  type Clock,
  collectionWindowShape,
  systemClock,
} from './collectionFields.ts';
import {
  evenWithOtherErrors,
  optionalEmail,
  optionalPattern,
  optionalPhone,
  optionalText,
  requiredChoice,
  requiredDecimal2,
  requiredPhone,
  requiredText,
  TEXT_LIMITS,
} from './fields.ts';
import { messageGroup } from '../messageWords.ts';

/** Book Collection form (spec 5), field names of the create_shipment_collection payload. */
export const collectionMessages = messageGroup('collection');

const m = collectionMessages;

/**
 * Builds the collection schema. `clock` gives 'now' for the minimum date (today in Kuwait); it is
 * read on every check, so one long-lived schema stays right across midnight.
 */
export function makeCollectionSchema({ clock = systemClock }: { clock?: Clock } = {}) {
  // The collection window, with the closing time under this payload's name (spec 3).
  const { collection_close_time, ...window } = collectionWindowShape(clock);
  return z
    .object({
      contact_person: requiredText(() => m.contact_person, TEXT_LIMITS.name),
      company_name: requiredText(() => m.company_name, TEXT_LIMITS.name),
      address: requiredText(() => m.address),
      country: requiredText(() => m.country, TEXT_LIMITS.name),
      city: requiredText(() => m.city, TEXT_LIMITS.name),
      zipcode: optionalPattern(DIGITS_PATTERN, () => m.zipcode, TEXT_LIMITS.phone),
      mobile_number: requiredPhone(() => m.mobile_number),
      fax_number: optionalPhone(() => m.fax_number),
      email_address: optionalEmail(() => m.email_address),
      shipment_type: requiredChoice(COLLECTION_SHIPMENT_TYPES, () => m.shipment_type),
      collection_date: window.collection_date,
      collection_ready_time: window.collection_ready_time,
      collection_closing_time: collection_close_time,
      special_instruction: window.special_instruction,
      collection_shipment_type: optionalText(),
      reference_number: optionalText(),
      vehicle_type: window.vehicle_type,
      total_pieces: optionalPattern(DIGITS_PATTERN, () => m.total_pieces, TEXT_LIMITS.number),
      total_weight: requiredDecimal2(() => m.total_weight),
      domestic_shipment: optionalPattern(
        DIGITS_PATTERN,
        () => m.domestic_shipment,
        TEXT_LIMITS.number,
      ),
      international_shipment: optionalPattern(
        DIGITS_PATTERN,
        () => m.international_shipment,
        TEXT_LIMITS.number,
      ),
      collection_number: optionalText(),
    })
    .superRefine(
      (value, ctx) =>
        checkClosingAfterReady(value, ctx, 'collection_ready_time', 'collection_closing_time'),
      evenWithOtherErrors,
    );
}

export const collectionSchema = makeCollectionSchema();

export type CollectionFormInput = z.input<typeof collectionSchema>;
export type CollectionForm = z.output<typeof collectionSchema>;
