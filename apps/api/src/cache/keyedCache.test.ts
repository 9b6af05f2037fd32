import { describe, expect, it } from 'vitest';
import { fakeBus } from './fakeBus.ts';
import { keyedCache } from './keyedCache.ts';

const values = (keys: readonly string[], value: string) =>
  Promise.resolve(new Map(keys.map((k) => [k, `${k}=${value}`])));

describe('keyedCache', () => {
  it('keeps what a load answers, by key, until a notice names the key', async () => {
    const { bus, fire } = fakeBus();
    const cache = keyedCache<string>(bus, 'tracking', { maxEntries: 10 });
    expect(cache.get('A')).toBeUndefined();
    await cache.load(['A', 'B'], (keys) => values(keys, '1'));
    expect([cache.get('A'), cache.get('B')]).toEqual(['A=1', 'B=1']);
    fire('tracking', 'A');
    expect([cache.get('A'), cache.get('B')]).toEqual([undefined, 'B=1']);
    fire('content');
    expect(cache.get('B')).toBe('B=1');
    // A notice naming no key: every key.
    fire('tracking');
    expect(cache.get('B')).toBeUndefined();
    expect(cache.stats).toEqual({ hits: 4, misses: 3 });
  });

  it('does not keep an answer read before a change that was announced while it loaded', async () => {
    const { bus, fire } = fakeBus();
    const cache = keyedCache<string>(bus, 'tracking', { maxEntries: 10 });
    let answer: (value: Map<string, string>) => void = () => undefined;
    const loading = cache.load(['A', 'B'], () => new Promise((resolve) => (answer = resolve)));
    fire('tracking', 'A');
    answer(
      new Map([
        ['A', 'old A'],
        ['B', 'B'],
      ]),
    );
    // The caller still gets what it read; only the unchanged key is kept.
    expect((await loading).get('A')).toBe('old A');
    expect([cache.get('A'), cache.get('B')]).toEqual([undefined, 'B']);
  });

  it('does not keep keys the load left out, nor anything while the bus is not listening', async () => {
    const { bus } = fakeBus();
    const cache = keyedCache<string>(bus, 'tracking', { maxEntries: 10 });
    await cache.load(['A', 'unknown'], async () => new Map([['A', 'a']]));
    expect([cache.get('A'), cache.get('unknown')]).toEqual(['a', undefined]);
    bus.listening = false;
    await cache.load(['B'], (keys) => values(keys, '1'));
    expect(cache.get('B')).toBeUndefined();
  });

  it('keeps at most maxEntries keys, the oldest forgotten first, none older than maxAgeMs', async () => {
    const { bus } = fakeBus();
    const cache = keyedCache<string>(bus, 'tracking', { maxEntries: 2 });
    await cache.load(['A'], (keys) => values(keys, '1'));
    await cache.load(['B', 'C'], (keys) => values(keys, '1'));
    expect([cache.get('A'), cache.get('B'), cache.get('C')]).toEqual([undefined, 'B=1', 'C=1']);
    expect(cache.size).toBe(2);
    const aged = keyedCache<string>(bus, 'tracking', { maxEntries: 2, maxAgeMs: 0 });
    await aged.load(['A'], (keys) => values(keys, '1'));
    expect(aged.get('A')).toBeUndefined();
  });
});
