import { z } from 'zod';
import { cardSchema } from '@courier/domain/schemas/card';
import { boundedText, TEXT_LIMITS } from '@courier/domain/schemas/fields';
import { defineEndpoint } from '../endpoint.ts';
import { envelope, envelopeFailure } from '../envelope.ts';
import { requestAmountSchema } from '../wire.ts';

/** Card number and CVV pass through to the payment provider; they are never stored or logged. */
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
