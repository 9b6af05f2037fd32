/**
 * Messages of make_online_payment. The spec shows only that the Message is displayed as a toast
 * (section 8), so these words are ours; each lives here once.
 */
export const PAYMENT_MESSAGES = {
  approved: 'Payment Successful.',
  declined: 'Payment declined by the card issuer. Please use another card.',
  notATestCard:
    'Payment declined: the sandbox accepts only its test cards (4111111111111111 is approved).',
  invalidNumber: 'Invalid card number. Please check the digits and try again.',
  invalidExpiry: 'Invalid card expiry date.',
  expired: 'The card has expired.',
  invalidCvv: 'Invalid card CVV number.',
  invalidName: 'Enter the name on the card.',
  invalidAmount: 'Invalid payment amount.',
  /** The configured maximum per payment (PAYMENT_MAX_KWD) is added: '... KWD 1000.000.' */
  tooLarge: 'The payment amount is above the maximum per payment of',
  invalidCurrency: 'Invalid payment currency.',
} as const;
