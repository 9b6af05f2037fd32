import { paymentStateOf } from '@courier/domain/paymentState';
import { success } from '@courier/api-client/envelope';
import type { HttpHandler } from 'msw';
import type { MockDb } from '../db.ts';
import { bookingAfterReturn } from '../behaviour/hostedPayment.ts';
import { refuse, route } from '../route.ts';

/** Test cards of the mock gateway: this one is declined, every other valid card is approved. */
const DECLINED_CARD = '4000000000000002';

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
    route(db, 'start_online_payment', ({ shipmentId, payment_method }) => {
      const record = bookingAfterReturn(db, shipmentId);
      if (!record || record.variant !== 'public')
        return refuse('start_online_payment', 'The shipment was not found.', 404);
      if (record.paid) return refuse('start_online_payment', 'This shipment is already paid.', 409);
      record.paid = true;
      record.paymentMethod = payment_method;
      return success(
        { paymentLink: `/book-shipment?payment=${shipmentId}` },
        'Waiting for the payment.',
      );
    }),
    route(db, 'payment_status', ({ shipmentId }) => {
      const record = bookingAfterReturn(db, shipmentId);
      if (!record || record.variant !== 'public')
        return refuse('payment_status', 'The shipment was not found.', 404);
      const online = record.details.payment_type === 'online';
      const state = paymentStateOf(record.details.payment_type, record.paid);
      return success(
        {
          payment_status: state,
          last_attempt: online ? (record.paid ? 'approved' : null) : null,
          payment_method: online ? (record.paymentMethod ?? null) : null,
          total_amount: record.details.total_amount,
          shipment_no: record.details.shipment_no,
          account_code: record.accountCode,
          ...(state === 'awaiting' ? {} : { label_url: record.labelUrl }),
          shipmentDetails: record.details,
        },
        state === 'paid' ? 'Payment received.' : 'Waiting for the payment.',
      );
    }),
  ];
}
