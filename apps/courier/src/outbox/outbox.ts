/**
 * The outbox: every action the courier takes is written to IndexedDB with its idempotency key
 * before anything is sent, then sent in the order taken. The server records a key once, so a
 * resend after a lost answer or a closed tab is harmless. A refusal (409 the shipment was
 * cancelled, 400/422 a field) is kept and shown, never dropped; no network, 5xx, 401 (the session
 * ended) and 429 keep the action waiting and retry later with a growing pause.
 */
import { inStore, OUTBOX } from './idb';

export type ActionCall = 'courier_picked_up' | 'courier_delivered' | 'courier_failed';

export interface QueuedAction {
  /** Order taken (IndexedDB's key); absent before it is stored. */
  seq?: number;
  call: ActionCall;
  stopId: number;
  awb: string;
  /** The request body, with its idempotency key: sent as it is on every attempt. */
  body: { idempotencyKey: string; stopId: number } & Record<string, unknown>;
  state: 'waiting' | 'sent' | 'refused';
  attempts: number;
  /** Not before this time (ms), after a failed attempt. */
  nextAttemptAt: number;
  queuedAt: number;
  refusal?: { status: number; message: string; errors: Record<string, string> };
}

export interface OutboxStore {
  add(action: QueuedAction): Promise<number>;
  all(): Promise<QueuedAction[]>;
  put(action: QueuedAction): Promise<void>;
  remove(seq: number): Promise<void>;
}

export type SendResult =
  { ok: true } | { ok: false; status: number; message: string; errors: Record<string, string> };

export type Send = (call: ActionCall, body: QueuedAction['body']) => Promise<SendResult>;

/** The pause before the next attempt: 2 s, 4 s, 8 s ... at most a minute. */
export function backoffMs(attempts: number): number {
  return Math.min(60_000, 2_000 * 2 ** Math.max(0, attempts - 1));
}

/** Whether a failed send is worth sending again as it is (the network, the server, the login). */
function isRetryable(status: number): boolean {
  return status === 0 || status >= 500 || status === 401 || status === 403 || status === 429;
}

/** A new action, waiting: the caller stores it before sending. */
export function newAction(
  call: ActionCall,
  awb: string,
  body: QueuedAction['body'],
  now = Date.now(),
): QueuedAction {
  return {
    call,
    stopId: body.stopId,
    awb,
    body,
    state: 'waiting',
    attempts: 0,
    nextAttemptAt: now,
    queuedAt: now,
  };
}

export interface FlushResult {
  sent: number;
  refused: number;
  /** When the first action still waiting may be tried again (ms), or null: none waits. */
  retryAt: number | null;
}

/**
 * Sends the waiting actions in the order taken. A retryable failure stops the round (what comes
 * after waits behind it, so a stop's actions never overtake one another); a refusal is kept with
 * its message and the round goes on. `force` ignores the pauses (the network just came back).
 */
export async function flush(
  store: OutboxStore,
  send: Send,
  { now = Date.now, force = false }: { now?: () => number; force?: boolean } = {},
): Promise<FlushResult> {
  const waiting = (await store.all())
    .filter((a) => a.state === 'waiting')
    .sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  let sent = 0;
  let refused = 0;
  for (const action of waiting) {
    if (!force && action.nextAttemptAt > now())
      return { sent, refused, retryAt: action.nextAttemptAt };
    const result = await send(action.call, action.body);
    if (result.ok) {
      await store.put({ ...action, state: 'sent', refusal: undefined });
      sent += 1;
    } else if (isRetryable(result.status)) {
      const attempts = action.attempts + 1;
      const retryAt = now() + backoffMs(attempts);
      await store.put({ ...action, attempts, nextAttemptAt: retryAt });
      return { sent, refused, retryAt };
    } else {
      const { status, message, errors } = result;
      await store.put({ ...action, state: 'refused', refusal: { status, message, errors } });
      refused += 1;
    }
  }
  return { sent, refused, retryAt: null };
}

/** Sent actions older than this are forgotten (the run is a day's). */
const KEEP_SENT_MS = 24 * 3_600_000;

/** Drops sent actions of earlier days; waiting and refused ones stay until seen. */
export async function prune(store: OutboxStore, now = Date.now()): Promise<void> {
  for (const action of await store.all())
    if (action.state === 'sent' && action.queuedAt < now - KEEP_SENT_MS && action.seq !== undefined)
      await store.remove(action.seq);
}

/** The outbox in IndexedDB (the browser's, or fake-indexeddb in tests). */
export const idbOutbox: OutboxStore = {
  add: async (action) => Number(await inStore(OUTBOX, 'readwrite', (s) => s.add(action))),
  all: () => inStore(OUTBOX, 'readonly', (s) => s.getAll() as IDBRequest<QueuedAction[]>),
  put: async (action) => {
    await inStore(OUTBOX, 'readwrite', (s) => s.put(action));
  },
  remove: async (seq) => {
    await inStore(OUTBOX, 'readwrite', (s) => s.delete(seq));
  },
};
