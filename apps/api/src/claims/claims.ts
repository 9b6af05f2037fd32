import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  canFile,
  claimGate,
  nextClaimState,
  type ClaimGate,
  type ClaimKind,
  type ClaimState,
  type ClaimStep,
  type ClaimantRole,
} from '@courier/domain/claims';
import type { Language } from '@courier/domain/language';
import {
  claimAnswerSchema,
  claimDecisionSchema,
  claimFilingSchema,
  type ClaimDecision,
} from '@courier/domain/schemas/claim';
import type { z } from 'zod';
import { recordAudit, type AuditActor, type Tx } from '../admin/audit.ts';
import type { Db } from '../db/client.ts';
import { claimEvents, claimFiles, claims, shipments, trackingEvents } from '../db/schema/index.ts';
import type { FileStore } from '../files/fileStore.ts';
import { ApiError, badRequest, notFound } from '../http/envelope.ts';
import type { JobQueue } from '../jobs/jobQueue.ts';
import { rowsOf } from '../shipments/nextSerial.ts';
import { claimStepJob } from './claimMessages.ts';
import { judgePhotos, type JudgedPhoto } from './claimPhotos.ts';
import { claimFieldError, claimWordsIn } from './claimWords.ts';

export type ClaimRow = typeof claims.$inferSelect;

export interface ClaimDeps {
  db: Db;
  files: FileStore;
  jobs: JobQueue;
}

/** Who files: the receiver through the delivery link, or the sender's account in the portal. */
export interface Claimant {
  role: ClaimantRole;
  shipmentId: number;
  customerId: number | null;
  channel: 'email' | 'sms' | 'whatsapp';
  /** Where the claim's messages go ('' when the booking has no such address). */
  contact: string;
  language: Language;
}

/** The claim's number as people read it: CL-000042. */
export const claimNumber = (id: number) => `CL-${String(id).padStart(6, '0')}`;

/** The request's claim parsed by one of the domain's schemas, its errors worded in `lang`. */
function parseWith<S extends z.ZodType>(schema: S, input: unknown, lang: Language): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'kind');
    errors[field] ??= claimFieldError(issue.message, lang);
  }
  throw badRequest(claimWordsIn(lang).checkFields, { errors });
}

export const parseDecision = (input: unknown, lang: Language): ClaimDecision =>
  parseWith(claimDecisionSchema, input, lang);

/**
 * The rules' verdict for a shipment now: its status, when it was delivered, whether it was
 * cancelled, when it was booked, and its expected day (from the tracking answer, when known).
 */
export async function claimGateOf(
  db: Db | Tx,
  shipmentId: number,
  now: Date,
  expectedBy?: string,
): Promise<ClaimGate> {
  const found = await db.execute(sql`select s.awb, s.current_status as status,
      s.created_at as created_at,
      exists (select 1 from shipment_cancellations c where c.shipment_id = s.id) as cancelled
    from shipments s where s.id = ${shipmentId}`);
  const row = rowsOf<{
    awb: string | null;
    status: string | null;
    created_at: string | Date;
    cancelled: boolean;
  }>(found)[0];
  if (!row) return { open: false, reason: 'cancelled' };
  const [delivered] = row.awb
    ? await db
        .select({ at: trackingEvents.occurredAt })
        .from(trackingEvents)
        .where(and(eq(trackingEvents.awb, row.awb), eq(trackingEvents.statusCode, 'delivered')))
        .orderBy(desc(trackingEvents.occurredAt))
        .limit(1)
    : [];
  const expected = expectedBy ? new Date(`${expectedBy.slice(0, 10)}T23:59:59+03:00`) : undefined;
  return claimGate({
    status: (row.status ?? (row.awb ? 'booked' : undefined)) as never,
    deliveredAt: delivered?.at,
    expectedBy: expected && !Number.isNaN(expected.getTime()) ? expected : undefined,
    bookedAt: new Date(row.created_at),
    cancelled: Boolean(row.cancelled),
    now,
  });
}

/** The gate as the pages read it: what may be filed now, or why not, in `lang`. */
export function gateAnswer(gate: ClaimGate, lang: Language) {
  return {
    open: gate.open,
    kinds: gate.open ? [...gate.kinds] : [],
    closes_at: gate.open && gate.closesAt ? gate.closesAt.toISOString() : '',
    refusal: gate.open ? '' : claimWordsIn(lang).refusal[gate.reason],
  };
}

