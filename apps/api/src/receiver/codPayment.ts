import { and, desc, eq, sql } from 'drizzle-orm';
import { isPaidOnline, onlineRecorder } from '@courier/domain/cod';
import type { PaymentMethod } from '@courier/domain/constants';
import type { Language } from '@courier/domain/language';
import { codOnLink, type CodOnLink } from '@courier/domain/receiverChoices';
import { isTrackingStatus } from '@courier/domain/tracking';
import { recordAudit } from '../admin/audit.ts';
import { recordCollection } from '../cod/codLedger.ts';
import type { Db } from '../db/client.ts';
import {
  codEntries,
  payments,
  receiverChoices,
  shipmentCancellations,
  shipments,
  trackingEvents,
} from '../db/schema/index.ts';
import { ApiError } from '../http/envelope.ts';
import type { JobQueue } from '../jobs/jobQueue.ts';
import type { Tx } from '../jobs/sqlAdapters.ts';
import { startHostedPayment } from '../payments/hostedPayment.ts';
import type { HostedPaymentProvider } from '../payments/PaymentProvider.ts';
import { addTrackingEvent } from '../tracking/trackingStore.ts';
import { newestEventsFirst } from '../tracking/newestEventsFirst.ts';
import { RECEIVER_ACTOR, confirmationJob } from './recordChoice.ts';
import { openLink, type OpenedLink, type ReceiverDeps } from './receiverDelivery.ts';
import { signReceiverLink, type LinkChannel } from './receiverLink.ts';
import { RECEIVER_WORDS } from './receiverWords.ts';

/**
 * The cash-on-delivery amount paid online from the receiver's delivery link (docs/receiver.md):
 * the same hosted payment page as the website's bookings (the sandbox, or KNET when configured).
 * The attempt is a `payments` row of purpose `cod`; its approval is an entry of the COD ledger
 * (recorded by `online:<payment id>`), so the courier collects nothing at the door.
 */

/** The shipment's COD as the page shows it, and the newest online attempt's outcome. */
export async function codOfLink(db: Db, link: OpenedLink) {
  const [row] = await db
    .select({ cod: shipments.codAmountFils, recordedBy: codEntries.recordedBy })
    .from(shipments)
    .leftJoin(codEntries, eq(codEntries.shipmentId, shipments.id))
    .where(eq(shipments.id, link.shipmentId));
  const cod = codOnLink({ codAmountFils: row?.cod ?? null, recorded: row?.recordedBy != null });
  if (!cod) return null;
  const [attempt] = await db
    .select({ outcome: payments.outcome })
    .from(payments)
    .where(and(eq(payments.shipmentId, link.shipmentId), eq(payments.purpose, 'cod')))
    .orderBy(desc(payments.id))
    .limit(1);
  return {
    amount_fils: cod.amountFils,
    state: cod.state,
    paid_online: isPaidOnline(row?.recordedBy),
    last_attempt: attempt?.outcome ?? null,
  };
}

/** Opens a payment of the link's COD amount on the gateway's page: its address. */
export async function startCodPayment(
  deps: ReceiverDeps & { hostedPayments: HostedPaymentProvider },
  input: { token: string; method: PaymentMethod; base: string },
  lang: Language,
  now: Date = new Date(),
): Promise<string> {
  const link = await openLink(deps, input.token, lang, now);
  const words = RECEIVER_WORDS[lang].refusal;
  const cod: CodOnLink = await codOfLink(deps.db, link).then((c) =>
    c ? { amountFils: c.amount_fils, state: c.state } : null,
  );
  if (!cod) throw new ApiError(409, words.codNotDue);
  if (cod.state === 'paid') throw new ApiError(409, words.codPaid);
  const email = link.record.receiver_email;
  const start = await startHostedPayment(deps.hostedPayments, {
    amountFils: cod.amountFils,
    currency: 'KWD',
    method: input.method,
    language: lang,
    email: typeof email === 'string' ? email.trim() : '',
    base: input.base,
  });
  await deps.db.insert(payments).values({
    ...start.attempt,
    shipmentId: link.shipmentId,
    purpose: 'cod',
    receiverChannel: link.channel,
  });
  return start.redirectUrl;
}

/**
 * An approved COD attempt, in the transaction that records the gateway's result: the COD ledger's
 * entry (once per shipment), a tracking event, the receiver's record, an audit entry and the
 * confirmation by the link's channel. False when nothing was recorded: the shipment was cancelled,
 * or its COD already recorded (paid twice, or collected at the door first): a refund is due.
 */
export async function recordCodPaidOnline(
  tx: Tx,
  jobs: JobQueue,
  attempt: {
    shipmentId: number;
    amountFils: number;
    paymentId: string;
    method: PaymentMethod | null;
    channel: LinkChannel;
  },
  now: Date,
): Promise<boolean> {
  const [shipment] = await tx
    .select({
      awb: shipments.awb,
      record: shipments.record,
      cod: shipments.codAmountFils,
      test: shipments.test,
      cancelled: sql<boolean>`exists (select 1 from ${shipmentCancellations} where ${shipmentCancellations.shipmentId} = ${shipments.id})`,
    })
    .from(shipments)
    .where(eq(shipments.id, attempt.shipmentId));
  if (!shipment?.awb || shipment.cod === null || shipment.test || shipment.cancelled) return false;
  const { created } = await recordCollection(
    tx,
    jobs,
    {
      awb: shipment.awb,
      collectedFils: attempt.amountFils,
      by: onlineRecorder(attempt.paymentId),
      at: now,
    },
    'en',
  );
  if (!created) return false;
  const [latest] = await tx
    .select({ statusCode: trackingEvents.statusCode })
    .from(trackingEvents)
    .where(eq(trackingEvents.awb, shipment.awb))
    .orderBy(...newestEventsFirst())
    .limit(1);
  const eventId = await addTrackingEvent(tx, {
    awb: shipment.awb,
    status: latest && isTrackingStatus(latest.statusCode) ? latest.statusCode : 'booked',
    location: '',
    remarks: RECEIVER_WORDS.en.remark.cod_paid,
    at: now,
  });
  const details = {
    amountFils: attempt.amountFils,
    paymentId: attempt.paymentId,
    method: attempt.method,
  };
  const [row] = await tx
    .insert(receiverChoices)
    .values({
      shipmentId: attempt.shipmentId,
      awb: shipment.awb,
      kind: 'cod_paid',
      details,
      channel: attempt.channel,
      idempotencyKey: `cod:${attempt.paymentId}`,
      eventId,
    })
    .returning();
  await recordAudit(tx, RECEIVER_ACTOR, {
    action: 'receiver.cod_paid',
    table: 'receiver_choices',
    recordId: shipment.awb,
    after: { kind: 'cod_paid', ...details, channel: attempt.channel },
  });
  const job = confirmationJob(
    { awb: shipment.awb, channel: attempt.channel, record: shipment.record },
    row!,
  );
  if (job) await jobs.sendAll([job], tx);
  return true;
}

/**
 * Where the payer lands back from the gateway: the delivery page of the shipment, with a fresh
 * link in its fragment (the one the receiver came with stays in their message), `?payment=cod` to
 * say so. The page reads the recorded state, never the gateway's parameters.
 */
export function codReturnPage(
  deps: { secret: string; linkDays: number },
  awb: string,
  channel: LinkChannel,
  language: Language,
  now: Date = new Date(),
): string {
  const expires = new Date(now.getTime() + deps.linkDays * 86_400_000);
  const token = signReceiverLink({ awb, channel }, deps.secret, expires);
  return `${language === 'ar' ? '/ar' : ''}/delivery?payment=cod#${token}`;
}
