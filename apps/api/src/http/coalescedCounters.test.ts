import { describe, expect, it } from 'vitest';
import { coalescedCounters } from './coalescedCounters.ts';
import type { CounterStore } from './rateLimitStore.ts';

/** An in-memory store that answers after a tick and counts its writes; windows of `windowMs`. */
function slowStore() {
  const counts = new Map<string, { count: number; until: number }>();
  const writes: number[] = [];
  const store: CounterStore = {
    async add(key, amount, windowMs) {
      writes.push(amount);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const now = Date.now();
      const window = counts.get(key);
      const live = window && window.until > now ? window : { count: 0, until: now + windowMs };
      live.count += amount;
      counts.set(key, live);
      return { current: live.count, ttlMs: live.until - now };
    },
    sweep: async () => undefined,
    close: async () => undefined,
  };
  const total = (key: string) => counts.get(key)?.count ?? 0;
  return { store, writes, total };
}

/** `waves` bursts of `size` concurrent hits on one key, one burst after the other. */
async function bursts(
  counters: CounterStore,
  waves: number,
  size: number,
  limit: number,
  windowMs = 60_000,
) {
  const counts: number[] = [];
  for (let wave = 0; wave < waves; wave += 1) {
    const results = await Promise.all(
      Array.from({ length: size }, () => counters.add('k', 1, windowMs, limit)),
    );
    counts.push(...results.map((r) => r.current));
  }
  return counts;
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

  it('counts a key hit one at a time hit by hit, limit or not: nothing is reserved', async () => {
    const { store, writes, total } = slowStore();
    const counters = coalescedCounters(store);
    const counts = await bursts(counters, 20, 1, 60);
    expect(counts).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(writes).toEqual(Array.from({ length: 20 }, () => 1));
    expect(total('k')).toBe(20);
  });

  it('reserves ahead for a key hit faster than the store answers: distinct counts the store holds, few writes', async () => {
    const { store, writes, total } = slowStore();
    const counters = coalescedCounters(store);
    const counts = await bursts(counters, 40, 25, 1_000_000);
    expect(new Set(counts).size).toBe(1000);
    expect(Math.max(...counts)).toBeLessThanOrEqual(total('k'));
    // Hit by hit it would be 80 writes (two per burst); reserved blocks serve most bursts.
    expect(writes.length).toBeLessThan(30);
    // What was reserved and not used is at most the last block (twice a burst, plus its refill).
    expect(total('k') - 1000).toBeLessThanOrEqual(4 * 25);
  });

  it('never lets more hits under the limit than the limit, and reserves little near it', async () => {
    const { store, total } = slowStore();
    const counters = coalescedCounters(store);
    const counts = await bursts(counters, 3, 25, 100);
    // Unused counts stay counted (stricter), but a block is at most an eighth of what is left.
    expect(total('k') - 75).toBeLessThanOrEqual(100 / 8);
    counts.push(...(await bursts(counters, 3, 25, 100)));
    expect(new Set(counts).size).toBe(150);
    expect(counts.filter((c) => c <= 100).length).toBeLessThanOrEqual(100);
    expect(counts.filter((c) => c <= 100).length).toBeGreaterThanOrEqual(100 - 100 / 8);
  });

  it('drops reserved counts when their window ends: the next hit starts the new window', async () => {
    const { store, writes } = slowStore();
    const counters = coalescedCounters(store);
    await bursts(counters, 2, 25, 1_000_000, 60);
    const before = writes.length;
    await new Promise((resolve) => setTimeout(resolve, 80));
    const [next] = await bursts(counters, 1, 1, 1_000_000, 60);
    expect(writes.length).toBe(before + 1);
    expect(next).toBe(1);
  });

  it('answers an add of nothing (an upload of 0 bytes), alone or queued behind a write', async () => {
    const { store } = slowStore();
    const counters = coalescedCounters(store);
    const answered = (amount: number) =>
      Promise.race([
        counters.add('bytes', amount, 60_000),
        new Promise((resolve) => setTimeout(() => resolve('no answer'), 2000)),
      ]);
    expect(await answered(0)).toMatchObject({ current: 0 });
    const [first, second] = await Promise.all([answered(7), answered(0)]);
    expect([first, second]).toMatchObject([{ current: 7 }, { current: 7 }]);
  });
});
