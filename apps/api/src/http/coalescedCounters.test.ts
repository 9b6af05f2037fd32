import { describe, expect, it } from 'vitest';
import { coalescedCounters } from './coalescedCounters.ts';
import type { CounterStore } from './rateLimitStore.ts';

/** An in-memory store that answers after a tick and counts its writes. */
function slowStore() {
  const counts = new Map<string, number>();
  const writes: number[] = [];
  const store: CounterStore = {
    async add(key, amount) {
      writes.push(amount);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const current = (counts.get(key) ?? 0) + amount;
      counts.set(key, current);
      return { current, ttlMs: 1000 };
    },
    sweep: async () => undefined,
    close: async () => undefined,
  };
  return { store, writes };
}

describe('coalescedCounters', () => {
  it('gives 100 concurrent hits the counts 1..100 exactly, in far fewer writes', async () => {
    const { store, writes } = slowStore();
    const counters = coalescedCounters(store);
    const results = await Promise.all(
      Array.from({ length: 100 }, () => counters.add('k', 1, 60_000)),
    );
    expect(results.map((r) => r.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 100 }, (_, i) => i + 1),
    );
    expect(writes.reduce((a, b) => a + b, 0)).toBe(100);
    expect(writes.length).toBe(2);
  });

  it('keeps keys apart and adds amounts (upload bytes)', async () => {
    const { store } = slowStore();
    const counters = coalescedCounters(store);
    const [a, b, c] = await Promise.all([
      counters.add('x', 500, 60_000),
      counters.add('y', 7, 60_000),
      counters.add('x', 300, 60_000),
    ]);
    expect([a.current, b.current, c.current]).toEqual([500, 7, 800]);
  });

  it('hands a failed write to every hit of its batch, and the next hit writes again', async () => {
    let fail = true;
    const counters = coalescedCounters({
      add: async (_key, amount) => {
        if (fail) throw new Error('database down');
        return { current: amount, ttlMs: 1 };
      },
      sweep: async () => undefined,
      close: async () => undefined,
    });
    await expect(counters.add('k', 1, 1000)).rejects.toThrow('database down');
    fail = false;
    expect((await counters.add('k', 1, 1000)).current).toBe(1);
  });
});