/** A claim as its claimant reads it: the state, the reason given, the history (no staff names). */
export async function claimView(db: Db | Tx, row: ClaimRow, lang: Language) {
  const w = claimWordsIn(lang);
  const events = await db
    .select()
    .from(claimEvents)
    .where(eq(claimEvents.claimId, row.id))
    .orderBy(asc(claimEvents.id));
  const [photos] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(claimFiles)
    .where(eq(claimFiles.claimId, row.id));
  return {
    id: row.publicId,
    number: claimNumber(row.id),
    kind: row.kind,
    kind_label: w.kind[row.kind],
    state: row.state,
    state_label: w.state[row.state],
    description: row.description,
    value_fils: row.valueFils,
    reason: row.decisionReason,
    photo_count: Number(photos?.n ?? 0),
    created_at: row.createdAt.toISOString(),
    events: events.map((e) => ({
      step: e.step,
      state: e.state as ClaimState,
      state_label: w.state[e.state as ClaimState],
      note: e.note,
      at: e.at.toISOString(),
    })),
  };
}

/** The claimant's newest claim of a shipment, if any. */
export async function latestClaimOf(db: Db | Tx, shipmentId: number, role: ClaimantRole) {
  const [row] = await db
    .select()
    .from(claims)
    .where(and(eq(claims.shipmentId, shipmentId), eq(claims.claimantRole, role)))
    .orderBy(desc(claims.id))
    .limit(1);
  return row;
}

async function keepPhotos(
  deps: ClaimDeps,
  tx: Tx,
  claimId: number,
  eventId: number,
  photos: JudgedPhoto[],
) {
  for (const photo of photos) {
    const fileId = await deps.files.put(photo.bytes, photo.contentType, tx);
    await tx
      .insert(claimFiles)
      .values({ claimId, eventId, fileId, contentType: photo.contentType });
  }
}

async function addEvent(
  tx: Tx,
  claimId: number,
  step: ClaimStep | 'file',
  state: ClaimState,
  note: string,
  by: string,
) {
  const [event] = await tx
    .insert(claimEvents)
    .values({ claimId, step, state, note, by })
    .returning({ id: claimEvents.id });
  return event!.id;
}

const claimantActor = (role: ClaimantRole): AuditActor => ({
  id: null,
  username: role === 'receiver' ? 'receiver (delivery link)' : 'sender (portal)',
});

/**
 * Files a claim once. The photos are judged before anything is written; then, in one
 * transaction with the shipment row locked: the same idempotency key answers the claim it made
 * (a double tap, a retry); the rules are judged on the newest status; a claimant with an open
 * claim of the shipment is refused (the partial unique index stands behind it); otherwise the
 * claim, its first event, its photos, an audit entry and the claimant's message commit together.
 */
