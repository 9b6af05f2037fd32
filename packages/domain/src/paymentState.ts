/**
 * Where a booking's payment stands: cash is collected by the courier; an online booking is paid
 * once the gateway's approval is recorded (paid_at) and awaiting its payment until then. An
 * awaiting booking is not to be handed to the courier, so the payer, the back office and the
 * labels all read the same three states.
 */
export const PAYMENT_STATES = ['paid', 'awaiting', 'cash'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** `paid`: when the approval was recorded (paid_at), or whether it was (the mock's flag). */
export function paymentStateOf(
  paymentType: string,
  paid: Date | string | boolean | null | undefined,
): PaymentState {
  if (paymentType !== 'online') return 'cash';
  return paid ? 'paid' : 'awaiting';
}
