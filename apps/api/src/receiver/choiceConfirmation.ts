import { desc, eq } from 'drizzle-orm';
import type { WhatsappTemplateMessage } from '@courier/api-client/messagingProtocol';
import { formatDayDate } from '@courier/domain/formats';
import type { Language } from '@courier/domain/language';
import { formatKwd } from '@courier/domain/money';
import type { ReceiverChoiceKind, ReceiverRecordKind } from '@courier/domain/receiverChoices';
import { kuwaitAddressLine, type KuwaitAddress } from '@courier/domain/schemas/kuwaitAddress';
import type { Db } from '../db/client.ts';
import { receiverChoices, shipments } from '../db/schema/index.ts';
import type { RenderedEmail } from '../notifications/templates.ts';
import { receiverLinkFor, type LinkChannel } from './receiverLink.ts';
import { RECEIVER_WORDS } from './receiverWords.ts';

/** A job of the `email` or `sms` queue: the confirmation of one choice, by the link's channel. */
export interface ChoiceMessageJob {
  kind: 'receiver-choice';
  key: string;
  channel: LinkChannel;
  /** E-mail address or E.164 number. */
  to: string;
  awb: string;
  choiceId: number;
}

export const isChoiceJob = (data: unknown): data is ChoiceMessageJob =>
  (data as { kind?: unknown } | null)?.kind === 'receiver-choice';

export interface ChoiceConfirmation {
  email: RenderedEmail;
  sms: string;
  whatsapp: WhatsappTemplateMessage;
}

/**
 * What was chosen, in words of `lang`: the day, the branch, the neighbour, the address, or the
 * amount paid online.
 */
function choiceInWords(
  kind: ReceiverRecordKind,
  details: Record<string, unknown>,
  lang: Language,
): string {
  const w = RECEIVER_WORDS[lang];
  const str = (name: string) =>
    typeof details[name] === 'string' ? (details[name] as string) : '';
  if (kind === 'reschedule') return formatDayDate(str('date'), lang);
  if (kind === 'cod_paid') return formatKwd(Number(details.amountFils) || 0, lang);
  if (kind === 'branch') return (lang === 'ar' && str('nameAr')) || str('name');
  if (kind === 'neighbour')
    return `${w.place[str('place') === 'safe_place' ? 'safe_place' : 'neighbour']} (${str('note')})`;
  return kuwaitAddressLine(details as unknown as KuwaitAddress, w.address);
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The confirmation of a choice, as of now, in the shipment's language, with a fresh link back to
 * the delivery page (the same channel's). Undefined when the choice or shipment is gone.
 */
export async function choiceConfirmation(
  deps: { db: Db; publicUrl: string; secret: string; linkDays: number },
  job: ChoiceMessageJob,
): Promise<ChoiceConfirmation | undefined> {
  const [row] = await deps.db
    .select({
      kind: receiverChoices.kind,
      details: receiverChoices.details,
      language: shipments.language,
    })
    .from(receiverChoices)
    .innerJoin(shipments, eq(shipments.id, receiverChoices.shipmentId))
    .where(eq(receiverChoices.id, job.choiceId));
  if (!row) return undefined;
  const lang: Language = row.language === 'ar' ? 'ar' : 'en';
  const w = RECEIVER_WORDS[lang];
  const kind = row.kind as ReceiverRecordKind;
  const url = receiverLinkFor(deps, { awb: job.awb, channel: job.channel }, lang);
  const lead = w.confirm.lead[kind]({ awb: job.awb, what: choiceInWords(kind, row.details, lang) });
  const subject = w.confirm.subject(job.awb);
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const html = `<!DOCTYPE html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;color:#111827;"><h1 style="font-size:20px;">${escapeHtml(subject)}</h1><p>${escapeHtml(lead)}</p><p><a href="${escapeHtml(url)}" style="color:#b91c1c;">${escapeHtml(w.confirm.seeOrChange)}</a></p></body></html>`;
  return {
    email: { subject, text: `${lead}\n\n${w.confirm.seeOrChange} ${url}\n`, html },
    sms: `${lead} ${w.confirm.seeOrChange} ${url}`,
    whatsapp: {
      messaging_product: 'whatsapp',
      to: job.to.replace(/^\+/, ''),
      type: 'template',
      template: {
        name: 'delivery_changed',
        language: { code: lang },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: job.awb },
              { type: 'text', text: lead },
              { type: 'text', text: url },
            ],
          },
        ],
      },
    },
  };
}

/** One recorded choice in words of `lang`: its kind and what was chosen. */
export function choiceSummaryOf(
  row: { kind: string; details: Record<string, unknown> },
  lang: Language,
): { kind: ReceiverChoiceKind; summary: string } {
  const kind = row.kind as ReceiverChoiceKind;
  return { kind, summary: choiceInWords(kind, row.details, lang) };
}

/** A shipment's receiver records, newest first, each in words of `lang` (the back office). */
export async function receiverChoicesOf(db: Db, shipmentId: number, lang: Language) {
  const rows = await db
    .select()
    .from(receiverChoices)
    .where(eq(receiverChoices.shipmentId, shipmentId))
    .orderBy(desc(receiverChoices.id));
  return rows.map((row) => ({
    kind: row.kind as ReceiverRecordKind,
    summary: choiceInWords(row.kind as ReceiverRecordKind, row.details, lang),
    channel: row.channel,
    createdAt: row.createdAt.toISOString(),
  }));
}
