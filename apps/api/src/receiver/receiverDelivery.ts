import { and, desc, eq, ne, notInArray } from 'drizzle-orm';
import { CLAIM_WINDOW_DAYS } from '@courier/domain/claims';
import { HOME_COUNTRY_NAME } from '@courier/domain/constants';
import type { Language } from '@courier/domain/language';
import {
  isRescheduleDay,
  receiverChoiceGate,
  rescheduleDays,
  type ChoiceGate,
} from '@courier/domain/receiverChoices';
import { receiverChoiceSchema, type ReceiverChoice } from '@courier/domain/schemas/receiverChoice';
import { isTrackingStatus, type TrackingStatus } from '@courier/domain/tracking';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { receiverChoices, shipments, trackingEvents } from '../db/schema/index.ts';
import { ApiError, badRequest } from '../http/envelope.ts';
import type { Tx } from '../jobs/sqlAdapters.ts';
import { readOperatingSettings } from '../settings/operatingSettings.ts';
import { newestEventsFirst } from '../tracking/newestEventsFirst.ts';
import { kuwaitBranches, type Branch } from './kuwaitBranches.ts';
import { verifyReceiverLink, type ReceiverLink } from './receiverLink.ts';
import { fieldErrorIn, RECEIVER_WORDS } from './receiverWords.ts';

export interface ReceiverDeps {
  db: Db;
  config: Config;
  /** Signs the links (the label-token secret, as the opt-out links). */
  secret: string;
}

export interface OpenedLink extends ReceiverLink {
  shipmentId: number;
  record: Record<string, unknown>;
  language: Language;
}

const RECEIVER_REMARKS = Object.values(RECEIVER_WORDS.en.remark);
const text = (record: Record<string, unknown>, name: string) => {
  const value = record[name];
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * The shipment a link names, or the refusal: a forged, altered or old link, or one whose shipment
 * is gone, all read the same (nobody learns which airway bills exist); a returned shipment's link
 * has ended (410), and a delivered one's too for choices. `afterDelivery` (the page and its
 * claims): a delivered shipment's link stays open CLAIM_WINDOW_DAYS after the delivery scan, for
 * its status and a claim (docs/claims.md), still within the token's own expiry.
 */
export async function openLink(
  deps: ReceiverDeps,
  token: string,
  lang: Language,
  now: Date,
  options: { afterDelivery?: boolean } = {},
): Promise<OpenedLink> {
  const words = RECEIVER_WORDS[lang].refusal;
  const link = verifyReceiverLink(token, deps.secret, now);
  if (!link) throw new ApiError(410, words.linkInvalid);
  const [row] = await deps.db
    .select({
      id: shipments.id,
      record: shipments.record,
      language: shipments.language,
      status: shipments.currentStatus,
      test: shipments.test,
    })
    .from(shipments)
    .where(eq(shipments.awb, link.awb));
  if (!row || row.test) throw new ApiError(410, words.linkInvalid);
  const stillOpen =
    options.afterDelivery && row.status === 'delivered'
      ? await deliveredWithin(deps.db, link.awb, now)
      : false;
  if ((row.status === 'delivered' && !stillOpen) || row.status === 'returned')
    throw new ApiError(410, words[row.status]);
  return { ...link, shipmentId: row.id, record: row.record, language: row.language };
}

/** Whether the delivery scan of `awb` is at most CLAIM_WINDOW_DAYS old (docs/claims.md). */
async function deliveredWithin(db: Db, awb: string, now: Date): Promise<boolean> {
  const [delivered] = await db
    .select({ at: trackingEvents.occurredAt })
    .from(trackingEvents)
    .where(and(eq(trackingEvents.awb, awb), eq(trackingEvents.statusCode, 'delivered')))
    .orderBy(desc(trackingEvents.occurredAt))
    .limit(1);
  return (
    delivered !== undefined &&
    now.getTime() - delivered.at.getTime() <= CLAIM_WINDOW_DAYS * 86_400_000
  );
}

