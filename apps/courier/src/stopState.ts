/**
 * A stop as the phone shows it: the server's state, unless an action taken on the phone is newer
 * (waiting to be sent, or sent before the run was read again); the latest action's refusal, if
 * the server refused it, stays on the stop until the courier acts again.
 */
import type { StopState } from '@courier/domain/courierRun';
import type { ActionCall, QueuedAction } from './outbox/outbox';

const STATE_OF: Record<ActionCall, StopState> = {
  courier_picked_up: 'picked_up',
  courier_delivered: 'delivered',
  courier_failed: 'failed',
};

export interface LocalStop {
  state: StopState;
  /** Taken on the phone, not yet sent. */
  waiting: boolean;
  /** The server's refusal of the latest action, in the courier's language. */
  refusal: string | null;
}

export function localStop(
  stop: { stopId: number; state: StopState },
  actions: readonly QueuedAction[],
): LocalStop {
  const latest = actions.filter((a) => a.stopId === stop.stopId).at(-1);
  if (!latest) return { state: stop.state, waiting: false, refusal: null };
  if (latest.state === 'refused')
    return { state: stop.state, waiting: false, refusal: latest.refusal?.message ?? null };
  if (stop.state !== 'open') return { state: stop.state, waiting: false, refusal: null };
  return { state: STATE_OF[latest.call], waiting: latest.state === 'waiting', refusal: null };
}

/** What the outbox holds: waiting to be sent, and refused (shown until acted on). */
export function outboxCounts(actions: readonly QueuedAction[]): {
  waiting: number;
  refused: number;
} {
  return {
    waiting: actions.filter((a) => a.state === 'waiting').length,
    refused: actions.filter((a) => a.state === 'refused').length,
  };
}

/** The stop whose AWB a scanned or typed text holds (digits only compare), or undefined. */
export function stopByAwb<S extends { awb: string }>(
  stops: readonly S[],
  text: string,
): S | undefined {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return undefined;
  return (
    stops.find((stop) => stop.awb === digits) ?? stops.find((stop) => digits.includes(stop.awb))
  );
}
