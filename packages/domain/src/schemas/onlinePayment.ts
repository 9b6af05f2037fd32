import { z } from 'zod';
import { DEFAULT_PAYMENT_METHOD, PAYMENT_METHODS } from '../constants.ts';
import { requiredChoice } from './fields.ts';
import { messageGroup } from '../messageWords.ts';

/**
 * The public wizard's payment step: only how to pay (KNET or a credit card). The card itself is
 * typed on the payment gateway's hosted page, never on ours (docs/payments.md).
 */
export const onlinePaymentMessages = messageGroup('onlinePaymentChoice');

export const onlinePaymentSchema = z.object({
  payment_method: requiredChoice(PAYMENT_METHODS, () => onlinePaymentMessages.payment_method),
});
export type OnlinePaymentInput = z.input<typeof onlinePaymentSchema>;
export type OnlinePayment = z.output<typeof onlinePaymentSchema>;

/** The step starts on KNET, how most payers in Kuwait pay. */
export const onlinePaymentDefaults: OnlinePaymentInput = { payment_method: DEFAULT_PAYMENT_METHOD };
