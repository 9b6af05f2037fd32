import { z } from 'zod';
import { bookingStep1Shapes } from './bookingStep1.ts';
import { bookingStep2Shapes } from './bookingStep2.ts';
import { bookingStep3Shape, checkBookingStep3 } from './bookingStep3.ts';
import type { BookingVariant } from './bookingVariant.ts';
import { type Clock, systemClock } from './collectionFields.ts';
import { evenWithOtherErrors } from './fields.ts';

export { bookingStep1Messages } from './bookingStep1.ts';
export type { BookingStep1, BookingStep1Input } from './bookingStep1.ts';
export { bookingStep2Messages } from './bookingStep2.ts';
export type { BookingStep2 } from './bookingStep2.ts';
export { bookingStep3Messages } from './bookingStep3.ts';
export type { BookingStep3 } from './bookingStep3.ts';
export { type BookingVariant } from './bookingVariant.ts';

/**
 * The whole booking form of a wizard (steps 1 to 3 together), as the API receives it in
 * create_shipment. Server-set fields (id, shipment_date, payment_id, Userid, Awbno, CustomerCode,
 * BillTo) are not part of the form.
 */
export function bookingSchema<V extends BookingVariant>(
  variant: V,
  { clock = systemClock }: { clock?: Clock } = {},
) {
  return z
    .object({
      ...bookingStep1Shapes[variant],
      ...bookingStep2Shapes[variant],
      ...bookingStep3Shape(variant, clock),
    })
    .superRefine(checkBookingStep3, evenWithOtherErrors);
}
