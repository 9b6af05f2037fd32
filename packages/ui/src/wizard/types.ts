import type { BookingVariant } from '@courier/domain/schemas/bookingVariant';

export type { BookingVariant };

/**
 * The form values a step holds while a person types: every field a string (or a list of lines),
 * checked by the domain schema of the step on submit.
 */
export type StepValues = Record<string, unknown>;
