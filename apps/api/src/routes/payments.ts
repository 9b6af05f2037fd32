import type { FastifyInstance } from 'fastify';
import { makeOnlinePaymentRequest } from '@courier/api-client/endpoints/payments';
import { failure } from '@courier/api-client/envelope';
import { payments } from '../db/schema/index.ts';
import { success } from '../http/envelope.ts';
import { parseBody } from '../http/validate.ts';
import { chargeRequestFromPayment } from '../payments/chargeRequestFromPayment.ts';
import type { ShippingContext } from '../shipments/shippingServices.ts';

/**
 * make_online_payment: the card goes to the provider and nowhere else. What is kept is the
 * outcome, the amount and the card summary (brand, last four), so a booking can later consume
 * the approved payment once, for the same amount.
 */
export function paymentRoutes(
  app: FastifyInstance,
  { db, payments: provider, idempotency }: ShippingContext,
): void {
  app.post('/make_online_payment', async (request, reply) =>
    idempotency.run(request, reply, 'make_online_payment', async () => {
      const body = parseBody(makeOnlinePaymentRequest, request.body);
      const charge = chargeRequestFromPayment(body);
      if ('error' in charge)
        return { status: 400, body: failure(charge.error, { total_amount: charge.error }) };
      const result = await provider.charge(charge);
      if (result.paymentId) {
        await db.insert(payments).values({
          paymentId: result.paymentId,
          provider: provider.name,
          outcome: result.outcome,
          amountFils: result.amountFils,
          currency: result.currency,
          brand: result.brand,
          last4: result.last4,
          email: charge.email,
        });
      }
      if (!result.approved || !result.paymentId)
        return { status: 402, body: failure(result.message) };
      return { status: 200, body: success(result.message, { paymentId: result.paymentId }) };
    }),
  );
}
