import { bookingSchema } from '@courier/domain/schemas/booking';
import { boundedText, TEXT_LIMITS } from '@courier/domain/schemas/fields';
import { onlinePaymentSchema } from '@courier/domain/schemas/onlinePayment';
import { variantSchema } from './variantSchema.ts';

/**
 * The create_shipment body: the booking wizards' schema of @courier/domain (so the browser and
 * the server check the same rules with the same messages), plus the few wire-only fields a wizard
 * does not hold. The other forms' bodies are their domain schemas, named in their endpoint's file:
 * each endpoint builds only the schemas it sends, so a page starts only the ones it uses.
 */

/** Fields the server sets or the payment step adds; the browser may send them empty. */
const bookingWireFields = {
  id: boundedText(TEXT_LIMITS.id).optional(),
  shipment_date: boundedText(TEXT_LIMITS.id).optional(),
  /**
   * paymentId of make_online_payment, for a booking paid before it is recorded (spec 4). Without
   * it a public online booking is recorded waiting for its payment, and paymentLink sends the
   * payer to the gateway's hosted page for payment_method (KNET when absent).
   */
  payment_id: boundedText(TEXT_LIMITS.id).optional(),
  payment_method: onlinePaymentSchema.shape.payment_method.optional(),
};

/** Public booking wizard (book-shipment): type is docs or non-docs. */
export const publicBookingSchema = bookingSchema('public').safeExtend(bookingWireFields);

/**
 * Customer wizard (create-shipment): type is DOX or SPX. Userid, CustomerCode and BillTo are
 * taken from the session by the server; Awbno is empty until the courier booking.
 */
export const customerBookingSchema = bookingSchema('customer').safeExtend({
  ...bookingWireFields,
  Userid: boundedText(TEXT_LIMITS.name).optional(),
  Awbno: boundedText(TEXT_LIMITS.id).optional(),
  CustomerCode: boundedText(TEXT_LIMITS.name).optional(),
  BillTo: boundedText(TEXT_LIMITS.name).optional(),
});

const CUSTOMER_TYPES: readonly unknown[] = ['DOX', 'SPX'];

/** create_shipment body: the customer variant when its type is DOX/SPX or it names a Userid. */
export const bookingRequestSchema = variantSchema(
  (body) => CUSTOMER_TYPES.includes(body.type) || 'Userid' in body || 'accept_privacy' in body,
  publicBookingSchema,
  customerBookingSchema,
);
