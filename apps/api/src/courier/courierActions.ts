import { createHash } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  courierMessages as m,
  courierRemark,
  type FailedReason,
  type StopKind,
  type StopState,
} from '@courier/domain/courierRun';
import type { Language } from '@courier/domain/language';
import { TRACKING_STATUS_LABELS, type TrackingStatus } from '@courier/domain/tracking';
import { recordAudit } from '../admin/audit.ts';
import type { StaffRow } from '../admin/staffAccounts.ts';
import { codAtDelivery } from '../cod/codAtDelivery.ts';
import type { Db } from '../db/client.ts';
import {
  courierActions,
  courierStops,
  shipmentCancellations,
  shipments,
  trackingEvents,
} from '../db/schema/index.ts';
import type { FileStore } from '../files/fileStore.ts';
import { ApiError, badRequest, notFound } from '../http/envelope.ts';
import type { JobQueue } from '../jobs/jobQueue.ts';
import type { StatusNotifier } from '../notifications/shipmentNotifications.ts';
import { applyScan } from '../tracking/applyScan.ts';
import { isDeliveryCode, judgePicture, proofLink, type JudgedPicture } from './proofFiles.ts';

export interface CourierDeps {
  db: Db;
  files: FileStore;
  jobs: JobQueue;
  notifyStatus: StatusNotifier;
  secret: string;
}

type CourierActionKind = 'picked_up' | 'delivered' | 'failed';

/** One action of the phone, parsed by the contract's schema. */
export interface CourierAction {
  action: CourierActionKind;
  stopId: number;
  idempotencyKey: string;
  position?: { lat: number; lng: number } | undefined;
  receiverName?: string;
  signature?: string | undefined;
  code?: string | undefined;
  photo?: string | undefined;
  placeLeft?: string;
  codCollectedFils?: number | undefined;
  reason?: FailedReason;
  note?: string;
}

export interface ActionAnswer {
  stopId: number;
  awb: string;
  state: StopState;
  status: string;
  proof: { signatureUrl: string | null; photoUrl: string | null };
}

const STATE_OF: Record<CourierActionKind, StopState> = {
  picked_up: 'picked_up',
  delivered: 'delivered',
  failed: 'failed',
};
const STATUS_OF: Record<CourierActionKind, TrackingStatus> = {
  picked_up: 'picked_up',
  delivered: 'delivered',
  failed: 'exception',
};
const KIND_OF: Partial<Record<CourierActionKind, StopKind>> = {
  picked_up: 'pickup',
  delivered: 'delivery',
};

/** The request as its hash sees it: the same key with another body is another action. */
const requestHash = (action: CourierAction) =>
  createHash('sha256').update(JSON.stringify(action)).digest('hex');

function answerOf(
  row: {
    stopId: number;
    action: CourierActionKind;
    signature: string | null;
    photo: string | null;
  },
  awb: string,
  secret: string,
): ActionAnswer {
  return {
    stopId: row.stopId,
    awb,
    state: STATE_OF[row.action],
    status: TRACKING_STATUS_LABELS[STATUS_OF[row.action]],
    proof: {
      signatureUrl: row.signature ? proofLink(row.signature, secret) : null,
      photoUrl: row.photo ? proofLink(row.photo, secret) : null,
    },
  };
}

/** The action already stored under the courier's key, answered again; undefined: none yet. */
async function replay(deps: CourierDeps, courierId: number, action: CourierAction, hash: string) {
  const [row] = await deps.db
    .select({
      stopId: courierActions.stopId,
      action: courierActions.action,
      hash: courierActions.requestHash,
      signature: courierActions.signatureFileId,
      photo: courierActions.photoFileId,
      awb: shipments.awb,
      shipmentNo: shipments.shipmentNo,
    })
    .from(courierActions)
    .innerJoin(courierStops, eq(courierStops.id, courierActions.stopId))
    .innerJoin(shipments, eq(shipments.id, courierStops.shipmentId))
    .where(
      and(
        eq(courierActions.courierId, courierId),
        eq(courierActions.idempotencyKey, action.idempotencyKey),
      ),
    );
  if (!row) return undefined;
  if (row.hash !== hash) throw new ApiError(422, m.keyReused);
  return answerOf(row, row.awb ?? row.shipmentNo, deps.secret);
}

