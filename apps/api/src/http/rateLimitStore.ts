import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedStatement } from '../db/preparedStatement.ts';
import { rateLimits } from '../db/schema/index.ts';
import { rowsOf } from '../shipments/nextSerial.ts';

/** A shared counter: adds `amount` to `key` in a fixed window of `windowMs` that starts at its first hit. */
export interface CounterStore {
  /**
   * Adds `amount` to the key's count in its current window and answers the count and the time
   * left. `limit` (a rate limit's max) lets a store reserve counts ahead for a busy key
   * (coalescedCounters.ts); the stores themselves ignore it.
   */
  add(
    key: string,
    amount: number,
    windowMs: number,
    limit?: number,
  ): Promise<{ current: number; ttlMs: number }>;
  sweep(): Promise<void>;
  close(): Promise<void>;
}

/**
 * PostgreSQL (or PGlite): one atomic upsert per hit, so several processes count together. The
 * statement is prepared once and run by name (db/preparedStatement.ts): not built and planned
 * again for every hit.
 */
export function pgCounterStore(db: Db): CounterStore {
  const upsert = preparedStatement(
    db,
    'rate_limit_add',
    sql`
      insert into rate_limits (key, count, reset_at)
      values (${sql.placeholder('key')}, ${sql.placeholder('amount')},
              now() + make_interval(secs => ${sql.placeholder('seconds')}::float8))
      on conflict (key) do update set
        count = case when rate_limits.reset_at <= now() then excluded.count
                     else rate_limits.count + excluded.count end,
        reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at
                        else rate_limits.reset_at end
      returning count, ceil(extract(epoch from (reset_at - now())) * 1000) as ttl`,
  );
  return {
    async add(key, amount, windowMs) {
      const [row] = rowsOf<{ count: string | number; ttl: string | number }>(
        await upsert({ key, amount, seconds: windowMs / 1000 }),
      );
      return { current: Number(row!.count), ttlMs: Math.max(0, Number(row!.ttl)) };
    },
    async sweep() {
      await db.delete(rateLimits).where(lt(rateLimits.resetAt, new Date()));
    },
    async close() {},
  };
}

/** Redis (REDIS_URL): INCRBY + PEXPIRE on the first hit, in one MULTI. */
export async function redisCounterStore(url: string): Promise<CounterStore> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const prefix = 'courier-rate-';
  return {
    async add(key, amount, windowMs) {
      const k = prefix + key;
      const result = await redis
        .multi()
        .incrby(k, amount)
        .pexpire(k, windowMs, 'NX')
        .pttl(k)
        .exec();
      const current = Number(result?.[0]?.[1] ?? 0);
      const ttl = Number(result?.[2]?.[1] ?? windowMs);
      return { current, ttlMs: ttl > 0 ? ttl : windowMs };
    },
    async sweep() {},
    async close() {
      await redis.quit();
    },
  };
}
