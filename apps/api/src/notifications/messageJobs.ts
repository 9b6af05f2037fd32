import type { WhatsappTemplateMessage } from '@courier/api-client/messagingProtocol';
import type { RenderedEmail } from './templates.ts';
import { eq } from 'drizzle-orm';
import { formatKuwaitTime } from '@courier/domain/formats';
import { kuwaitDateTime } from '@courier/domain/kuwaitClock';
import type { Language } from '@courier/domain/language';
import type { Db } from '../db/client.ts';
import { messageDeliveries, messageStatusEvents, trackingEvents } from '../db/schema/index.ts';
import type { MailTransport, MessageEmailJob } from '../enquiries/mailer.ts';
import type { AfterWork, JobQueue } from '../jobs/jobQueue.ts';
import { labelLinks } from '../shipments/labelLinks.ts';
import { signOptOutToken } from './optOutToken.ts';
import { siteUrl } from './siteLinks.ts';
import {
  shipmentAudience,
  type ShipmentAudience,
  type ShipmentMessageJob,
} from './shipmentNotifications.ts';
import { isPhoneOptedOut } from './channels/phoneOptOut.ts';
import { whatsappMessageOf, type WhatsappSender } from './channels/whatsapp.ts';
import type { SmsProvider } from './sms.ts';
import {
  choiceConfirmation,
  isChoiceJob,
  type ChoiceMessageJob,
} from '../receiver/choiceConfirmation.ts';
import { receiverLinkFor, type LinkChannel } from '../receiver/receiverLink.ts';
import { claimMessage, isClaimJob, type ClaimMessageJob } from '../claims/claimMessages.ts';
import {
  renderNotificationEmail,
  renderNotificationSms,
  type NotificationFacts,
} from './templates.ts';

export const OPT_OUT_PATH = '/api/notifications/opt-out';

export interface MessageWorkerDeps {
  db: Db;
  transport: MailTransport;
  sms: SmsProvider;
  /** Set: a receiver's phone messages go by WhatsApp first, by SMS when WhatsApp refuses. */
  whatsapp?: WhatsappSender;
  /** PUBLIC_URL without a trailing slash: every link in a message is absolute. */
  publicUrl: string;
  /** Signs label and opt-out links. */
  secret: string;
  labelTokenDays: number;
  /** RECEIVER_LINK_DAYS: the longest life of the receiver's delivery link. */
  receiverLinkDays: number;
  /** The delivery window of today's run (receiver/deliveryWindow.ts), ISO instants; null: none. */
  windowOf?: (shipmentId: number, now: Date) => Promise<{ from: string; to: string } | null>;
}

/** The tracking page of the site in the shipment's language (`/ar/order-tracking` in Arabic). */
export const trackingUrl = (publicUrl: string, awb: string, language: Language = 'en') =>
  siteUrl(publicUrl, `/order-tracking?tracking_number=${encodeURIComponent(awb)}`, language);

const text = (record: Record<string, unknown>, name: string) => {
  const value = record[name];
  return typeof value === 'string' ? value.trim() : '';
};

/** What a shipment message says, with fresh links, as of now (not as of queueing). */
async function factsOf(
  deps: MessageWorkerDeps,
  job: ShipmentMessageJob,
  audience: ShipmentAudience,
): Promise<NotificationFacts> {
  const { record } = audience;
  const [event] = await deps.db
    .select({ remarks: trackingEvents.remarks })
    .from(trackingEvents)
    .where(eq(trackingEvents.id, job.eventId));
  // The label link is signed when the e-mail goes, and lives LABEL_TOKEN_DAYS from then.
  const label =
    job.status === 'booked'
      ? (() => {
          const now = new Date();
          const link = labelLinks(job.awb, deps.secret, deps.labelTokenDays, now).label_url;
          const expires = new Date(now.getTime() + deps.labelTokenDays * 86_400_000);
          return {
            labelUrl: `${deps.publicUrl}${link}`,
            labelExpires: kuwaitDateTime(expires).date,
          };
        })()
      : {};
  return {
    status: job.status,
    awb: job.awb,
    role: job.role,
    senderName: text(record, 'sender_consignor') || text(record, 'sender_company_name'),
    receiverName: text(record, 'receiver_company_name') || text(record, 'receiver_consignee'),
    destination: [text(record, 'receiver_city'), text(record, 'receiver_country_name')]
      .filter(Boolean)
      .join(', '),
    remarks: job.status === 'exception' ? (event?.remarks ?? '') : '',
    trackingUrl: trackingUrl(deps.publicUrl, job.awb, audience.language),
    ...label,
    // An API page, not the site's: the same link in both languages (it answers in the shipment's).
    optOutUrl: `${deps.publicUrl}${OPT_OUT_PATH}/${signOptOutToken(job.awb, deps.secret)}`,
    language: audience.language,
    ...receiverUrlOf(deps, job, audience, job.channel === 'email' ? 'email' : 'sms'),
    ...(await windowOf(deps, job, audience)),
  };
}

