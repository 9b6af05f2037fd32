import { and, eq, isNull } from 'drizzle-orm';
import { filsToKwdString } from '@courier/domain/money';
import type { Db } from '../db/client.ts';
import { payments, shipments } from '../db/schema/index.ts';
import type { Mailer } from '../enquiries/mailer.ts';
import type { Tx } from '../jobs/sqlAdapters.ts';
import type { GatewayResult, PaymentLogger, PaymentRecordOutcome } from './PaymentProvider.ts';

export type RecordedResult =
  /** No attempt of ours has this reference. */
  | { kind: 'unknown' }
  /** Signed by the gateway, but not for this attempt's amount and currency: nothing recorded. */
  | { kind: 'mismatch'; shipmentPublicId: string | null }
  | {
      kind: 'recorded';
      outcome: PaymentRecordOutcome;
      /** False when this result had been recorded before (a second return, a retried notice). */
      firstTime: boolean;
      /** True when the attempt's shipment is paid (by this attempt or an earlier one). */
      shipmentPaid: boolean;
      shipmentPublicId: string | null;
      shipmentLanguage: 'en' | 'ar';
      /** What the attempt paid: the booking's charge, or the COD amount from a delivery link. */
      purpose: 'shipping' | 'cod';
      /** A `cod` attempt: the shipment's AWB and the link's channel (the page the payer returns to). */
      awb: string | null;
      receiverChannel: 'email' | 'sms' | 'whatsapp' | null;
    };

/** An approved COD attempt recorded in the result's transaction (receiver/codPayment.ts). */
export type CodApproval = (
  tx: Tx,
  attempt: {
    shipmentId: number;
    amountFils: number;
    paymentId: string;
    method: 'knet' | 'card' | null;
    channel: 'email' | 'sms' | 'whatsapp';
  },
  now: Date,
) => Promise<boolean>;

/**
 * Records what a hosted payment page answered about one attempt, once. The gateway's result
 * reaches us twice or more (the payer's browser coming back, the gateway's own notification, and
 * its retries), in any order and at the same time: the attempt row is locked, and only a pending
 * attempt takes a result, so every later copy finds it recorded and changes nothing. An approved
 * attempt pays its shipment in the same transaction (paid_at, payment_id; a shipment is paid
 * once). An approval for a shipment another attempt already paid is kept, unused, and staff are
 * told to refund it.
 */
export async function recordGatewayResult(
  db: Db,
  result: GatewayResult,
  deps: { mailer: Mailer; logger: PaymentLogger; codApproved: CodApproval },
): Promise<RecordedResult> {
  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .select()
      .from(payments)
      .where(eq(payments.attemptId, result.reference))
      .for('update');
    if (!attempt) return { kind: 'unknown' } as const;
    const [shipment] = attempt.shipmentId
      ? await tx
          .select({
            id: shipments.id,
            awb: shipments.awb,
            publicId: shipments.publicId,
            shipmentNo: shipments.shipmentNo,
            language: shipments.language,
            paidAt: shipments.paidAt,
          })
          .from(shipments)
          .where(eq(shipments.id, attempt.shipmentId))
      : [];
    const shipmentPublicId = shipment?.publicId ?? null;
    if (
      result.amountFils !== attempt.amountFils ||
      result.currency.toUpperCase() !== attempt.currency
    ) {
      deps.logger.warn(
        {
          reference: result.reference,
          amountFils: result.amountFils,
          expectedFils: attempt.amountFils,
          currency: result.currency,
        },
        'gateway result for another amount: not recorded',
      );
      return { kind: 'mismatch', shipmentPublicId } as const;
    }
    const recorded = (outcome: PaymentRecordOutcome, firstTime: boolean, paid: boolean) =>
      ({
        kind: 'recorded',
        outcome,
        firstTime,
        shipmentPaid: paid,
        shipmentPublicId,
        shipmentLanguage: shipment?.language === 'ar' ? 'ar' : 'en',
        purpose: attempt.purpose,
        awb: shipment?.awb ?? null,
        receiverChannel: attempt.receiverChannel,
      }) as const;
    if (attempt.outcome !== 'pending')
      return recorded(attempt.outcome, false, Boolean(shipment?.paidAt));

    const now = new Date();
    await tx
      .update(payments)
      .set({
        paymentId: result.paymentId ?? attempt.paymentId,
        outcome: result.outcome,
        brand: result.brand,
        last4: result.last4,
        completedAt: now,
      })
      .where(eq(payments.id, attempt.id));
    if (!result.approved || !shipment)
      return recorded(result.outcome, true, Boolean(shipment?.paidAt));
    if (attempt.purpose === 'cod') {
      const paymentId = result.paymentId ?? attempt.paymentId;
      const fresh = await deps.codApproved(
        tx,
        {
          shipmentId: shipment.id,
          amountFils: attempt.amountFils,
          paymentId,
          method: attempt.method,
          channel: attempt.receiverChannel ?? 'email',
        },
        now,
      );
      if (fresh) await tx.update(payments).set({ usedAt: now }).where(eq(payments.id, attempt.id));
      else
        await deps.mailer.toStaff(
          {
            key: `staff:cod-payment-refund:${paymentId}`,
            subject: `Refund needed: COD of shipment ${shipment.shipmentNo} paid online twice`,
            text: `Payment ${paymentId} (${attempt.currency} ${filsToKwdString(attempt.amountFils)}) was approved for the cash-on-delivery amount of shipment ${shipment.shipmentNo}, which was already paid, collected or cancelled. Please refund it through the payment gateway.`,
          },
          tx,
        );
      return recorded('approved', true, fresh);
    }

    const paid = await tx
      .update(shipments)
      .set({ paidAt: now, paymentId: result.paymentId })
      .where(and(eq(shipments.id, shipment.id), isNull(shipments.paidAt)))
      .returning({ id: shipments.id });
    if (paid.length > 0) {
      await tx.update(payments).set({ usedAt: now }).where(eq(payments.id, attempt.id));
      await deps.mailer.toStaff(
        {
          key: `staff:payment:${result.paymentId}`,
          subject: `Payment received for shipment ${shipment.shipmentNo}`,
          text: `Shipment ${shipment.shipmentNo} is paid online: ${attempt.currency} ${filsToKwdString(attempt.amountFils)} by ${attempt.method ?? 'card'} (payment ${result.paymentId}).`,
        },
        tx,
      );
    } else {
      deps.logger.warn(
        { shipmentNo: shipment.shipmentNo, paymentId: result.paymentId },
        'second approved payment for a paid shipment: to refund',
      );
      await deps.mailer.toStaff(
        {
          key: `staff:payment-twice:${result.paymentId}`,
          subject: `Refund needed: shipment ${shipment.shipmentNo} was paid twice`,
          text: `Payment ${result.paymentId} (${attempt.currency} ${filsToKwdString(attempt.amountFils)}) was approved for shipment ${shipment.shipmentNo}, which an earlier payment had already paid. Please refund it through the payment gateway.`,
        },
        tx,
      );
    }
    return recorded('approved', true, true);
  });
}
