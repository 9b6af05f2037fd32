import { success } from '@courier/api-client/envelope';
import type { HttpHandler } from 'msw';
import type { MockDb } from '../db.ts';
import { refuse, route } from '../route.ts';

/** Test cards of the mock gateway: this one is declined, every other valid card is approved. */
export const DECLINED_CARD = '4000000000000002';

export function paymentHandlers(db: MockDb): HttpHandler[] {
  return [
    route(db, 'make_online_payment', (payment) => {
      if (payment.card_number === DECLINED_CARD) {
        return refuse(
          'make_online_payment',
          'Your card was declined. Please use another card.',
          402,
        );
      }
      const paymentId = `PAY-${db.counters.payment++}`;
      // Only the last four digits are kept, never the number or the CVV.
      db.payments.set(paymentId, {
        amount: String(payment.total_amount),
        currency: payment.currency,
        cardLast4: payment.card_number.slice(-4),
      });
      return success({ paymentId }, 'Payment successful.');
    }),
  ];
}
