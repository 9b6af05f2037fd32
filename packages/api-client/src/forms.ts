import { bookingSchema } from '@courier/domain/schemas/booking';
import { cardSchema } from '@courier/domain/schemas/card';
import { careerSchema } from '@courier/domain/schemas/career';
import { collectionSchema } from '@courier/domain/schemas/collection';
import { contactSchema } from '@courier/domain/schemas/contact';
import { franchiseSchema } from '@courier/domain/schemas/franchise';
import { loginSchema } from '@courier/domain/schemas/login';
import { memberContactSchema } from '@courier/domain/schemas/memberContact';
import { checkRateSchema } from '@courier/domain/schemas/rate';
import { multiTrackingSchema, trackingNumberSchema } from '@courier/domain/schemas/tracking';
import { boundedText, TEXT_LIMITS } from '@courier/domain/schemas/fields';
import { optionalIdField } from '@courier/domain/schemas/ids';
import { variantSchema } from './variantSchema.ts';

/**
 * The form bodies sent to the API: the form schemas of @courier/domain (so the browser and the
 * server check the same rules with the same messages), plus the few wire-only fields a form does
 * not hold. Nothing here carries a message of its own.
 */

export const contactFormSchema = contactSchema;
export const memberContactFormSchema = memberContactSchema;
export const franchiseFormSchema = franchiseSchema;
export const priceRequestSchema = checkRateSchema;
export const collectionFormSchema = collectionSchema;
export const cardPaymentSchema = cardSchema;
export const loginFormSchema = loginSchema;

/** career_apply: the application form plus the opening applied for (absent on the career list). */
export const careerApplicationSchema = careerSchema.extend({
  career_id: optionalIdField('career_id'),
});

/** Fields the server sets or the payment step adds; the browser may send them empty. */
const bookingWireFields = {
  id: boundedText(TEXT_LIMITS.id).optional(),
  shipment_date: boundedText(TEXT_LIMITS.id).optional(),
  /** paymentId of make_online_payment when paying online. */
  payment_id: boundedText(TEXT_LIMITS.id).optional(),
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

/** One tracking number (tracks). */
export const trackingNumberFieldSchema = trackingNumberSchema.shape.tracking_number;

/** One or more tracking numbers (tracking_data); the parsed value is 'n1,n2'. */
export const trackingNumbersSchema = multiTrackingSchema.shape.tracking_number;
