import { z } from 'zod';
import { BOOKING_TYPES, CUSTOMER_BOOKING_TYPES, RATE_UNITS } from '../constants.ts';
import { DECIMAL_PATTERN, SIGNED_DECIMAL_PATTERN } from '../patterns.ts';
import { idMessages, numericIdField } from './ids.ts';
import {
  optionalText,
  requiredChoice,
  requiredPattern,
  requiredText,
  TEXT_LIMITS,
} from './fields.ts';
import { messageGroup } from '../messageWords.ts';

/**
 * Rate forms (spec 5): the home Rate Inquiry card and the check-rate / rate-enquiry form.
 * The spec asks for a numeric weight; a weight of zero or less cannot be priced, so it gets the
 * same 'Please Enter Valid Weight' message (docs/domain.md).
 */
export const rateMessages = messageGroup('rate');

const positiveWeight = (pattern: RegExp) =>
  requiredPattern(
    pattern,
    () => rateMessages.weight,
    () => rateMessages.weight,
    TEXT_LIMITS.number,
  ).refine((value) => Number(value) > 0, {
    error: () => rateMessages.weight,
  });

const unit = () => requiredChoice(RATE_UNITS, () => rateMessages.unit);

/** Home rate form: numeric weight with optional decimals, unit KG. */
export const homeRateSchema = z.object({
  fromCountry: requiredText(() => rateMessages.fromCountry),
  toCountry: requiredText(() => rateMessages.toCountry),
  weight: positiveWeight(DECIMAL_PATTERN),
  unit: unit(),
});

/** Check-rate and rate-enquiry form (price_calculation request): weight may carry a '+' sign. */
export const checkRateSchema = z.object({
  origin_country_id: requiredText(() => rateMessages.fromCountry),
  destination_country_id: requiredText(() => rateMessages.toCountry),
  origin_city_id: requiredText(() => rateMessages.fromCity),
  destination_city_id: requiredText(() => rateMessages.toCity),
  weight: positiveWeight(SIGNED_DECIMAL_PATTERN),
  unit: unit(),
  /** The chosen delivery option, sent once one is picked. */
  service_id: optionalText(),
});

/**
 * Price inside a booking wizard (invoice_price_calculation): numeric ids as numbers or digits,
 * the chargeable weight of the item lines as a number or its decimal text (output: the text).
 */
export const invoicePriceSchema = z.object({
  origin_country_id: numericIdField(
    'origin_country_id',
    () => rateMessages.fromCountry,
    () => rateMessages.fromCountry,
  ),
  destination_country_id: numericIdField(
    'destination_country_id',
    () => rateMessages.toCountry,
    () => rateMessages.toCountry,
  ),
  /** Absent: no service chosen yet; the answer's serviceList says which services carry it. */
  service_id: numericIdField(
    'service_id',
    () => rateMessages.service,
    () => rateMessages.service,
  ).optional(),
  /** The booking's type (docs / non-docs, DOX / SPX): documents-only services carry no goods. */
  type: z
    .enum(['', ...BOOKING_TYPES, ...CUSTOMER_BOOKING_TYPES], {
      error: () => idMessages.invalid('type'),
    })
    .default(''),
  total_chargeable_weight: z
    .union([z.number(), z.string()], { error: () => rateMessages.weight })
    .transform((weight) => String(weight))
    .pipe(positiveWeight(DECIMAL_PATTERN)),
});

export type InvoicePriceInput = z.input<typeof invoicePriceSchema>;
export type InvoicePrice = z.output<typeof invoicePriceSchema>;
export type HomeRateFormInput = z.input<typeof homeRateSchema>;
export type HomeRateForm = z.output<typeof homeRateSchema>;
export type CheckRateFormInput = z.input<typeof checkRateSchema>;
export type CheckRateForm = z.output<typeof checkRateSchema>;
