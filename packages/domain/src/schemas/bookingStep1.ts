import { z } from 'zod';
import { STREET_MAX_LENGTH } from '../constants.ts';
import type { BookingVariant } from './bookingVariant.ts';
import {
  optionalEmail,
  optionalPhone,
  optionalText,
  optionalTextMax,
  requiredEmail,
  requiredPhone,
  requiredText,
  requiredTextMax,
  TEXT_LIMITS,
} from './fields.ts';
import { messageGroup } from '../messageWords.ts';

/**
 * Booking step 1, sender and receiver (spec 5). The spec does not show these messages; ours
 * follow the 'Enter ...' / 'Select ...' style of the collection form (docs/domain.md).
 */
export const bookingStep1Messages = messageGroup('bookingStep1');

const m = bookingStep1Messages;
const optionalStreet = () => optionalTextMax(STREET_MAX_LENGTH, () => m.streetTooLong);

/** Fields both wizards share. Zip, telephone, mobile and fax: digits and plus signs. */
const sharedShape = {
  sender_consignor: requiredText(() => m.sender_consignor, TEXT_LIMITS.name),
  sender_contact_person: requiredText(() => m.sender_contact_person, TEXT_LIMITS.name),
  sender_zip_code: requiredPhone(() => m.sender_zip_code),
  sender_country: requiredText(() => m.sender_country, TEXT_LIMITS.name),
  sender_city: requiredText(() => m.sender_city, TEXT_LIMITS.name),
  sender_telephone: requiredPhone(() => m.sender_telephone),
  sender_fax: optionalPhone(() => m.sender_fax),
  sender_email: requiredEmail(() => m.sender_email),
  reference_number: optionalText(TEXT_LIMITS.name),
  receiver_company_name: requiredText(() => m.receiver_company_name, TEXT_LIMITS.name),
  receiver_attention: requiredText(() => m.receiver_attention, TEXT_LIMITS.name),
  receiver_street_name_number: requiredTextMax(
    () => m.receiver_street_name_number,
    STREET_MAX_LENGTH,
    () => m.streetTooLong,
  ),
  receiver_city: requiredText(() => m.receiver_city, TEXT_LIMITS.name),
  receiver_zip_code: requiredPhone(() => m.receiver_zip_code),
  receiver_country: requiredText(() => m.receiver_country, TEXT_LIMITS.name),
  receiver_telephone: requiredPhone(() => m.receiver_telephone),
  receiver_mobile: requiredPhone(() => m.receiver_mobile),
  receiver_fax: optionalPhone(() => m.receiver_fax),
  receiver_email: optionalEmail(() => m.receiver_email),
};

/** What differs: the sender street (required for customers) and the customers' second lines. */
export const bookingStep1Shapes = {
  public: {
    ...sharedShape,
    sender_street_name_number: optionalStreet(),
  },
  customer: {
    ...sharedShape,
    sender_street_name_number: requiredTextMax(
      () => m.sender_street_name_number,
      STREET_MAX_LENGTH,
      () => m.streetTooLong,
    ),
    sender_street_name_number1: optionalStreet(),
    receiver_street_name_number1: optionalStreet(),
  },
} satisfies Record<BookingVariant, z.ZodRawShape>;

const schemas = {
  public: z.object(bookingStep1Shapes.public),
  customer: z.object(bookingStep1Shapes.customer),
};

/** Step 1 schema of a wizard: `bookingStep1Schema('public')` or `bookingStep1Schema('customer')`. */
export function bookingStep1Schema<V extends BookingVariant>(variant: V): (typeof schemas)[V] {
  return schemas[variant];
}

export type BookingStep1Input<V extends BookingVariant> = z.input<(typeof schemas)[V]>;
export type BookingStep1<V extends BookingVariant> = z.output<(typeof schemas)[V]>;
