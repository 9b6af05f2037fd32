import type { CacheBus, CacheTopic } from './cacheBus.ts';

export interface CachedValue<T> {
  get(): Promise<T>;
  /** Hits and misses since start (the benchmark prints them). */
  readonly stats: { hits: number; misses: number };
}

/** A safety net only: changes arrive through the bus; this bounds a copy nobody announced (SQL by hand). */
export const CACHE_MAX_AGE_MS = 60_000;

/**
 * One value loaded from the database on first use and kept until a topic it depends on changes.
 * Concurrent first reads share one load; a load that fails is not kept.
 */
export function cachedValue<T>(
  bus: CacheBus,
  topics: readonly CacheTopic[],
  load: () => Promise<T>,
  maxAgeMs = CACHE_MAX_AGE_MS,
): CachedValue<T> {
  let value: Promise<T> | undefined;
  let loadedAt = 0;
  const stats = { hits: 0, misses: 0 };
  const drop = () => {
    value = undefined;
  };
  for (const topic of topics) bus.on(topic, drop);
  return {
    stats,
    get() {
      if (!bus.listening) {
        stats.misses += 1;
        return load();
      }
      if (value && Date.now() - loadedAt < maxAgeMs) {
        stats.hits += 1;
        return value;
      }
      stats.misses += 1;
      const loading = load();
      value = loading;
      loadedAt = Date.now();
      loading.catch(() => {
        if (value === loading) value = undefined;
      });
      return loading;
    },
  };
}
