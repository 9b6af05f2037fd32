import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Database, Schema } from './client.ts';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Arbitrary constant: the advisory lock that serialises migrations across API processes. */
const MIGRATION_LOCK = 4_214_201;

/** Applies the checked-in drizzle-kit migrations (journal in drizzle.__drizzle_migrations). */
export async function runMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, config);
    return;
  }
  // Several API processes may start together: one migrates while the others wait.
  const client = new pg.Client(database.clientConfig);
  // A connection lost between two statements fails the next one (and the start), not the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzle(client), config);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await client.end();
  }
}
