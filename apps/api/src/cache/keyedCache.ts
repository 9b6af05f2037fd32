import type { CacheBus, CacheTopic } from './cacheBus.ts';
import { CACHE_MAX_AGE_MS } from './cachedValue.ts';

export interface KeyedCache<V> {
  /** The value kept for `key` (counted as a hit), or undefined (a miss: load it). */
  get(key: string): V | undefined;
  /**
   * Loads `keys` in one call and keeps what `load` answers for each, unless a change of that key
   * was announced while it loaded (the answer may predate it) or the bus is not listening. Keys
   * `load` leaves out are not kept (an unknown airway bill is asked again next time).
   */
  load(
    keys: readonly string[],
    load: (keys: readonly string[]) => Promise<Map<string, V>>,
  ): Promise<Map<string, V>>;
  /** Forgets `key` in this process (a write here; other processes hear of it through the bus). */
  drop(key: string): void;
  readonly size: number;
  readonly stats: { hits: number; misses: number };
}

interface Kept<V> {
  value: V;
  at: number;
}

/**
 * Values by key (tracking answers by airway bill) kept in memory until the bus announces a change
 * of their key in any process, or of the whole topic. A load records a token per key before it
 * asks the database; a notice for that key removes the token, so an answer read before the change
 * committed is never kept after it. At most `maxEntries` keys, the oldest kept forgotten
 * first (a read does not move a key: reordering the map on every hit cost more than reloading
 * now and then), and none older than `maxAgeMs`, a safety net for a notice that never came.
 */
export function keyedCache<V>(
  bus: CacheBus,
  topic: CacheTopic,
  { maxEntries, maxAgeMs = CACHE_MAX_AGE_MS }: { maxEntries: number; maxAgeMs?: number },
): KeyedCache<V> {
  const kept = new Map<string, Kept<V>>();
  const loading = new Map<string, object>();
  const stats = { hits: 0, misses: 0 };
  const drop = (key?: string) => {
    if (key === undefined) {
      kept.clear();
      loading.clear();
    } else {
      kept.delete(key);
      loading.delete(key);
    }
  };
  bus.on(topic, drop);
  return {
    stats,
    get size() {
      return kept.size;
    },
    drop,
    get(key) {
      const entry = kept.get(key);
      if (entry && Date.now() - entry.at < maxAgeMs) {
        stats.hits += 1;
        return entry.value;
      }
      stats.misses += 1;
      if (entry) kept.delete(key);
      return undefined;
    },
    async load(keys, load) {
      const token = {};
      const keeping = bus.listening && maxEntries > 0;
      if (keeping) for (const key of keys) loading.set(key, token);
      try {
        const values = await load(keys);
        if (!keeping) return values;
        const at = Date.now();
        for (const [key, value] of values) {
          if (loading.get(key) !== token) continue;
          kept.delete(key);
          kept.set(key, { value, at });
        }
        while (kept.size > maxEntries) kept.delete(kept.keys().next().value as string);
        return values;
      } finally {
        if (keeping) for (const key of keys) if (loading.get(key) === token) loading.delete(key);
      }
    },
  };
}
