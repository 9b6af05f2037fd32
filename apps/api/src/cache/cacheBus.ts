import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.ts';

/**
 * What a cached value is built from; a write to any of it names its topic. 'tracking' notices
 * name one airway bill ('tracking:<awb>', sent by the database's triggers, drizzle/0012) or, for
 * a statement that touched many, none (every number).
 */
export type CacheTopic = 'settings' | 'rates' | 'content' | 'tracking';

/** Drops a topic's copies: those of `key` only when the notice names one, else all of them. */
export type CacheDrop = (key?: string) => void;

export const CACHE_CHANNEL = 'courier_cache';
const EVERYTHING = '*';

export interface CacheBus {
  /** Runs `drop` whenever `topic` changes in any process (and for every topic after a lost connection). */
  on(topic: CacheTopic, drop: CacheDrop): void;
  /**
   * Announces a change. Inside a transaction (`tx`) the notification leaves with the commit, so
   * no process hears of a change that rolled back; this process drops its copies at once too.
   */
  changed(topic: CacheTopic, tx?: Pick<Db, 'execute'>): Promise<void>;
  /** False while the LISTEN connection is down: caches then read through to the database. */
  readonly listening: boolean;
  close(): Promise<void>;
}

/**
 * In-memory caches of data that rarely changes, kept right in every API process through
 * PostgreSQL LISTEN/NOTIFY (on PGlite, the same statements in process): a write anywhere
 * notifies `courier_cache` with its topic, and every process listening drops its copies.
 */
export async function createCacheBus(
  database: Database,
  { enabled = true }: { enabled?: boolean } = {},
): Promise<CacheBus> {
  const { db } = database;
  const handlers = new Map<string, CacheDrop[]>();
  const dropAll = () => {
    for (const list of handlers.values()) for (const drop of list) drop();
  };
  const fire = (notice: string) => {
    if (notice === EVERYTHING) return dropAll();
    const colon = notice.indexOf(':');
    const topic = colon < 0 ? notice : notice.slice(0, colon);
    const key = colon < 0 ? undefined : notice.slice(colon + 1);
    for (const drop of handlers.get(topic) ?? []) drop(key);
  };
  // REFERENCE_CACHE=off: every read goes to the database (the benchmark's cold path).
  let listening = enabled;
  const stop = await database.listen(CACHE_CHANNEL, {
    onNotify: fire,
    onLost: () => {
      listening = false;
      dropAll();
    },
    onReconnect: () => {
      dropAll();
      listening = enabled;
    },
  });
  return {
    on(topic, drop) {
      handlers.set(topic, [...(handlers.get(topic) ?? []), drop]);
    },
    async changed(topic, tx) {
      fire(topic);
      await (tx ?? db).execute(sql`select pg_notify(${CACHE_CHANNEL}, ${topic})`);
    },
    get listening() {
      return listening;
    },
    close: stop,
  };
}
