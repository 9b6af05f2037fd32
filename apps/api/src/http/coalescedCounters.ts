import type { CounterStore } from './rateLimitStore.ts';

interface Waiter {
  amount: number;
  resolve: (result: { current: number; ttlMs: number }) => void;
  reject: (error: unknown) => void;
}

/**
 * At most one write per counter in flight from this process: hits on a key that arrive while its
 * write is on its way wait and then go as ONE write of their sum. Each caller still gets the count
 * its own hit made (the batch's total less the hits queued after it), so limits stay exact; a busy
 * key costs one round trip per batch instead of one per request, and the row is not fought over
 * by this process's own connections.
 */
export function coalescedCounters(inner: CounterStore): CounterStore {
  const inFlight = new Set<string>();
  const queued = new Map<string, { windowMs: number; waiters: Waiter[] }>();

  function send(key: string, windowMs: number, waiters: Waiter[]): void {
    inFlight.add(key);
    const total = waiters.reduce((sum, w) => sum + w.amount, 0);
    inner
      .add(key, total, windowMs)
      .then(
        ({ current, ttlMs }) => {
          let count = current - total;
          for (const w of waiters) {
            count += w.amount;
            w.resolve({ current: count, ttlMs });
          }
        },
        (error: unknown) => {
          for (const w of waiters) w.reject(error);
        },
      )
      .finally(() => {
        inFlight.delete(key);
        const next = queued.get(key);
        if (next) {
          queued.delete(key);
          send(key, next.windowMs, next.waiters);
        }
      });
  }

  return {
    add(key, amount, windowMs) {
      return new Promise((resolve, reject) => {
        const waiter = { amount, resolve, reject };
        if (!inFlight.has(key)) return send(key, windowMs, [waiter]);
        const batch = queued.get(key);
        if (batch) batch.waiters.push(waiter);
        else queued.set(key, { windowMs, waiters: [waiter] });
      });
    },
    sweep: () => inner.sweep(),
    close: () => inner.close(),
  };
}
