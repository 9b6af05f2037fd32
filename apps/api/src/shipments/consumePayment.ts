import { messageGroup } from '@courier/domain/messageWords';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { payments } from '../db/schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const PAYMENT_USE_MESSAGES = messageGroup('paymentUse');

/**
 * Marks an approved payment of exactly `amountFils` as used, inside the caller's transaction (the
 * one that records the shipment): one UPDATE ... WHERE used_at IS NULL, so of two bookings racing
 * for one payment only one succeeds. Answers the reason when the payment cannot be used.
 */
export async function consumePayment(
  tx: Tx,
  paymentId: string,
  amountFils: number,
): Promise<string | null> {
  const used = await tx
    .update(payments)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(payments.paymentId, paymentId),
        eq(payments.outcome, 'approved'),
        eq(payments.amountFils, amountFils),
        isNull(payments.usedAt),
      ),
    )
    .returning({ id: payments.id });
  if (used.length > 0) return null;
  const [row] = await tx.select().from(payments).where(eq(payments.paymentId, paymentId));
  if (!row) return PAYMENT_USE_MESSAGES.unknown;
  if (row.outcome !== 'approved') return PAYMENT_USE_MESSAGES.notApproved;
  if (row.usedAt) return PAYMENT_USE_MESSAGES.used;
  return PAYMENT_USE_MESSAGES.amount;
}
