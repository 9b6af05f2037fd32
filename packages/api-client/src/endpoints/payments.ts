import { PAYMENT_STATES } from '@courier/domain/paymentState';
import { z } from 'zod';
import { PAYMENT_METHODS } from '@courier/domain/constants';
import { cardSchema } from '@courier/domain/schemas/card';
import { boundedText, TEXT_LIMITS } from '@courier/domain/schemas/fields';
import { encryptIdField } from '@courier/domain/schemas/ids';
import { onlinePaymentSchema } from '@courier/domain/schemas/onlinePayment';
import { defineEndpoint } from '../endpoint.ts';
import { envelope, envelopeFailure } from '../envelope.ts';
import { amountSchema, requestAmountSchema, urlSchema } from '../wire.ts';
import { shipmentDetailsSchema, shipmentDocumentsSchema } from './shipments.ts';

/**
 * make_online_payment as the spec names it (section 7): total_amount, card_number,
 * card_expiry_month, card_expiry_year, card_cvv_number, email_id, currency; name_of_card and
 * card_type are taken when sent. Card number and CVV pass through to the payment provider; they
 * are never stored or logged. The website itself never calls it: its visitors pay on the
 * gateway's hosted page (start_online_payment, docs/payments.md).
 */
export const makeOnlinePaymentRequest = cardSchema.extend({
  total_amount: requestAmountSchema,
  email_id: z.email().max(TEXT_LIMITS.email),
  currency: boundedText(TEXT_LIMITS.name).min(1),
});
export const makeOnlinePaymentResponse = envelope({ paymentId: z.string().min(1) });
export const makeOnlinePayment = defineEndpoint({
  method: 'POST',
  path: 'make_online_payment',
  request: makeOnlinePaymentRequest,
  success: makeOnlinePaymentResponse,
  failure: envelopeFailure,
});

/**
 * A new visit to the gateway's hosted page for a public booking still waiting for its online
 * payment (after a declined or cancelled attempt). Not in the spec: its create_shipment answers
 * the first paymentLink itself.
 */
export const startOnlinePaymentRequest = onlinePaymentSchema.extend({
  shipmentId: encryptIdField('shipmentId'),
});
const startOnlinePaymentResponse = envelope({ paymentLink: urlSchema });
export const startOnlinePayment = defineEndpoint({
  method: 'POST',
  path: 'start_online_payment',
  request: startOnlinePaymentRequest,
  success: startOnlinePaymentResponse,
  failure: envelopeFailure,
});

const PAYMENT_ATTEMPT_OUTCOMES = [
  'pending',
  'approved',
  'declined',
  'rejected',
  'cancelled',
] as const;

/**
 * Where a booking's payment stands, for the page the payer comes back to from the gateway (not
 * in the spec). The server's record decides, never the return's address: `paid` once the
 * gateway's signed approval is recorded. The labels and documents come with a paid (or cash)
 * booking only.
 */
const paymentStatusRequest = z.object({ shipmentId: encryptIdField('shipmentId') });
const paymentStatusResponse = envelope({
  payment_status: z.enum(PAYMENT_STATES),
  /** The newest attempt on the gateway's page; null when there was none. */
  last_attempt: z.enum(PAYMENT_ATTEMPT_OUTCOMES).nullable(),
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
  total_amount: amountSchema,
  shipment_no: z.string().min(1),
  account_code: z.string(),
  label_url: urlSchema.optional(),
  documents: shipmentDocumentsSchema.optional(),
  shipmentDetails: shipmentDetailsSchema,
});
export const paymentStatus = defineEndpoint({
  method: 'POST',
  path: 'payment_status',
  request: paymentStatusRequest,
  success: paymentStatusResponse,
  failure: envelopeFailure,
});