/** The receiver's out-for-delivery copies say when the courier is expected, when the run says. */
async function windowOf(
  deps: MessageWorkerDeps,
  job: ShipmentMessageJob,
  audience: ShipmentAudience,
): Promise<{ window?: NotificationFacts['window'] }> {
  if (job.status !== 'out_for_delivery' || job.role !== 'receiver' || !deps.windowOf) return {};
  const window = await deps.windowOf(audience.shipmentId, new Date());
  if (!window) return {};
  const time = (at: string) => formatKuwaitTime(at, audience.language);
  return { window: { from: time(window.from), to: time(window.to) } };
}

/**
 * The receiver's delivery link (docs/receiver.md), in the receiver's copies of every message
 * before delivery; signed per channel, so a choice made through it is confirmed the same way.
 */
function receiverUrlOf(
  deps: MessageWorkerDeps,
  job: ShipmentMessageJob,
  audience: ShipmentAudience,
  channel: LinkChannel,
): { receiverUrl?: string } {
  if (job.role !== 'receiver' || job.status === 'delivered') return {};
  const linkDeps = { ...deps, linkDays: deps.receiverLinkDays };
  return { receiverUrl: receiverLinkFor(linkDeps, { awb: job.awb, channel }, audience.language) };
}

/** A message for a delivery link's holder: its e-mail, SMS and WhatsApp forms. */
type LinkMessage = { email: RenderedEmail; sms: string; whatsapp: WhatsappTemplateMessage };

/**
 * A message sent by the channel a delivery link came by, once: e-mail, or WhatsApp first then
 * SMS for a phone link (a receiver's choice confirmed, a claim's step told to its claimant).
 */
async function sendByLinkChannel(
  deps: MessageWorkerDeps,
  job: { key: string; channel: LinkChannel; to: string },
  compose: () => Promise<LinkMessage | undefined>,
) {
  const name = job.channel === 'email' ? 'email' : 'sms';
  if (await alreadyDelivered(deps.db, job.key)) return;
  const message = await compose();
  if (!message) return record(job.key, name, 'skipped', job.to);
  if (name === 'email') {
    const via = await deps.transport.send(job.to, message.email, job.key);
    return record(job.key, name, via, job.to);
  }
  if (await isPhoneOptedOut(deps.db, job.to)) return record(job.key, name, 'skipped', job.to);
  if (job.channel === 'whatsapp' && deps.whatsapp) {
    const sent = await deps.whatsapp.send(message.whatsapp);
    if (!sent.refused) return record(job.key, name, sent.via, job.to);
  }
  const sent = await deps.sms.send({ key: job.key, to: job.to, body: message.sms });
  return record(job.key, name, sent.via, job.to, sent.commit);
}

/** A receiver's choice confirmed by the channel its link came by (WhatsApp, SMS or e-mail). */
const sendChoiceConfirmation = (deps: MessageWorkerDeps, job: ChoiceMessageJob) =>
  sendByLinkChannel(deps, job, () =>
    choiceConfirmation({ ...deps, linkDays: deps.receiverLinkDays }, job),
  );

/** A claim's step told to its claimant by the claim's channel (template `claim_update`). */
const sendClaimMessage = (deps: MessageWorkerDeps, job: ClaimMessageJob) =>
  sendByLinkChannel(deps, job, () =>
    claimMessage({ ...deps, linkDays: deps.receiverLinkDays }, job),
  );

