import type { ShipAgain } from '@courier/api-client/endpoints/portal';
import type { BookingStep1Input } from '@courier/domain/schemas/booking';
import type { ShippingValues } from '@courier/ui/ShippingDetailsStep';

const STEP1_PREFIXES = ['sender_', 'receiver_'];

/**
 * A past booking ('Ship again') as the wizard's first two steps: parties, reference and the
 * shipment's lines. The collection date, documents and consents are not carried: step 3 asks
 * for them anew.
 */
export function shipAgainSteps(booking: ShipAgain): {
  step1: Partial<BookingStep1Input<'customer'>>;
  step2: Partial<ShippingValues>;
} {
  const step1 = Object.fromEntries(
    Object.entries(booking).filter(([key]) =>
      STEP1_PREFIXES.some((prefix) => key.startsWith(prefix)),
    ),
  ) as Partial<BookingStep1Input<'customer'>>;
  step1.reference_number = booking.reference_number;
  const step2 = {
    service: booking.service,
    currency: booking.currency,
    type: booking.type,
    value: booking.value,
    content: booking.content,
    shipment_items: booking.shipment_items,
  } as unknown as Partial<ShippingValues>;
  return { step1, step2 };
}
