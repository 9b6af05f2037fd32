import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { acquireDataDirLock } from '../system/dataDirLock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** Both drivers share this query surface; routes never know which one is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Settings for a dedicated connection (postgres only), e.g. for locked migrations. */
  clientConfig?: pg.ClientConfig;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * LISTEN on a channel. PostgreSQL: on a dedicated connection outside the pool, reopened after a
   * loss (`onReconnect` then runs: notifications sent meanwhile were missed). PGlite: in process.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
}

interface ListenHandlers {
  onNotify(payload: string): void;
  /** The connection is gone (PostgreSQL only); notifications may be missed until onReconnect. */
  onLost?(): void;
  onReconnect?(): void;
}

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** PGlite only: keep the database in memory (tests), not under dataDir. */
  inMemory?: boolean;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(options.inMemory ? undefined : options.dataDir);
}

async function openPostgres(url: string): Promise<Database> {
  const clientConfig: pg.ClientConfig = { connectionString: url };
  const pool = new pg.Pool({
    ...clientConfig,
    max: 10,
    // A server that stopped answering (no RST, e.g. a failover behind a virtual IP) fails the
    // request after this, as a lost connection, instead of holding it for ever.
    connectionTimeoutMillis: 10_000,
    keepAlive: true,
  });
  // A connection that is lost must cost the statements on it, never the process. The pool listens
  // to its idle clients only; a client checked out by a transaction between two statements would
  // emit 'error' with nobody listening, and Node ends the process on an unheard 'error' event.
  // So every client gets a listener of its own for its whole life: its statement in flight fails
  // (answered 503, db/connectionLoss.ts) and the pool drops the broken client when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    clientConfig,
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
    listen: (channel, handlers) => listenOnPostgres(clientConfig, channel, handlers),
  };
}

const RECONNECT_MS = 1000;

async function listenOnPostgres(
  clientConfig: pg.ClientConfig,
  channel: string,
  handlers: ListenHandlers,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const open = async (): Promise<void> => {
    const next = new pg.Client(clientConfig);
    next.on('notification', (message) => handlers.onNotify(message.payload ?? ''));
    const lost = () => {
      if (client !== next || stopped) return;
      client = undefined;
      handlers.onLost?.();
      next.end().catch(() => undefined);
      retry = setTimeout(reopen, RECONNECT_MS);
    };
    next.on('error', lost);
    next.on('end', lost);
    try {
      await next.connect();
      await next.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    } catch (err) {
      // A half-opened connection (the server went away between connect and LISTEN) is closed,
      // not left behind on each retry.
      await next.end().catch(() => undefined);
      throw err;
    }
    client = next;
  };
  const reopen = () => {
    if (stopped) return;
    open().then(
      () => handlers.onReconnect?.(),
      () => {
        retry = setTimeout(reopen, RECONNECT_MS);
      },
    );
  };
  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir === undefined) return pgliteDatabase(new PGlite());
  // Two processes on one PGlite folder corrupt it (duplicate AWBs, lost rows): one holder only.
  mkdirSync(dataDir, { recursive: true });
  const lock = acquireDataDirLock(dataDir);
  try {
    const dir = join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    const database = await pgliteDatabase(new PGlite(dir));
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (err) {
    lock.release();
    throw err;
  }
}

/** Wraps an open PGlite (tests open theirs from a pre-seeded snapshot). */
export async function pgliteDatabase(client: PGlite): Promise<Database> {
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    listen: async (channel, { onNotify }) => {
      const stop = await client.listen(channel, onNotify);
      return async () => {
        // Closing PGlite first ends every listener with it.
        if (!client.closed) await stop();
      };
    },
  };
}