export async function fileClaim(
  deps: ClaimDeps,
  claimant: Claimant,
  input: { idempotency_key: string; claim: unknown; expectedBy?: string },
  lang: Language,
  now: Date = new Date(),
): Promise<{ created: boolean; row: ClaimRow }> {
  const filing = parseWith(claimFilingSchema, input.claim, lang);
  const photos = await judgePhotos(filing.photos, lang);
  const w = claimWordsIn(lang).refusal;
  return deps.db.transaction(async (tx) => {
    await tx
      .select({ id: shipments.id })
      .from(shipments)
      .where(eq(shipments.id, claimant.shipmentId))
      .for('update');
    const [replay] = await tx
      .select()
      .from(claims)
      .where(
        and(
          eq(claims.shipmentId, claimant.shipmentId),
          eq(claims.idempotencyKey, input.idempotency_key),
        ),
      );
    if (replay) return { created: false, row: replay };
    const gate = await claimGateOf(tx, claimant.shipmentId, now, input.expectedBy);
    if (!gate.open) throw new ApiError(409, w[gate.reason]);
    if (!canFile(gate, filing.kind as ClaimKind)) throw new ApiError(409, w.kindNotAllowed);
    const [open] = await tx
      .select({ id: claims.id })
      .from(claims)
      .where(
        and(
          eq(claims.shipmentId, claimant.shipmentId),
          eq(claims.claimantRole, claimant.role),
          inArray(claims.state, ['submitted', 'more_info_requested']),
        ),
      );
    if (open) throw new ApiError(409, w.openClaim);
    const [row] = await tx
      .insert(claims)
      .values({
        shipmentId: claimant.shipmentId,
        customerId: claimant.customerId,
        claimantRole: claimant.role,
        channel: claimant.channel,
        contact: claimant.contact,
        language: claimant.language,
        kind: filing.kind,
        description: filing.description,
        valueFils: filing.valueFils,
        state: 'submitted',
        idempotencyKey: input.idempotency_key,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const eventId = await addEvent(tx, row!.id, 'file', 'submitted', '', claimant.role);
    await keepPhotos(deps, tx, row!.id, eventId, photos);
    await recordAudit(tx, claimantActor(claimant.role), {
      action: 'claim.file',
      table: 'claims',
      recordId: claimNumber(row!.id),
      after: { kind: filing.kind, valueFils: filing.valueFils, photos: photos.length },
    });
    const job = claimStepJob(row!, eventId);
    if (job) await deps.jobs.sendAll([job], tx);
    return { created: true, row: row! };
  });
}

/** The claim of `publicId`, locked, if it is the claimant's of that shipment. */
async function lockedClaim(tx: Tx, publicId: string, lang: Language) {
  const [row] = await tx.select().from(claims).where(eq(claims.publicId, publicId)).for('update');
  if (!row) throw notFound(claimWordsIn(lang).refusal.notFound);
  return row;
}

async function moveClaim(
  deps: ClaimDeps,
  tx: Tx,
  row: ClaimRow,
  step: ClaimStep,
  note: string,
  by: string,
  lang: Language,
  now: Date,
  reason?: string,
) {
  const next = nextClaimState(row.state, step);
  if (!next) throw new ApiError(409, claimWordsIn(lang).refusal.stepNotAllowed);
  const [updated] = await tx
    .update(claims)
    .set({
      state: next,
      updatedAt: now,
      ...(reason === undefined ? {} : { decisionReason: reason }),
    })
    .where(eq(claims.id, row.id))
    .returning();
  const eventId = await addEvent(tx, row.id, step, next, note, by);
  return { updated: updated!, eventId };
}

/**
 * The claimant's answer when staff asked for more: words and up to five photos, judged as at
 * filing. The claim goes back to submitted, and the claimant is told it arrived.
 */
export async function answerClaim(
  deps: ClaimDeps,
  claimant: Pick<Claimant, 'role' | 'shipmentId'>,
  input: { claim_id: string; answer: unknown },
  lang: Language,
  now: Date = new Date(),
): Promise<ClaimRow> {
  const answer = parseWith(claimAnswerSchema, input.answer, lang);
  const photos = await judgePhotos(answer.photos, lang);
  return deps.db.transaction(async (tx) => {
    const row = await lockedClaim(tx, input.claim_id, lang);
    // Another shipment's or the other party's claim reads as one that does not exist.
    if (row.shipmentId !== claimant.shipmentId || row.claimantRole !== claimant.role)
      throw notFound(claimWordsIn(lang).refusal.notFound);
    const { updated, eventId } = await moveClaim(
      deps,
      tx,
      row,
      'answer',
      answer.note,
      claimant.role,
      lang,
      now,
    );
    await keepPhotos(deps, tx, row.id, eventId, photos);
    await recordAudit(tx, claimantActor(claimant.role), {
      action: 'claim.answer',
      table: 'claims',
      recordId: claimNumber(row.id),
      before: { state: row.state },
      after: { state: updated.state, photos: photos.length },
    });
    const job = claimStepJob(updated, eventId);
    if (job) await deps.jobs.sendAll([job], tx);
    return updated;
  });
}

/** Staff's decision: ask for more, accept or reject (a reason for asking and rejecting), audited. */
export async function decideClaim(
  deps: ClaimDeps,
  staff: AuditActor,
  input: { id: string; decision: ClaimDecision },
  lang: Language,
  now: Date = new Date(),
): Promise<ClaimRow> {
  const { decision, reason } = input.decision;
  return deps.db.transaction(async (tx) => {
    const row = await lockedClaim(tx, input.id, lang);
    const { updated, eventId } = await moveClaim(
      deps,
      tx,
      row,
      decision,
      reason,
      `staff:${staff.username}`,
      lang,
      now,
      reason,
    );
    await recordAudit(tx, staff, {
      action: `claim.${decision}`,
      table: 'claims',
      recordId: claimNumber(row.id),
      before: { state: row.state },
      after: { state: updated.state, reason },
    });
    const job = claimStepJob(updated, eventId);
    if (job) await deps.jobs.sendAll([job], tx);
    return updated;
  });
}
