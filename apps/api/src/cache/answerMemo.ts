import type { CacheBus, CacheTopic } from './cacheBus.ts';
import { cachedValue } from './cachedValue.ts';

export interface AnswerMemo {
  /**
   * The answer kept for `key`, or the one `make` builds (kept if it succeeds; a refusal or error
   * is not kept, so it is worked out again next time). Concurrent asks for one key share a build.
   */
  get(key: string, make: () => Promise<string>): Promise<string>;
  readonly stats: { hits: number; misses: number };
}

/** Enough for every route and weight the site's visitors ask in a day many times over. */
const ANSWER_MEMO_MAX_ENTRIES = 5_000;

/**
 * Answers of a call that is a pure function of its request and of cached reference data (a price
 * of the tariff and the VAT rate), kept as the serialised text by question until one of `topics`
 * changes in any process (the same bus and rules as cachedValue: the whole set is dropped at
 * once, and nothing is kept while the bus is not listening). The set is bounded: past
 * `maxEntries` the oldest question is forgotten first.
 */
export function answerMemo(
  bus: CacheBus,
  topics: readonly CacheTopic[],
  maxEntries = ANSWER_MEMO_MAX_ENTRIES,
): AnswerMemo {
  // A new, empty map each time a topic changes: a build started before the change finishes into
  // the map that was dropped, never into the new one.
  const generation = cachedValue(bus, topics, async () => new Map<string, Promise<string>>());
  const stats = { hits: 0, misses: 0 };
  return {
    stats,
    async get(key, make) {
      const answers = await generation.get();
      const kept = answers.get(key);
      if (kept) {
        stats.hits += 1;
        return kept;
      }
      stats.misses += 1;
      const building = make();
      if (answers.size >= maxEntries) answers.delete(answers.keys().next().value as string);
      answers.set(key, building);
      building.catch(() => {
        if (answers.get(key) === building) answers.delete(key);
      });
      return building;
    },
  };
}
