import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { failure } from '@courier/api-client/envelope';
import { translateMessage } from '@courier/domain/messagesAr';
import { payments } from '../db/schema/index.ts';
import { success } from '../http/envelope.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { refusalInLanguage } from '../http/refusalLanguage.ts';
import { requestLanguage } from '../http/requestLanguage.ts';
import { cardSummary } from '../payments/cardSummary.ts';
import { chargeRequestFromPayment } from '../payments/chargeRequestFromPayment.ts';
import type { ShippingContext } from '../shipments/shippingServices.ts';

/**
 * make_online_payment: the card goes to the provider and nowhere else. What is kept is the
 * outcome, the amount and the card summary (brand, last four), so a booking can later consume
 * the approved payment once, for the same amount. The attempt is stored as pending before the
 * provider is called and completed after, so an approved charge is never without its row.
 */
export function paymentRoutes(
  app: FastifyInstance,
  { db, config, payments: provider, idempotency }: ShippingContext,
): void {
  contractRoute(app, 'make_online_payment', async (body, request, reply) =>
    idempotency.run(request, reply, 'make_online_payment', async () => {
      const charge = chargeRequestFromPayment(body, config.shipping.paymentMaxFils);
      if ('error' in charge) {
        const refusal = refusalInLanguage(request, reply, charge.error, {
          total_amount: charge.error,
        });
        return { status: 400, body: failure(refusal.message, refusal.errors) };
      }
      const attemptId = `attempt-${randomBytes(16).toString('hex')}`;
      const card = cardSummary(charge.card.number);
      await db.insert(payments).values({
        paymentId: attemptId,
        attemptId,
        provider: provider.name,
        outcome: 'pending',
        amountFils: charge.amountFils,
        currency: charge.currency,
        brand: card.brand,
        last4: card.last4,
        email: charge.email,
      });
      const result = await provider.charge({ ...charge, reference: attemptId });
      await db
        .update(payments)
        .set({
          paymentId: result.paymentId ?? attemptId,
          outcome: result.outcome,
          brand: result.brand,
          last4: result.last4,
          completedAt: new Date(),
        })
        .where(eq(payments.attemptId, attemptId));
      // The provider's words in the request's language (issue 15); a gateway's own text stays
      // as it came.
      if (!result.approved || !result.paymentId)
        return {
          status: 402,
          body: failure(refusalInLanguage(request, reply, result.message).message),
        };
      const message = translateMessage(result.message, requestLanguage(request));
      return { status: 200, body: success(message, { paymentId: result.paymentId }) };
    }),
  );
}
