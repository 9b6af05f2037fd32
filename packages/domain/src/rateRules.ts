import { tryParseKwd } from './money.ts';

/**
 * Rate rules of spec 4 that need no screen.
 */

/** Inside a booking, a rate is calculated once a service is chosen and chargeable weight > 0. */
export function shouldCalculateBookingRate(
  service: string | null | undefined,
  chargeableWeight: number | string | null | undefined,
): boolean {
  if (!service || service.trim() === '') return false;
  const weight = typeof chargeableWeight === 'string' ? Number(chargeableWeight) : chargeableWeight;
  return typeof weight === 'number' && Number.isFinite(weight) && weight > 0;
}

/**
 * The booking's amount, in fils, from a price answer: its netPrice (KWD), or 0 when the call
 * failed or the price is not a non-negative amount.
 */
export function bookingAmountFils(
  answer: { Status?: unknown; netPrice?: unknown } | null | undefined,
): number {
  if (!answer || answer.Status !== 'Success') return 0;
  const { netPrice } = answer;
  if (typeof netPrice !== 'number' && typeof netPrice !== 'string') return 0;
  const fils = tryParseKwd(netPrice);
  return fils !== null && fils >= 0 ? fils : 0;
}

/**
 * A delivery option radio is checked when it is the selected one, or, while none is selected
 * yet, when it is the first option (one radio of a group can be checked; docs/domain.md).
 */
export function isDeliveryOptionChecked(
  optionServiceId: string | number,
  selectedServiceId: string | number | null | undefined,
  index: number,
): boolean {
  if (selectedServiceId === null || selectedServiceId === undefined || selectedServiceId === '') {
    return index === 0;
  }
  return String(optionServiceId) === String(selectedServiceId);
}