/** The gate of the rules, from the shipment's newest event and its newest courier run. */
export async function gateOf(
  db: Db | Tx,
  link: OpenedLink,
  config: Config,
  now: Date,
): Promise<ChoiceGate> {
  const [latest] = await db
    .select({ statusCode: trackingEvents.statusCode })
    .from(trackingEvents)
    .where(eq(trackingEvents.awb, link.awb))
    .orderBy(...newestEventsFirst())
    .limit(1);
  const status: TrackingStatus | undefined =
    latest && isTrackingStatus(latest.statusCode) ? latest.statusCode : undefined;
  // The courier's scan, not the event a receiver's earlier choice left with the same status.
  const [run] =
    status === 'out_for_delivery'
      ? await db
          .select({ at: trackingEvents.occurredAt })
          .from(trackingEvents)
          .where(
            and(
              eq(trackingEvents.awb, link.awb),
              eq(trackingEvents.statusCode, 'out_for_delivery'),
              notInArray(trackingEvents.remarks, RECEIVER_REMARKS),
            ),
          )
          .orderBy(...newestEventsFirst())
          .limit(1)
      : [];
  return receiverChoiceGate({
    status,
    outForDeliveryAt: run?.at,
    inKuwait: text(link.record, 'receiver_country_name') === HOME_COUNTRY_NAME,
    now,
    cutoffMinutes: config.receiver.cutoffMinutes,
  });
}

/**
 * The choice in force (the newest), as the page and the back office show it. A COD amount paid
 * online is on the same record but changes nothing of the delivery, so it is never in force.
 */
export async function choiceInForce(db: Db | Tx, shipmentId: number) {
  const [row] = await db
    .select()
    .from(receiverChoices)
    .where(and(eq(receiverChoices.shipmentId, shipmentId), ne(receiverChoices.kind, 'cod_paid')))
    .orderBy(desc(receiverChoices.id))
    .limit(1);
  return row;
}

/** What the delivery page needs besides the public tracking answer: the rules' verdict and offers. */
export async function deliveryOptions(
  deps: ReceiverDeps,
  link: OpenedLink,
  lang: Language,
  now: Date,
) {
  const [gate, settings, branches, current] = await Promise.all([
    gateOf(deps.db, link, deps.config, now),
    readOperatingSettings(deps.db, deps.config),
    kuwaitBranches(deps.db, lang),
    choiceInForce(deps.db, link.shipmentId),
  ]);
  return {
    open: gate.open,
    kinds: gate.open ? [...gate.kinds] : [],
    closes_at: gate.open && gate.closesAt ? gate.closesAt.toISOString() : '',
    refusal: gate.open ? '' : RECEIVER_WORDS[lang].refusal[gate.reason],
    days: rescheduleDays(now, settings),
    branches: branches.map(({ id, name, city, address }) => ({ id, name, city, address })),
    current: current ? { kind: current.kind, details: current.details } : null,
  };
}

/** The request's choice parsed by the domain's schema, its errors worded in `lang`. */
export function parseChoice(input: unknown, lang: Language): ReceiverChoice {
  const parsed = receiverChoiceSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') || 'kind';
    errors[field] ??= fieldErrorIn(issue.message, lang);
  }
  throw badRequest(RECEIVER_WORDS[lang].checkFields, { errors });
}

/** The details kept for a choice: what the receiver gave, plus the branch's name as shown. */
export async function choiceDetails(
  deps: ReceiverDeps,
  choice: ReceiverChoice,
  lang: Language,
  now: Date,
): Promise<Record<string, unknown>> {
  const words = RECEIVER_WORDS[lang].refusal;
  if (choice.kind === 'reschedule') {
    const settings = await readOperatingSettings(deps.db, deps.config);
    if (!isRescheduleDay(choice.date, now, settings))
      throw badRequest(words.dayNotAllowed, { errors: { date: words.dayNotAllowed } });
    return { date: choice.date };
  }
  if (choice.kind === 'branch') {
    const branch: Branch | undefined = (await kuwaitBranches(deps.db, 'en')).find(
      (b) => b.id === choice.branchId,
    );
    if (!branch)
      throw badRequest(words.branchUnknown, { errors: { branchId: words.branchUnknown } });
    return { branchId: branch.id, name: branch.nameEn, nameAr: branch.nameAr };
  }
  if (choice.kind === 'neighbour') return { place: choice.place, note: choice.note };
  return { ...choice.address };
}
