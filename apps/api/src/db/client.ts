import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** Both drivers share this query surface; routes never know which one is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Postgres schema holding the tables (public unless isolated for tests). */
  schemaName: string;
  /** Settings for a dedicated connection (postgres only), e.g. for locked migrations. */
  clientConfig?: pg.ClientConfig;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  /** Optional Postgres schema; created when missing and put first on search_path. */
  schemaName: string | undefined;
  dataDir: string;
}

const identifier = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const schemaName = options.schemaName ?? 'public';
  if (!identifier.test(schemaName)) throw new Error(`DATABASE_SCHEMA '${schemaName}' is not a plain identifier`);
  return options.databaseUrl ? openPostgres(options.databaseUrl, schemaName) : openPglite(options.dataDir, schemaName);
}

async function openPostgres(url: string, schemaName: string): Promise<Database> {
  if (schemaName !== 'public') {
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    await setup.query(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"`);
    await setup.end();
  }
  const clientConfig: pg.ClientConfig = {
    connectionString: url,
    options: schemaName === 'public' ? undefined : `-c search_path=${schemaName}`,
  };
  const pool = new pg.Pool({ ...clientConfig, max: 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    schemaName,
    clientConfig,
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string, schemaName: string): Promise<Database> {
  let client: PGlite;
  if (dataDir === 'memory://') {
    client = new PGlite();
  } else {
    const dir = join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  await client.waitReady;
  if (schemaName !== 'public') {
    await client.exec(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"; SET search_path TO "${schemaName}"`);
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    schemaName,
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
