import type { CounterStore } from './rateLimitStore.ts';

interface Waiter {
  amount: number;
  resolve: (result: { current: number; ttlMs: number }) => void;
  reject: (error: unknown) => void;
}

/** Counts this process has already added to the store and not yet handed to a hit. */
interface Reserved {
  next: number;
  last: number;
  /** When the window they were counted in ends (Date.now() clock). */
  until: number;
}

interface KeyState {
  reserved: Reserved[];
  /** How many counts the next write asks for beyond its hits (grows with the key's pace). */
  block: number;
  /** The key's count as the store last answered it, and until when that window runs. */
  known: number;
  knownUntil: number;
}

/** A key is reserved for only when this many hits queued behind one write: a machine's pace. */
const RESERVE_AFTER_QUEUED = 4;
/** A reservation takes at most this share of what is left of the key's limit. */
const RESERVE_SHARE_OF_LEFT = 1 / 8;
/** Keys reserving at once before ended windows are swept (many addresses at a machine's pace). */
const MAX_RESERVING_KEYS = 10_000;

/**
 * At most one write per counter in flight from this process: hits on a key that arrive while its
 * write is on its way wait and then go as ONE write of their sum. Each caller still gets the count
 * its own hit made (the batch's total less the hits queued after it), so limits stay exact; a busy
 * key costs one round trip per batch instead of one per request, and the row is not fought over
 * by this process's own connections.
 *
 * A key with a limit whose hits queue RESERVE_AFTER_QUEUED deep behind one write (one address
 * asking thousands of times a second: a partner's system, a load test, an attacker) has counts
 * reserved ahead: its next write adds twice the hits it carries, and the surplus counts are handed
 * to the following hits with no round trip; when half of them are used the next block is
 * written while the rest last. Every count handed out is one the store really holds, and no two
 * hits get the same count, in this process or any other, so a hit is refused exactly when its
 * count passes the limit, as before. A reserved count never used is still counted: stricter,
 * never looser. A block is at most an eighth of what is left of the limit (so a key near its
 * limit is counted hit by hit) and dies with its window.
 */
export function coalescedCounters(inner: CounterStore): CounterStore {
  const inFlight = new Set<string>();
  const queued = new Map<string, { windowMs: number; limit?: number; waiters: Waiter[] }>();
  const states = new Map<string, KeyState>();

  /** Gives `amount` hits reserved counts (true), or false when none are left in a live window. */
  function handOut(
    state: KeyState,
    amount: number,
    resolve: (result: { current: number; ttlMs: number }) => void,
  ): boolean {
    const now = Date.now();
    while (state.reserved.length > 0) {
      const block = state.reserved[0]!;
      if (block.until > now && block.next + amount - 1 <= block.last) {
        block.next += amount;
        resolve({ current: block.next - 1, ttlMs: block.until - now });
        return true;
      }
      state.reserved.shift();
    }
    return false;
  }

  /** How many counts beyond its hits the next write of `key` adds (0: none reserved). */
  function reservable(key: string, queuedHits: number, limit: number | undefined): number {
    if (limit === undefined) return 0;
    const state = states.get(key);
    const previous = state?.block ?? 0;
    // Hits queued deep: reserve for twice as many. A write for one lone hit (the pace fell):
    // half the block. The next block written ahead (no hit waiting): the same.
    const block =
      queuedHits >= RESERVE_AFTER_QUEUED
        ? Math.max(previous, 2 * queuedHits)
        : queuedHits === 0
          ? previous
          : Math.floor(previous / 2);
    const known = state && state.knownUntil > Date.now() ? state.known : 0;
    return Math.max(0, Math.min(block, Math.floor((limit - known) * RESERVE_SHARE_OF_LEFT)));
  }

  function send(key: string, windowMs: number, waiters: Waiter[], limit?: number): void {
    const hits = waiters.reduce((sum, w) => sum + w.amount, 0);
    const extra = reservable(key, waiters.length, limit);
    // Nothing to write and nobody waiting (a top-up that reserves nothing). A waiter of nothing
    // (an upload of 0 bytes) still gets the count: left unanswered, its request would hang.
    if (hits + extra === 0 && waiters.length === 0) return;
    inFlight.add(key);
    inner
      .add(key, hits + extra, windowMs)
      .then(
        ({ current, ttlMs }) => {
          let count = current - hits - extra;
          for (const w of waiters) {
            count += w.amount;
            w.resolve({ current: count, ttlMs });
          }
          const now = Date.now();
          let state = states.get(key);
          if (!state && extra === 0) return;
          if (!state) {
            if (states.size >= MAX_RESERVING_KEYS) forgetEndedWindows(now);
            state = { reserved: [], block: 0, known: 0, knownUntil: 0 };
            states.set(key, state);
          }
          state.known = current;
          state.knownUntil = now + ttlMs;
          state.block = extra;
          if (extra > 0)
            state.reserved.push({ next: count + 1, last: current, until: now + ttlMs });
        },
        (error: unknown) => {
          for (const w of waiters) w.reject(error);
        },
      )
      .finally(() => {
        inFlight.delete(key);
        const next = queued.get(key);
        if (!next) return;
        queued.delete(key);
        // Hits that queued behind a block written ahead take its counts first.
        const state = states.get(key);
        const waiting = state
          ? next.waiters.filter((w) => !handOut(state, w.amount, w.resolve))
          : next.waiters;
        if (waiting.length > 0) send(key, next.windowMs, waiting, next.limit);
      });
  }

  function forgetEndedWindows(now: number): void {
    for (const [key, state] of states) if (state.knownUntil <= now) states.delete(key);
  }

  return {
    add(key, amount, windowMs, limit) {
      const state = states.get(key);
      if (state) {
        let reserved: { current: number; ttlMs: number } | undefined;
        if (handOut(state, amount, (result) => (reserved = result))) {
          const left = state.reserved.reduce((sum, b) => sum + b.last - b.next + 1, 0);
          // Half the reserve used: the next block is written while the rest lasts.
          if (left * 2 < state.block && !inFlight.has(key)) send(key, windowMs, [], limit);
          return Promise.resolve(reserved!);
        }
        // A quiet key forgets its pace with its window.
        if (state.knownUntil <= Date.now()) states.delete(key);
      }
      return new Promise((resolve, reject) => {
        const waiter = { amount, resolve, reject };
        if (!inFlight.has(key)) return send(key, windowMs, [waiter], limit);
        const batch = queued.get(key);
        if (batch) batch.waiters.push(waiter);
        else queued.set(key, { windowMs, limit, waiters: [waiter] });
      });
    },
    sweep: () => inner.sweep(),
    close: () => inner.close(),
  };
}
