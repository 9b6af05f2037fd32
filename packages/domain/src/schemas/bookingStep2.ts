import { z } from 'zod';
import type { Say } from './fields.ts';
import { BOOKING_TYPES, CUSTOMER_BOOKING_TYPES, LINE_ITEM_UNIT } from '../constants.ts';
import { PLUS_DIGITS_PATTERN, DIGITS_PATTERN } from '../patterns.ts';
import { MAX_BOOKING_PIECES, requestLimitMessages } from '../requestLimits.ts';
import type { BookingVariant } from './bookingVariant.ts';
import {
  optionalText,
  requiredChoice,
  requiredDecimal2,
  requiredPattern,
  requiredText,
  TEXT_LIMITS,
} from './fields.ts';
import { messageGroup } from '../messageWords.ts';

/**
 * Booking step 2, shipping details and item lines (spec 5). The spec does not show these
 * messages; ours follow the collection form's style (docs/domain.md). Item numbers have at most two
 * decimals; weight and dimensions must be above zero, item value and the derived numbers may be
 * zero (a sample of no value, a volumetric weight that rounds to 0.00), qty is at least 1.
 */
export const bookingStep2Messages = messageGroup('bookingStep2');

const m = bookingStep2Messages;

const quantity = (pattern: RegExp, message: Say) =>
  requiredPattern(pattern, message, message, TEXT_LIMITS.number).refine((qty) => Number(qty) >= 1, {
    error: message,
  });

const lineShape = {
  weight: requiredDecimal2(() => m.weight),
  length: requiredDecimal2(() => m.length),
  width: requiredDecimal2(() => m.width),
  height: requiredDecimal2(() => m.height),
  volume_weight: requiredDecimal2(() => m.volume_weight, 'nonNegative'),
  description: requiredText(() => m.description, TEXT_LIMITS.line),
  /** Read-only, always 'Pieces'. */
  unit: z.literal(LINE_ITEM_UNIT).default(LINE_ITEM_UNIT),
  item_value: requiredDecimal2(() => m.item_value, 'nonNegative'),
  item_total_value: requiredDecimal2(() => m.item_total_value, 'nonNegative'),
  /**
   * Customs fields of the commercial invoice, optional (the wizards do not ask yet); absent
   * stays absent, so lines without them parse as before.
   */
  hs_code: z
    .string({ error: () => m.hs_code })
    .trim()
    .regex(/^(\d{4}(\.?\d{2}){1,3})?$/, { error: () => m.hs_code })
    .optional(),
  country_of_origin: z
    .string({ error: () => m.country_of_origin })
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{2})?$/, { error: () => m.country_of_origin })
    .optional(),
};

const lineSchemas = {
  public: z.object({ ...lineShape, qty: quantity(DIGITS_PATTERN, () => m.qty) }),
  customer: z.object({ ...lineShape, qty: quantity(PLUS_DIGITS_PATTERN, () => m.qtyCustomer) }),
};

/** The currency object of the payload (an entry of currency_list). */
export const currencySchema = z.object(
  {
    currency_code: requiredText(() => m.currency, TEXT_LIMITS.name),
    currency_name: optionalText(),
  },
  { error: () => m.currency },
);

/**
 * Derived totals travel with the payload as strings; they are optional here because the step
 * computes them (weights.ts) and the API recomputes them rather than trust them.
 */
const totalsShape = {
  total_pieces: optionalText(TEXT_LIMITS.number),
  total_weight: optionalText(TEXT_LIMITS.number),
  total_volume_weight: optionalText(TEXT_LIMITS.number),
  total_chargeable_weight: optionalText(TEXT_LIMITS.number),
  total_amount: optionalText(TEXT_LIMITS.number),
};

const sharedShape = {
  service: requiredText(() => m.service, TEXT_LIMITS.name),
  currency: currencySchema,
  value: requiredDecimal2(() => m.value, 'nonNegative'),
  content: requiredText(() => m.content, TEXT_LIMITS.line),
  ...totalsShape,
};

export const bookingStep2Shapes = {
  public: {
    ...sharedShape,
    type: requiredChoice(BOOKING_TYPES, () => m.type),
    shipment_items: z
      .array(lineSchemas.public, { error: () => m.shipment_items })
      .min(1, { error: () => m.shipment_items })
      .max(MAX_BOOKING_PIECES, { error: () => requestLimitMessages.pieces }),
  },
  customer: {
    ...sharedShape,
    type: requiredChoice(CUSTOMER_BOOKING_TYPES, () => m.type),
    shipment_items: z
      .array(lineSchemas.customer, { error: () => m.shipment_items })
      .min(1, { error: () => m.shipment_items })
      .max(MAX_BOOKING_PIECES, { error: () => requestLimitMessages.pieces }),
  },
} satisfies Record<BookingVariant, z.ZodRawShape>;

const schemas = {
  public: z.object(bookingStep2Shapes.public),
  customer: z.object(bookingStep2Shapes.customer),
};

/** One item line of a wizard. */
export function shipmentItemSchema<V extends BookingVariant>(variant: V): (typeof lineSchemas)[V] {
  return lineSchemas[variant];
}

/** Step 2 schema of a wizard: type docs/non-docs (public) or DOX/SPX (customer). */
export function bookingStep2Schema<V extends BookingVariant>(variant: V): (typeof schemas)[V] {
  return schemas[variant];
}

export type ShipmentItemInput<V extends BookingVariant> = z.input<(typeof lineSchemas)[V]>;
export type ShipmentItem<V extends BookingVariant> = z.output<(typeof lineSchemas)[V]>;
export type BookingStep2Input<V extends BookingVariant> = z.input<(typeof schemas)[V]>;
export type BookingStep2<V extends BookingVariant> = z.output<(typeof schemas)[V]>;
