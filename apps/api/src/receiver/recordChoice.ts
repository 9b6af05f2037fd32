import { and, eq } from 'drizzle-orm';
import type { Language } from '@courier/domain/language';
import { isChoiceOpen } from '@courier/domain/receiverChoices';
import { isTrackingStatus } from '@courier/domain/tracking';
import { recordAudit } from '../admin/audit.ts';
import { receiverChoices, shipments, trackingEvents } from '../db/schema/index.ts';
import { ApiError } from '../http/envelope.ts';
import type { JobQueue, QueuedJob } from '../jobs/jobQueue.ts';
import { toE164 } from '../notifications/sms.ts';
import { addTrackingEvent } from '../tracking/trackingStore.ts';
import { newestEventsFirst } from '../tracking/newestEventsFirst.ts';
import type { ChoiceMessageJob } from './choiceConfirmation.ts';
import {
  choiceDetails,
  choiceInForce,
  gateOf,
  openLink,
  parseChoice,
  type OpenedLink,
  type ReceiverDeps,
} from './receiverDelivery.ts';
import { RECEIVER_WORDS } from './receiverWords.ts';

/** Who wrote a choice's audit entry: the person holding the link, not a staff member. */
export const RECEIVER_ACTOR = { id: null, username: 'receiver (delivery link)' };

type ChoiceRow = typeof receiverChoices.$inferSelect;

const field = (record: Record<string, unknown>, name: string) => {
  const value = record[name];
  return typeof value === 'string' ? value.trim() : '';
};

/** The confirmation's job, by the channel the link came by (none when that address is missing). */
export function confirmationJob(
  link: Pick<OpenedLink, 'awb' | 'channel' | 'record'>,
  row: ChoiceRow,
): QueuedJob | undefined {
  const to =
    link.channel === 'email'
      ? field(link.record, 'receiver_email').toLowerCase()
      : toE164(field(link.record, 'receiver_mobile') || field(link.record, 'receiver_telephone'));
  if (!to) return undefined;
  const key = `receiver-choice:${row.id}:${link.channel}`;
  const data: ChoiceMessageJob = {
    kind: 'receiver-choice',
    key,
    channel: link.channel,
    to,
    awb: link.awb,
    choiceId: row.id,
  };
  return { name: link.channel === 'email' ? 'email' : 'sms', data, key };
}

/** Same choice: kind and every detail equal (the order of the keys aside). */
const sameChoice = (row: ChoiceRow, kind: string, details: Record<string, unknown>) =>
  row.kind === kind &&
  Object.keys({ ...row.details, ...details }).every(
    (k) => JSON.stringify(row.details[k]) === JSON.stringify(details[k]),
  );

/**
 * Records a receiver's choice once. In one transaction with the shipment row locked: the same
 * idempotency key answers the choice it recorded (a double tap, a retry); the rules are judged on
 * the newest events (cut-off, status); the same choice as the one in force (a second phone)
 * records nothing; otherwise a tracking event (its remark names the kind, never the details:
 * public tracking shows remarks), the choice, an audit entry and the confirmation's job commit
 * together.
 */
export async function recordChoice(
  deps: ReceiverDeps & { jobs: JobQueue; changed: (awb: string) => void },
  input: { token: string; idempotency_key: string; choice: unknown },
  lang: Language,
  now: Date = new Date(),
): Promise<{ created: boolean; row: ChoiceRow }> {
  const link = await openLink(deps, input.token, lang, now);
  const choice = parseChoice(input.choice, lang);
  const details = await choiceDetails(deps, choice, lang, now);
  const words = RECEIVER_WORDS[lang].refusal;
  const result = await deps.db.transaction(async (tx) => {
    await tx
      .select({ id: shipments.id })
      .from(shipments)
      .where(eq(shipments.id, link.shipmentId))
      .for('update');
    const [replay] = await tx
      .select()
      .from(receiverChoices)
      .where(
        and(
          eq(receiverChoices.shipmentId, link.shipmentId),
          eq(receiverChoices.idempotencyKey, input.idempotency_key),
        ),
      );
    if (replay) return { created: false, row: replay };
    const gate = await gateOf(tx, link, deps.config, now);
    if (!gate.open) throw new ApiError(409, words[gate.reason]);
    if (!isChoiceOpen(gate, choice.kind)) throw new ApiError(409, words.choiceClosed);
    const current = await choiceInForce(tx, link.shipmentId);
    if (current && sameChoice(current, choice.kind, details))
      return { created: false, row: current };
    const [latest] = await tx
      .select({ statusCode: trackingEvents.statusCode })
      .from(trackingEvents)
      .where(eq(trackingEvents.awb, link.awb))
      .orderBy(...newestEventsFirst())
      .limit(1);
    // The status stays as it is: the event only shows the change on the shipment's history.
    const eventId = await addTrackingEvent(tx, {
      awb: link.awb,
      status: latest && isTrackingStatus(latest.statusCode) ? latest.statusCode : 'booked',
      location: '',
      remarks: RECEIVER_WORDS.en.remark[choice.kind],
      at: now,
    });
    const [row] = await tx
      .insert(receiverChoices)
      .values({
        shipmentId: link.shipmentId,
        awb: link.awb,
        kind: choice.kind,
        details,
        channel: link.channel,
        idempotencyKey: input.idempotency_key,
        eventId,
      })
      .returning();
    await recordAudit(tx, RECEIVER_ACTOR, {
      action: 'receiver.choice',
      table: 'receiver_choices',
      recordId: link.awb,
      before: current ? { kind: current.kind, ...current.details } : undefined,
      after: { kind: choice.kind, ...details, channel: link.channel },
    });
    const job = confirmationJob(link, row!);
    if (job) await deps.jobs.sendAll([job], tx);
    return { created: true, row: row! };
  });
  if (result.created) deps.changed(link.awb);
  return result;
}
