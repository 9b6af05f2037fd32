import { eq } from 'drizzle-orm';
import { isLanguage, type Language } from '@courier/domain/language';
import { quietHoursEnd, type QuietHours } from '@courier/domain/quietHours';
import type { TrackingStatus } from '@courier/domain/tracking';
import type { Db } from '../db/client.ts';
import { customers, shipmentNotificationOptOuts, shipments } from '../db/schema/index.ts';
import type { JobQueue, QueuedJob } from '../jobs/jobQueue.ts';
import type { Tx } from '../jobs/sqlAdapters.ts';
import { toE164 } from './sms.ts';
import { isNotifiedStatus, type NotifiedStatus } from './templates.ts';

/** A job of the `email` or `sms` queue about one shipment event, for one person. */
export interface ShipmentMessageJob {
  kind: 'shipment';
  key: string;
  channel: 'email' | 'sms';
  /** E-mail address, or an E.164 number. */
  to: string;
  role: 'sender' | 'receiver';
  awb: string;
  status: NotifiedStatus;
  eventId: number;
}

interface StatusChange {
  awb: string;
  status: TrackingStatus;
  /** The tracking_events row: one set of messages per event, however often it is retried. */
  eventId: number;
}

/**
 * Queues a status change's messages in the transaction that records the event. `alsoQueue`: other
 * jobs of that transaction (a booking's staff e-mail), queued in the same statement.
 */
export type StatusNotifier = (
  tx: Tx | Db,
  change: StatusChange,
  alsoQueue?: readonly QueuedJob[],
) => Promise<void>;

export interface ShipmentAudience {
  shipmentId: number;
  record: Record<string, unknown>;
  optedOut: boolean;
  /** The account customer's choices (portal); both true for a public booking. */
  senderEmail: boolean;
  senderSms: boolean;
  /** The language the shipment was booked in: every customer message about it uses it. */
  language: Language;
}

/** Who may hear about a shipment, and whether they switched it off. */
export async function shipmentAudience(
  db: Tx | Db,
  awb: string,
): Promise<ShipmentAudience | undefined> {
  const [row] = await db
    .select({
      id: shipments.id,
      record: shipments.record,
      language: shipments.language,
      optedOut: shipmentNotificationOptOuts.shipmentId,
      // The account customer's portal preferences; null for a public booking (all on).
      notifyEmail: customers.notifyEmail,
      notifySms: customers.notifySms,
    })
    .from(shipments)
    .leftJoin(shipmentNotificationOptOuts, eq(shipmentNotificationOptOuts.shipmentId, shipments.id))
    .leftJoin(customers, eq(customers.id, shipments.customerId))
    .where(eq(shipments.awb, awb));
  if (!row) return undefined;
  return {
    shipmentId: row.id,
    record: row.record,
    optedOut: row.optedOut !== null,
    senderEmail: row.notifyEmail !== false,
    senderSms: row.notifySms !== false,
    language: isLanguage(row.language) ? row.language : 'en',
  };
}

const field = (record: Record<string, unknown>, name: string): string => {
  const value = record[name];
  return typeof value === 'string' ? value.trim() : '';
};
// The booking schemas validated the address already; this only skips an empty or odd value.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The messages one event of a shipment sends: e-mail and SMS, sender and receiver. */
function recipientsOf(
  audience: ShipmentAudience,
): { channel: 'email' | 'sms'; role: 'sender' | 'receiver'; to: string }[] {
  if (audience.optedOut) return [];
  const { record } = audience;
  const out: { channel: 'email' | 'sms'; role: 'sender' | 'receiver'; to: string }[] = [];
  const senderEmail = field(record, 'sender_email').toLowerCase();
  const receiverEmail = field(record, 'receiver_email').toLowerCase();
  if (audience.senderEmail && EMAIL.test(senderEmail))
    out.push({ channel: 'email', role: 'sender', to: senderEmail });
  // Sender and receiver may be one person: one e-mail, not two.
  if (EMAIL.test(receiverEmail) && receiverEmail !== senderEmail)
    out.push({ channel: 'email', role: 'receiver', to: receiverEmail });
  const senderPhone = toE164(field(record, 'sender_telephone'));
  const receiverPhone = toE164(
    field(record, 'receiver_mobile') || field(record, 'receiver_telephone'),
  );
  if (audience.senderSms && senderPhone)
    out.push({ channel: 'sms', role: 'sender', to: senderPhone });
  if (receiverPhone && receiverPhone !== senderPhone)
    out.push({ channel: 'sms', role: 'receiver', to: receiverPhone });
  return out;
}

/**
 * Queues the e-mails and SMS of Booked, Out for Delivery, Delivered and Exception (no others),
 * inside the event's own transaction: no message for an event that rolled back, none lost for
 * one that committed, and one per (event, channel, role) however often this runs.
 */
export function createStatusNotifier(
  queue: JobQueue,
  quietHours: QuietHours | null,
): StatusNotifier {
  return async (tx, change, alsoQueue = []) => {
    const jobs = await statusMessageJobs(tx, change, { now: new Date(), quietHours });
    // One insert for all of them (a booking: three or four notices and the staff e-mail).
    await queue.sendAll([...alsoQueue, ...jobs], tx);
  };
}

/**
 * Phone messages that must not wait for the morning: the courier is on the way, or something
 * went wrong. A booking or a delivery told at night waits for the quiet hours to end.
 */
const URGENT_ON_PHONE = new Set<NotifiedStatus>(['out_for_delivery', 'exception']);

/** The jobs of one status change: one per (event, channel, role), none for other statuses. */
export async function statusMessageJobs(
  tx: Tx | Db,
  { awb, status, eventId }: StatusChange,
  clock: { now: Date; quietHours: QuietHours | null },
): Promise<QueuedJob[]> {
  if (!isNotifiedStatus(status)) return [];
  const audience = await shipmentAudience(tx, awb);
  if (!audience) return [];
  const phoneStart =
    URGENT_ON_PHONE.has(status) || !clock.quietHours
      ? undefined
      : quietHoursEnd(clock.now, clock.quietHours);
  return recipientsOf(audience).map(({ channel, role, to }) => {
    const key = `shipment:${awb}:event:${eventId}:${channel}:${role}`;
    const data: ShipmentMessageJob = {
      kind: 'shipment',
      key,
      channel,
      to,
      role,
      awb,
      status,
      eventId,
    };
    return channel === 'sms' && phoneStart
      ? { name: channel, data, key, startAfter: phoneStart }
      : { name: channel, data, key };
  });
}