/** The courier's own stop, with what decides whether the action may happen. */
async function ownStop(db: Db, courierId: number, stopId: number) {
  const [stop] = await db
    .select({
      id: courierStops.id,
      kind: courierStops.kind,
      state: courierStops.state,
      runDate: courierStops.runDate,
      awb: shipments.awb,
      status: shipments.currentStatus,
      record: shipments.record,
      cancelled: sql<boolean>`exists (select 1 from ${shipmentCancellations} where ${shipmentCancellations.shipmentId} = ${shipments.id})`,
    })
    .from(courierStops)
    .innerJoin(shipments, eq(shipments.id, courierStops.shipmentId))
    .where(and(eq(courierStops.id, stopId), eq(courierStops.courierId, courierId)));
  // Another courier's stop is answered as no stop at all: nothing is learnt about it.
  if (!stop || !stop.awb) throw notFound(m.stopNotFound);
  return { ...stop, awb: stop.awb };
}

type OwnStop = Awaited<ReturnType<typeof ownStop>>;

/** Refusals before anything is written: conflicts (409) in the courier's language. */
function judgeStop(stop: OwnStop, action: CourierAction, secret: string): void {
  if (stop.cancelled) throw new ApiError(409, m.cancelled);
  if (stop.status === 'delivered') throw new ApiError(409, m.alreadyDelivered);
  if (stop.state !== 'open') throw new ApiError(409, m.stopClosed);
  const kind = KIND_OF[action.action];
  if (kind && kind !== stop.kind) throw new ApiError(409, m.wrongKind);
  if (action.code !== undefined && !isDeliveryCode(action.code, stop.awb, stop.runDate, secret))
    throw badRequest(m.wrongCode, { errors: { code: m.wrongCode } });
}

/** The tracking event's remark, in English as stored (ownRemarks words it for each reader). */
function remarkOf(action: CourierAction): string {
  if (action.action === 'picked_up') return courierRemark({ action: 'picked_up' });
  if (action.action === 'delivered')
    return courierRemark({ action: 'delivered', receiverName: action.receiverName ?? '' });
  return courierRemark({ action: 'failed', reason: action.reason ?? 'other' });
}

/** The place the event names: the stop's city, else its country. */
function locationOf(stop: OwnStop): string {
  const party = stop.kind === 'pickup' ? 'sender' : 'receiver';
  const city = stop.record[`${party}_city`];
  const country = stop.record[`${party}_country_name`];
  return (typeof city === 'string' && city) || (typeof country === 'string' && country) || 'Kuwait';
}

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (err: unknown): boolean => {
  for (let e: unknown = err; e instanceof Error; e = e.cause)
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  return false;
};

/**
 * One action of the courier's phone at one of their own stops (docs/courier.md). The key first:
 * an action already stored under it is answered again (the phone retried), whatever happened
 * since. Then the stop (another courier's: 404), the conflicts (cancelled, delivered, closed:
 * 409), the pictures judged by their bytes. Then, in one transaction with the shipment locked
 * (tracking/applyScan.ts): the tracking event and the customers' messages, the COD entry of a
 * delivery, the pictures, the action row (its unique key stores it once), the stop's state and
 * the audit entry with the courier, the time and the position.
 */
export async function recordCourierAction(
  deps: CourierDeps,
  staff: StaffRow,
  action: CourierAction,
  language: Language,
): Promise<ActionAnswer> {
  const hash = requestHash(action);
  const stored = await replay(deps, staff.id, action, hash);
  if (stored) return stored;
  const stop = await ownStop(deps.db, staff.id, action.stopId);
  judgeStop(stop, action, deps.secret);
  const signature = action.signature ? await judgePicture(action.signature, 'signature') : null;
  const photo = action.photo ? await judgePicture(action.photo, 'photo') : null;
  try {
    return await writeAction(deps, staff, { action, stop, hash, signature, photo }, language);
  } catch (err) {
    // A twin of this request (the same key) committed first: answer what it stored.
    const twin = await replay(deps, staff.id, action, hash);
    if (twin) return twin;
    if (isUniqueViolation(err)) throw new ApiError(409, m.stopClosed);
    throw err;
  }
}

