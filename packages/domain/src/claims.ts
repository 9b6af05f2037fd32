import type { TrackingStatus } from './tracking.ts';

/**
 * Claims for damage or loss (docs/claims.md). Pure rules: who may file which claim when, the
 * states a claim goes through and the steps between them. The API feeds them the shipment's
 * status, its delivery time, its expected day and the clock.
 */
export const CLAIM_KINDS = ['damage', 'loss'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

export const CLAIM_STATES = ['submitted', 'more_info_requested', 'accepted', 'rejected'] as const;
export type ClaimState = (typeof CLAIM_STATES)[number];

export const CLAIMANT_ROLES = ['sender', 'receiver'] as const;
export type ClaimantRole = (typeof CLAIMANT_ROLES)[number];

/** A damage claim is filed within this many days of the delivery (the link stays open as long). */
export const CLAIM_WINDOW_DAYS = 30;
/** A shipment not delivered this many days after its expected day may be claimed as lost. */
const LOSS_AFTER_DAYS = 7;
/** The largest value claimed: 5,000 KWD (in fils). Above it, customer service handles it. */
export const CLAIM_VALUE_MAX_FILS = 5_000_000;
export const CLAIM_PHOTOS_MAX = 5;
/** One photo's largest size (a phone's JPEG fits; the site sends it as it is). */
export const CLAIM_PHOTO_MAX_BYTES = 3 * 1024 * 1024;
export const CLAIM_DESCRIPTION_MAX = 2000;
export const CLAIM_REASON_MAX = 1000;

const DAY_MS = 86_400_000;

/** Why no claim can be filed now; each is an id the catalogues word. */
type ClaimRefusal = 'notYet' | 'windowClosed' | 'returned' | 'cancelled';

export type ClaimGate =
  | { open: true; kinds: readonly ClaimKind[]; closesAt?: Date }
  | { open: false; reason: ClaimRefusal };

export interface ClaimGateInput {
  /** The newest tracking status; undefined before the first scan. */
  status: TrackingStatus | undefined;
  /** When the delivery scan happened (read when delivered). */
  deliveredAt?: Date;
  /** The last day of the expected delivery window (ISO instant or date), when known. */
  expectedBy?: Date;
  /** When the shipment was booked: without an expected day, loss counts from it. */
  bookedAt: Date;
  cancelled: boolean;
  now: Date;
}

/** Without an expected day, a shipment is overdue this many days after booking. */
const OVERDUE_WITHOUT_ESTIMATE_DAYS = 14;

/**
 * Damage: a delivered shipment, within CLAIM_WINDOW_DAYS of its delivery. Loss: a shipment in
 * exception (lost, damaged in transit, refused at customs), or not delivered LOSS_AFTER_DAYS after
 * its expected day (14 days after booking when it has none). Nothing for a shipment returned to
 * its sender or cancelled.
 */
export function claimGate(input: ClaimGateInput): ClaimGate {
  const { status, now } = input;
  if (input.cancelled) return { open: false, reason: 'cancelled' };
  if (status === 'returned') return { open: false, reason: 'returned' };
  if (status === 'delivered') {
    const at = input.deliveredAt ?? now;
    const closesAt = new Date(at.getTime() + CLAIM_WINDOW_DAYS * DAY_MS);
    return now <= closesAt
      ? { open: true, kinds: ['damage'], closesAt }
      : { open: false, reason: 'windowClosed' };
  }
  if (status === 'exception') return { open: true, kinds: ['loss'] };
  const overdueFrom = input.expectedBy
    ? input.expectedBy.getTime() + LOSS_AFTER_DAYS * DAY_MS
    : input.bookedAt.getTime() + OVERDUE_WITHOUT_ESTIMATE_DAYS * DAY_MS;
  return now.getTime() > overdueFrom
    ? { open: true, kinds: ['loss'] }
    : { open: false, reason: 'notYet' };
}

export const canFile = (gate: ClaimGate, kind: ClaimKind): boolean =>
  gate.open && gate.kinds.includes(kind);

/** What staff decide on a claim, and what the claimant does when asked for more. */
export type ClaimStep = 'ask' | 'accept' | 'reject' | 'answer';
export const STAFF_DECISIONS = ['ask', 'accept', 'reject'] as const;

const TARGET: Record<ClaimStep, ClaimState> = {
  ask: 'more_info_requested',
  accept: 'accepted',
  reject: 'rejected',
  answer: 'submitted',
};

/** Which steps each state allows: accepted and rejected are final. */
const ALLOWED: Record<ClaimState, readonly ClaimStep[]> = {
  submitted: ['ask', 'accept', 'reject'],
  more_info_requested: ['answer', 'accept', 'reject'],
  accepted: [],
  rejected: [],
};

/** The state a step leads to from `state`, or undefined when the step is not allowed there. */
export function nextClaimState(state: ClaimState, step: ClaimStep): ClaimState | undefined {
  return ALLOWED[state].includes(step) ? TARGET[step] : undefined;
}
