import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { payments } from '../db/schema/index.ts';
import { cardSummary } from './cardSummary.ts';
import type { ChargeRequest, ChargeResult, PaymentProvider } from './PaymentProvider.ts';

/**
 * Charges a card through a direct provider. The attempt is stored as pending before the
 * provider is called and completed after, so an approved charge is never without its row.
 */
export async function chargeAndRecord(
  db: Db,
  provider: PaymentProvider,
  charge: ChargeRequest,
): Promise<ChargeResult> {
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
  return result;
}
