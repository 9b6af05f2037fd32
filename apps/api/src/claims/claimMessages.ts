import { eq } from 'drizzle-orm';
import type { WhatsappTemplateMessage } from '@courier/api-client/messagingProtocol';
import type { ClaimState } from '@courier/domain/claims';
import type { Language } from '@courier/domain/language';
import type { Db } from '../db/client.ts';
import { claimEvents, claims, shipments } from '../db/schema/index.ts';
import type { QueuedJob } from '../jobs/jobQueue.ts';
import type { RenderedEmail } from '../notifications/templates.ts';
import { siteUrl } from '../notifications/siteLinks.ts';
import { receiverLinkFor } from '../receiver/receiverLink.ts';
import { claimWordsIn } from './claimWords.ts';

/** A job of the `email` or `sms` queue: one step of a claim, told to its claimant. */
export interface ClaimMessageJob {
  kind: 'claim-step';
  key: string;
  channel: 'email' | 'sms' | 'whatsapp';
  to: string;
  claimId: number;
  eventId: number;
}

export const isClaimJob = (data: unknown): data is ClaimMessageJob =>
  (data as { kind?: unknown } | null)?.kind === 'claim-step';

/**
 * The message of a step, once per step and channel (the key names both; message_deliveries keeps
 * it sent once). None when the claimant left no address for that channel.
 */
export function claimStepJob(
  row: { id: number; channel: ClaimMessageJob['channel']; contact: string },
  eventId: number,
): QueuedJob | undefined {
  if (!row.contact) return undefined;
  const key = `claim:${row.id}:${eventId}:${row.channel}`;
  const data: ClaimMessageJob = {
    kind: 'claim-step',
    key,
    channel: row.channel,
    to: row.contact,
    claimId: row.id,
    eventId,
  };
  return { name: row.channel === 'email' ? 'email' : 'sms', data, key };
}

export interface ClaimMessage {
  email: RenderedEmail;
  sms: string;
  whatsapp: WhatsappTemplateMessage;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The step's message in the claimant's language, with the way back to the claim: the receiver's
 * delivery link (fresh, the same channel's), the sender's shipment page in the portal.
 */
export async function claimMessage(
  deps: { db: Db; publicUrl: string; secret: string; linkDays: number },
  job: ClaimMessageJob,
): Promise<ClaimMessage | undefined> {
  const [row] = await deps.db
    .select({
      id: claims.id,
      role: claims.claimantRole,
      language: claims.language,
      awb: shipments.awb,
      shipmentPublicId: shipments.publicId,
      state: claimEvents.state,
      note: claimEvents.note,
    })
    .from(claims)
    .innerJoin(shipments, eq(shipments.id, claims.shipmentId))
    .innerJoin(claimEvents, eq(claimEvents.claimId, claims.id))
    .where(eq(claimEvents.id, job.eventId));
  if (!row || row.id !== job.claimId || !row.awb) return undefined;
  const lang: Language = row.language === 'ar' ? 'ar' : 'en';
  const w = claimWordsIn(lang).message;
  const number = `CL-${String(row.id).padStart(6, '0')}`;
  const url =
    row.role === 'receiver'
      ? receiverLinkFor(deps, { awb: row.awb, channel: job.channel }, lang)
      : siteUrl(
          deps.publicUrl,
          `/shipment-details?${new URLSearchParams({ shipment_id: row.shipmentPublicId })}`,
          lang,
        );
  const parts = { claim: number, awb: row.awb, reason: row.note };
  const lead = w.lead[row.state as ClaimState](parts);
  const subject = w.subject(parts);
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const html = `<!DOCTYPE html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;color:#111827;"><h1 style="font-size:20px;">${escapeHtml(subject)}</h1><p>${escapeHtml(lead)}</p><p><a href="${escapeHtml(url)}" style="color:#b91c1c;">${escapeHtml(w.see)}</a></p></body></html>`;
  return {
    email: { subject, text: `${lead}\n\n${w.see} ${url}\n`, html },
    sms: `${lead} ${w.see} ${url}`,
    whatsapp: {
      messaging_product: 'whatsapp',
      to: job.to.replace(/^\+/, ''),
      type: 'template',
      template: {
        name: 'claim_update',
        language: { code: lang },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: number },
              { type: 'text', text: lead },
              { type: 'text', text: url },
            ],
          },
        ],
      },
    },
  };
}