/** Still wanted at send time: not opted out since it was queued, the account's choice unchanged. */
function stillWanted(job: ShipmentMessageJob, audience: ShipmentAudience | undefined): boolean {
  if (!audience || audience.optedOut) return false;
  if (job.role !== 'sender') return true;
  return job.channel === 'email' ? audience.senderEmail : audience.senderSms;
}

const record =
  (key: string, channel: 'email' | 'sms', via: string, recipient: string, extra?: AfterWork) =>
  async (tx: Parameters<AfterWork>[0]) => {
    await extra?.(tx);
    await tx
      .insert(messageDeliveries)
      .values({ key, channel, via, recipient })
      .onConflictDoNothing();
  };

async function alreadyDelivered(db: Db, key: string): Promise<boolean> {
  const [row] = await db
    .select({ key: messageDeliveries.key })
    .from(messageDeliveries)
    .where(eq(messageDeliveries.key, key));
  return row !== undefined;
}

/**
 * The workers of the `email` and `sms` queues. Each message is looked up in message_deliveries
 * first (a job retried after its send was recorded does nothing), sent, and recorded in the
 * transaction that completes the job.
 */
export function registerMessageWorkers(queue: JobQueue, deps: MessageWorkerDeps): void {
  queue.work('email', async (data) => {
    if (isChoiceJob(data)) return sendChoiceConfirmation(deps, data);
    if (isClaimJob(data)) return sendClaimMessage(deps, data);
    const job = data as MessageEmailJob | ShipmentMessageJob;
    if (await alreadyDelivered(deps.db, job.key)) return;
    if (job.kind === 'message') {
      const via = await deps.transport.send(job.to, job.mail, job.key);
      return record(job.key, 'email', via, job.to);
    }
    const audience = await shipmentAudience(deps.db, job.awb);
    if (!stillWanted(job, audience)) return record(job.key, 'email', 'skipped', job.to);
    const email = renderNotificationEmail(await factsOf(deps, job, audience!));
    const via = await deps.transport.send(job.to, email, job.key);
    return record(job.key, 'email', via, job.to);
  });

  queue.work('sms', async (data) => {
    if (isChoiceJob(data)) return sendChoiceConfirmation(deps, data);
    if (isClaimJob(data)) return sendClaimMessage(deps, data);
    const job = data as ShipmentMessageJob;
    if (await alreadyDelivered(deps.db, job.key)) return;
    const audience = await shipmentAudience(deps.db, job.awb);
    if (!stillWanted(job, audience)) return record(job.key, 'sms', 'skipped', job.to);
    if (await isPhoneOptedOut(deps.db, job.to)) return record(job.key, 'sms', 'skipped', job.to);
    const facts = await factsOf(deps, job, audience!);
    // Receivers in the Gulf read WhatsApp first; senders (account holders) keep SMS.
    let refusedOnWhatsapp: AfterWork | undefined;
    if (deps.whatsapp && job.role === 'receiver') {
      const viaWhatsapp = receiverUrlOf(deps, job, audience!, 'whatsapp');
      const sent = await deps.whatsapp.send(
        whatsappMessageOf(job.to, { ...facts, ...viaWhatsapp }),
      );
      if (!sent.refused) return record(job.key, 'sms', sent.via, job.to);
      // Not on WhatsApp, or the template is missing: the SMS below carries it, and the refusal
      // is kept where staff find the gateways' reports.
      const refusal = {
        via: `whatsapp:${job.key}`,
        status: 'refused',
        errorCode: sent.refused.code,
      };
      refusedOnWhatsapp = async (tx) => {
        await tx.insert(messageStatusEvents).values(refusal).onConflictDoNothing();
      };
    }
    const sent = await deps.sms.send({
      key: job.key,
      to: job.to,
      body: renderNotificationSms(facts),
    });
    return record(job.key, 'sms', sent.via, job.to, async (tx) => {
      await refusedOnWhatsapp?.(tx);
      await sent.commit?.(tx);
    });
  });
}
