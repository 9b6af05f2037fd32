import { z } from 'zod';
import { PAYMENT_TYPES, SHIPPER_TYPES } from '../constants.ts';
import { codAmountTextSchema } from '../cod.ts';
import type { BookingVariant } from './bookingVariant.ts';
import {
  checkCollectionWindow,
  type Clock,
  collectionWindowShape,
  systemClock,
} from './collectionFields.ts';
import {
  evenWithOtherErrors,
  mustBeTicked,
  optionalText,
  requiredChoice,
  requiredDataUrl,
  requiredText,
  TEXT_LIMITS,
} from './fields.ts';
import { messageGroup } from '../messageWords.ts';

/**
 * Booking step 3: collection, documents and payment (spec 5). The four messages the spec gives
 * are used word for word; the other required fields reuse the collection form's words for the
 * same field, or follow its style (docs/domain.md).
 */
export const bookingStep3Messages = messageGroup('bookingStep3');

const m = bookingStep3Messages;

function sharedShape(clock: Clock) {
  return {
    ...collectionWindowShape(clock),
    /** The wizard requires the instructions the collection window leaves optional. */
    special_instruction: requiredText(() => m.special_instruction, TEXT_LIMITS.text),
    /** A kyc_name of kyc_list: Kuwaiti documents, Indian ones for India (identityDocuments.ts). */
    kyc_type: requiredText(() => m.kyc_type, TEXT_LIMITS.name),
    kyc_document: requiredDataUrl(() => m.kyc_document),
    shipment_type: requiredChoice(SHIPPER_TYPES, () => m.shipment_type),
    /** Required for a company only (checked below); an individual's is ignored. */
    invoice_document: optionalText(TEXT_LIMITS.dataUrl),
    payment_type: requiredChoice(PAYMENT_TYPES, () => m.payment_type),
  };
}

/**
 * The public wizard asks for the terms; the customer wizard for the terms and the privacy policy,
 * two boxes with a message each (spec 2, create-shipment step 3).
 */
function variantShape(clock: Clock) {
  return {
    public: { ...sharedShape(clock), accept_terms: mustBeTicked(() => m.accept_terms) },
    customer: {
      ...sharedShape(clock),
      accept_terms: mustBeTicked(() => m.accept_terms),
      accept_privacy: mustBeTicked(() => m.accept_privacy),
      /** Cash on delivery in KWD ('' or absent: none); account customers only. */
      cod_amount: codAmountTextSchema.optional(),
    },
  } satisfies Record<BookingVariant, z.ZodRawShape>;
}

export type BookingStep3Shape<V extends BookingVariant> = ReturnType<typeof variantShape>[V];

/** The shape of step 3 for a variant, before the cross-field checks (used by bookingSchema). */
export function bookingStep3Shape<V extends BookingVariant>(
  variant: V,
  clock: Clock = systemClock,
): BookingStep3Shape<V> {
  return variantShape(clock)[variant];
}

/** Cross-field rules of step 3: company invoice, closing time after the ready time. */
export function checkBookingStep3(value: Record<string, unknown>, ctx: z.RefinementCtx): void {
  if (value.shipment_type === 'company') {
    const invoice = requiredDataUrl(() => m.invoice_document).safeParse(value.invoice_document);
    if (!invoice.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['invoice_document'],
        message: m.invoice_document,
      });
    }
  }
  checkCollectionWindow(value, ctx);
}

/**
 * Step 3 schema of a wizard. `clock` gives 'now' for the minimum collection date (today in
 * Kuwait) and is read on every check.
 */
export function bookingStep3Schema<V extends BookingVariant>(
  variant: V,
  { clock = systemClock }: { clock?: Clock } = {},
) {
  return z
    .object(bookingStep3Shape(variant, clock))
    .superRefine(checkBookingStep3, evenWithOtherErrors);
}

export type BookingStep3Input<V extends BookingVariant> = z.input<
  ReturnType<typeof bookingStep3Schema<V>>
>;
export type BookingStep3<V extends BookingVariant> = z.output<
  ReturnType<typeof bookingStep3Schema<V>>
>;