interface Write {
  action: CourierAction;
  stop: OwnStop;
  hash: string;
  signature: JudgedPicture | null;
  photo: JudgedPicture | null;
}

type ScanTx = Parameters<NonNullable<Parameters<typeof applyScan>[2]['alsoInTransaction']>>[0];

/** The action's rows, in the scan's transaction: pictures, the action, the stop's state, audit. */
async function storeAction(
  tx: ScanTx,
  deps: CourierDeps,
  staff: StaffRow,
  { action, stop, hash, signature, photo }: Write,
): Promise<ActionAnswer> {
  const signatureFileId = signature
    ? await deps.files.put(signature.bytes, signature.contentType, tx)
    : null;
  const photoFileId = photo ? await deps.files.put(photo.bytes, photo.contentType, tx) : null;
  const [event] = await tx
    .select({ id: trackingEvents.id })
    .from(trackingEvents)
    .where(eq(trackingEvents.awb, stop.awb))
    .orderBy(desc(trackingEvents.id))
    .limit(1);
  const details = detailsOf(action);
  const [row] = await tx
    .insert(courierActions)
    .values({
      stopId: stop.id,
      courierId: staff.id,
      idempotencyKey: action.idempotencyKey,
      requestHash: hash,
      action: action.action,
      details,
      signatureFileId,
      photoFileId,
      lat: action.position?.lat ?? null,
      lng: action.position?.lng ?? null,
      eventId: event?.id ?? null,
    })
    .returning({ id: courierActions.id, at: courierActions.createdAt });
  const closed = await tx
    .update(courierStops)
    .set({ state: STATE_OF[action.action] })
    .where(and(eq(courierStops.id, stop.id), eq(courierStops.state, 'open')))
    .returning({ id: courierStops.id });
  if (closed.length === 0) throw new ApiError(409, m.stopClosed);
  await recordAudit(tx, staff, {
    action: `courier.${action.action}`,
    table: 'courier_actions',
    recordId: String(row!.id),
    after: {
      awb: stop.awb,
      stopId: stop.id,
      at: row!.at.toISOString(),
      position: action.position ?? null,
      ...details,
    },
  });
  const stored = { stopId: stop.id, action: action.action, signature: signatureFileId };
  return answerOf({ ...stored, photo: photoFileId }, stop.awb, deps.secret);
}

/** The tracking event (and its messages), the COD entry and the action, in one transaction. */
async function writeAction(
  deps: CourierDeps,
  staff: StaffRow,
  write: Write,
  language: Language,
): Promise<ActionAnswer> {
  const { action, stop } = write;
  const status = STATUS_OF[action.action];
  let answer: ActionAnswer | undefined;
  await applyScan(
    deps.db,
    {
      awb: stop.awb,
      status,
      location: locationOf(stop),
      remarks: remarkOf(action),
      ...(action.action === 'delivered' ? { signedBy: action.receiverName ?? '' } : {}),
    },
    {
      notify: deps.notifyStatus,
      alsoInTransaction: async (tx) => {
        const by = `courier:${staff.username}`;
        const collectedFils = action.codCollectedFils;
        await codAtDelivery(tx, deps.jobs, { awb: stop.awb, status, collectedFils, by }, language);
        answer = await storeAction(tx, deps, staff, write);
      },
    },
  );
  return answer!;
}

/** What is kept of an action besides its pictures and position. */
function detailsOf(action: CourierAction): Record<string, unknown> {
  if (action.action === 'delivered')
    return {
      receiverName: action.receiverName ?? '',
      placeLeft: action.placeLeft ?? '',
      codCollectedFils: action.codCollectedFils ?? null,
      byCode: action.code !== undefined,
    };
  if (action.action === 'failed') return { reason: action.reason, note: action.note ?? '' };
  return {};
}
