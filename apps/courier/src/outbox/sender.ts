/**
 * Runs the outbox: one round at a time (the online event, the app's start, a retry timer and a
 * new action may all ask at once; a second ask during a round runs one more round after it), a
 * timer for the next retry, and listeners told after every change (the screens' counts).
 */
import {
  flush,
  newAction,
  type ActionCall,
  type OutboxStore,
  type QueuedAction,
  type Send,
} from './outbox';

export interface Sender {
  /** Stores the action (before anything is sent), then tries to send. */
  take(call: ActionCall, awb: string, body: QueuedAction['body']): Promise<QueuedAction>;
  /** A round now; `force` ignores the pauses. Resolves when the rounds asked for are done. */
  kick(force?: boolean): Promise<void>;
  actions(): Promise<QueuedAction[]>;
  subscribe(listener: () => void): () => void;
  stop(): void;
}

export function createSender(
  store: OutboxStore,
  send: Send,
  { now = Date.now }: { now?: () => number } = {},
): Sender {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  let running: Promise<void> | null = null;
  let again = false;
  let forceNext = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = (retryAt: number | null) => {
    clearTimeout(timer);
    if (retryAt !== null) timer = setTimeout(() => void kick(), Math.max(0, retryAt - now()) + 50);
  };

  const loop = async () => {
    try {
      do {
        const force = forceNext;
        again = false;
        forceNext = false;
        const result = await flush(store, send, { now, force });
        notify();
        schedule(result.retryAt);
      } while (again);
    } finally {
      running = null;
    }
  };

  function kick(force = false): Promise<void> {
    forceNext ||= force;
    if (running) {
      again = true;
      return running;
    }
    running = loop();
    return running;
  }

  return {
    async take(call, awb, body) {
      const action = newAction(call, awb, body, now());
      action.seq = await store.add(action);
      notify();
      void kick(true);
      return action;
    },
    kick,
    actions: () => store.all(),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: () => clearTimeout(timer),
  };
}
