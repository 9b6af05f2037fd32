import { messageGroup, messageWords } from '@courier/domain/messageWords';

/**
 * Messages of make_online_payment and of the hosted payment page's answers. The spec shows only
 * that the Message is displayed as a toast (section 8), so these words are ours: the catalogue's
 * groups `payment` and `onlinePayment` (@courier/domain i18n/en.ts, ar.ts), read in the request's
 * language. `hostedOnly` is make_online_payment's answer when the gateway takes cards on its own
 * page only (KNET); `unverified`, payment_notify's when the gateway did not sign what it sent.
 */
export const PAYMENT_MESSAGES = messageGroup('payment');

/** The configured maximum per payment (PAYMENT_MAX_KWD) in its words: '... of KWD 1000.000.' */
export const paymentTooLarge = (maximum: string): string =>
  messageWords().paymentLimit.tooLarge({ maximum });

/** The hosted page's flow: starting a payment for a booking and reading where it stands. */
export const ONLINE_PAYMENT_MESSAGES = messageGroup('onlinePayment');
